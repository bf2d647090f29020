import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureGateway } from '../../api/request.ts';
import { trackPageView } from '../../api/session.api.ts';
import { MAINTENANCE_PATH } from '../../app/maintenance-path.ts';
import { resetTabs } from '../../app/tabs-store.ts';
import { LOGIN_PATH } from '../../boot.ts';
import LoginPage from './login-page.tsx';

// The login program (main.tsx): the public home without antd, the router or the query cache (issue 14). The
// portal starts when a login succeeds or a link leaves the page: the browser loads that address.
configureGateway({
  onSessionExpired: () => undefined,
  currentPath: () => window.location.pathname,
  onMaintenance: () => window.location.assign(MAINTENANCE_PATH),
});

// SPEC §4: arriving at the login page drops the open tabs of the last session (kept in session storage).
resetTabs();
trackPageView(LOGIN_PATH);

export const start = (root: Root): void =>
  root.render(
    <StrictMode>
      <LoginPage />
    </StrictMode>,
  );
