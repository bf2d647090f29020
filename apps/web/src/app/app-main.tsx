import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureGateway } from '../api/request.ts';
import { i18nReady } from '../i18n/i18n.ts';
import { MAINTENANCE_PATH } from '../ui/maintenance-path.ts';
import { AppProviders } from './app-providers.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { holdFrameOutline } from './shell/held-frame-outline.tsx';
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
 * (build/antd-style-functions.ts). A download that failed is asked for once more. Not there within
 * `ANTD_STYLES_WAIT_MS`: the portal renders, and they apply when they arrive.
 */
const ANTD_STYLES_WAIT_MS = 10_000;
type Arrival = 'in' | 'load' | 'error' | 'late';

const arrivalOf = (link: HTMLLinkElement, waitMs: number): Promise<Arrival> =>
  link.sheet !== null
    ? Promise.resolve('in')
    : new Promise((resolve) => {
        link.addEventListener('load', () => resolve('load'), { once: true });
        link.addEventListener('error', () => resolve('error'), { once: true });
        setTimeout(() => resolve('late'), waitMs);
      });

/** A sheet whose rules can be read: Chromium gives a failed download a sheet whose rules it will not show. */
const readable = (sheet: CSSStyleSheet): boolean => {
  try {
    return sheet.cssRules.length > 0;
  } catch {
    return false;
  }
};

/** Whether the download failed, which Chromium may have told (the error event) before the portal listened. */
const failed = (link: HTMLLinkElement, arrival: Arrival): boolean =>
  arrival === 'error' || (link.sheet !== null && !readable(link.sheet));

const applyBuildTimeAntdStyles = async (): Promise<void> => {
  const link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (link === null) return;
  const startedAt = performance.now();
  const arrival = arrivalOf(link, ANTD_STYLES_WAIT_MS);
  link.media = 'all';
  if (!failed(link, await arrival)) return;
  const again = document.createElement('link');
  again.rel = 'stylesheet';
  again.crossOrigin = link.crossOrigin;
  again.href = link.href;
  again.dataset.antdStyles = '';
  link.replaceWith(again);
  await arrivalOf(again, ANTD_STYLES_WAIT_MS - (performance.now() - startedAt));
};

// The portal (every page but /login) renders once the UI language's messages are in (index.html shows a spinner
// until then); the router already started loading the page's chunk beside them. A page that arrived with the
// portal's frame in it (shell/portal-frame.tsx) keeps it until the first page's chunks are in as well: the
// router's own fallback, a bare spinner, would replace it meanwhile.
export const start = async (container: HTMLElement): Promise<void> => {
  await Promise.all([i18nReady, applyBuildTimeAntdStyles()]);
  if (container.dataset.prerendered) await routerReady();
  holdServerDrawnPage(container);
  holdFrameOutline(container);
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
