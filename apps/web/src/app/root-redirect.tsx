import { Navigate } from 'react-router';
import { useShell } from '../ui/shell/shell-context.ts';
import { ACCOUNT_PAGE_PATH } from './routes.ts';
import { ServerDrawnPage } from './shell/server-drawn-page.tsx';

/** SPEC §4: the root redirects to the first menu path. */
export default function RootRedirect() {
  const { firstPath } = useShell();
  return (
    <>
      <ServerDrawnPage />
      <Navigate to={firstPath ?? ACCOUNT_PAGE_PATH} replace />
    </>
  );
}
