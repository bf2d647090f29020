import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureGateway } from '../../api/request.ts';
import { trackPageView } from '../../api/session.api.ts';
import { LOGIN_PATH } from '../../boot.ts';
import { currentLanguage, i18nReady } from '../../i18n/i18n.ts';
import { MAINTENANCE_PATH } from '../../ui/maintenance-path.ts';
import { resetTabs } from '../../ui/tabs-store.ts';
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

/**
 * The server sends the page rendered at build time in the visitor's language (`data-prerendered`): React adopts
 * that markup. Should the browser's language choice differ (local storage without the cookie), or the build
 * have no rendered page, React draws the page anew.
 */
export const start = async (container: HTMLElement): Promise<void> => {
  await i18nReady;
  const page = (
    <StrictMode>
      <LoginPage />
    </StrictMode>
  );
  if (container.dataset.prerendered === currentLanguage()) hydrateRoot(container, page);
  else createRoot(container).render(page);
};
