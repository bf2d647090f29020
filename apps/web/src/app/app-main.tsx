import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureGateway } from '../api/request.ts';
import { i18nReady } from '../i18n/i18n.ts';
import { AppProviders } from './app-providers.tsx';
import { MAINTENANCE_PATH } from './maintenance-path.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

// SPEC §8 session end: go to /login (staff pages: /staff/login), which the browser loads anew: the login program
// (features/auth/login-main.tsx) starts without the user, menus or tabs.
configureGateway({
  onSessionExpired: () =>
    void router.navigate(router.state.location.pathname.startsWith('/staff') ? '/staff/login' : '/login', {
      replace: true,
    }),
  currentPath: () => router.state.location.pathname,
  // Maintenance (88888, customer calls only): the maintenance page, from which the user comes back.
  onMaintenance: () => {
    const { pathname } = router.state.location;
    if (pathname !== MAINTENANCE_PATH) void router.navigate(MAINTENANCE_PATH, { state: { from: pathname } });
  },
});

/** Resolves once the router has loaded the first address's lazy routes (or failed to). */
const routerReady = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// The portal (every page but /login) renders once the UI language's messages are in (index.html shows a spinner
// until then); the router already started loading the page's chunk beside them. A page that arrived with the
// portal's frame in it (shell/portal-frame.tsx) keeps it until the first page's chunks are in as well: the
// router's own fallback, a bare spinner, would replace it meanwhile.
export const start = async (container: HTMLElement): Promise<void> => {
  await i18nReady;
  if (container.dataset.prerendered) await routerReady();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </QueryClientProvider>
    </StrictMode>,
  );
};
