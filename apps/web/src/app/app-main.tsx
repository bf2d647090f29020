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
 * antd's styles computed at build time, which a frame page links (scripts/prerender-pages.mjs) for print so that
 * the frame paints without waiting for them: applied before the first render, since antd reads once, at its first
 * component, which styles the page holds. Not there within `ANTD_STYLES_WAIT_MS` (or failed): antd computes them.
 */
const ANTD_STYLES_WAIT_MS = 3_000;
const applyBuildTimeAntdStyles = async (): Promise<void> => {
  const link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (link === null) return;
  if (link.sheet === null) {
    const loaded = new Promise<boolean>((resolve) => {
      link.addEventListener('load', () => resolve(true), { once: true });
      link.addEventListener('error', () => resolve(false), { once: true });
      setTimeout(() => resolve(false), ANTD_STYLES_WAIT_MS);
    });
    if (!(await loaded)) return;
  }
  link.media = 'all';
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
