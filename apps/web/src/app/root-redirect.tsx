import { Navigate } from 'react-router';
import { ACCOUNT_PAGE_PATH } from './routes.ts';
import { useShell } from './shell/shell-context.ts';

/** SPEC §4: the root redirects to the first menu path. */
export default function RootRedirect() {
  const { firstPath } = useShell();
  return <Navigate to={firstPath ?? ACCOUNT_PAGE_PATH} replace />;
}
