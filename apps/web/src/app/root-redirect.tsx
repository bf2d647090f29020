import { Navigate } from 'react-router';
import { ACCOUNT_PAGE_PATH } from './routes.ts';
import { ServerDrawnPage } from './shell/server-drawn-page.tsx';
import { useShell } from './shell/shell-context.ts';

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
