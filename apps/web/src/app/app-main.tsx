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
import { holdServerDrawnPage } from './shell/server-drawn-page.tsx';

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

/**
 * antd's styles computed at build time, which every page but /login links (scripts/prerender-pages.mjs) for print so
 * that it paints without waiting for them: applied, and awaited before the first render, since antd reads once, at
 * its first component, which styles the page holds, and the browser's antd cannot compute the shell's
 * (build/antd-style-functions.ts). Not there within `ANTD_STYLES_WAIT_MS`: the portal renders, and they apply when
 * they arrive.
 */
const ANTD_STYLES_WAIT_MS = 10_000;
const applyBuildTimeAntdStyles = async (): Promise<void> => {
  const link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (link === null) return;
  const loaded =
    link.sheet === null
      ? new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, ANTD_STYLES_WAIT_MS);
        })
      : undefined;
  link.media = 'all';
  await loaded;
};

// The portal (every page but /login) renders once the UI language's messages are in (index.html shows a spinner
// until then); the router already started loading the page's chunk beside them. A page that arrived with the
// portal's frame in it (shell/portal-frame.tsx) keeps it until the first page's chunks are in as well: the
// router's own fallback, a bare spinner, would replace it meanwhile.
export const start = async (container: HTMLElement): Promise<void> => {
  await Promise.all([i18nReady, applyBuildTimeAntdStyles()]);
  if (container.dataset.prerendered) await routerReady();
  holdServerDrawnPage(container);
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
