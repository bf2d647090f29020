import { type ComponentType, useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { LOGIN_PATH } from '../boot.ts';
import { STAFF_HOME_PATH, STAFF_ROUTES } from '../features/staff/staff-routes.ts';
import { type CatalogPart, loadCatalog } from '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';
import { BootFallback, RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { OVERVIEW_PATH, SHELL_REDIRECTS, SHELL_ROUTES, type ShellRouteHandle } from './routes.ts';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page is a lazy chunk, and waits for the UI language's messages up to its catalog part (i18n.ts
 * `loadCatalog`: the overview the home's, every other page the pages' too), downloaded beside its chunk. The
 * login page is not among them: it is a program of its own (main.tsx).
 */
const lazyPage =
  (load: PageLoader, part: CatalogPart = 'pages', prefetch?: () => void) =>
  async () => {
    prefetch?.();
    const [page] = await Promise.all([load(), loadCatalog(part)]);
    return { Component: page.default };
  };

/**
 * Logging out, a session end or a link to the home page: the browser loads /login, which starts the login
 * program with nothing of the portal's memory (user, menus, cached answers) left behind.
 */
function LoadLoginPage() {
  const { search } = useLocation();
  useEffect(() => window.location.replace(`${LOGIN_PATH}${search}`), [search]);
  return <BootFallback />;
}

/** Goes to `to` with the address's query (a link to /normal-report?policyNo=… keeps its policy). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const underConstruction: PageLoader = () => import('./under-construction-page.tsx');

/**
 * `/` goes to the first menu path once the user info is in (root-redirect.tsx): for nearly every user the overview,
 * whose calls therefore start at once, beside the user info and the shell's first render (issue 14). Its code is
 * preloaded by the portal's page (scripts/prerender-pages.mjs), not evaluated before the shell's.
 */
const startOverview = () =>
  void import('../features/dashboard/dashboard.api.ts')
    .then((api) => api.prefetchOverview(queryClient))
    // Not fatal: the overview's cards ask for themselves.
    .catch(() => undefined);

/** Pages whose first calls start while their code downloads (the router calls it when it goes to the page). */
const PREFETCHES: Record<string, () => void> = { [OVERVIEW_PATH]: startOverview };

const shellChildren: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./root-redirect.tsx'), 'home', startOverview) },
  ...SHELL_ROUTES.map(
    (route): RouteObject => ({
      path: route.path.slice(1),
      handle: {
        titleKey: route.titleKey,
        requires: route.requires,
        ...(route.role ? { role: route.role } : {}),
      } satisfies ShellRouteHandle,
      lazy: lazyPage(route.page ?? underConstruction, route.catalogPart, PREFETCHES[route.path]),
    }),
  ),
  ...Object.entries(SHELL_REDIRECTS).map(
    ([from, to]): RouteObject => ({ path: from.slice(1), element: <RedirectKeepingQuery to={to} /> }),
  ),
];

/** The back office (features/staff/staff-routes.ts): its own login and shell, menu by role. */
const staffChildren: RouteObject[] = [
  { index: true, element: <Navigate to={STAFF_HOME_PATH} replace /> },
  ...STAFF_ROUTES.map(
    (route): RouteObject => ({ path: route.path.slice('/staff/'.length), lazy: lazyPage(route.page) }),
  ),
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      // Public pages (SPEC §2): no login check.
      // The login page is its own program (main.tsx): reached from inside the portal, the page is loaded anew.
      { path: LOGIN_PATH, element: <LoadLoginPage /> },
      { path: '/reservation', lazy: lazyPage(() => import('../features/public/reservation-page.tsx')) },
      { path: '/about-us', lazy: lazyPage(() => import('../features/public/about-us-page.tsx')) },
      {
        path: '/commonQuestions',
        lazy: lazyPage(() => import('../features/public/common-questions-page.tsx')),
      },
      { path: '/faq', lazy: lazyPage(() => import('../features/public/faq-page.tsx')) },
      { path: '/document-info', lazy: lazyPage(() => import('../features/public/document-info-page.tsx')) },
      { path: '/protocol', lazy: lazyPage(() => import('../features/public/protocol-page.tsx')) },
      { path: '/guarantee-insurance', lazy: lazyPage(() => import('../features/public/guarantee-page.tsx')) },
      {
        path: '/guarantee-insurance-query',
        lazy: lazyPage(() => import('../features/public/guarantee-query-page.tsx')),
      },
      // Public, and reached by logged-in users too (SPEC §2 toolbar): before the shell, which has no page for it.
      { path: '/feedback', lazy: lazyPage(() => import('../features/public/feedback-page.tsx')) },
      { path: '/verify/:code?', lazy: lazyPage(() => import('../features/document/verify-page.tsx')) },
      { path: '/error', lazy: lazyPage(() => import('./error-page.tsx')) },
      { path: '/maintenance', lazy: lazyPage(() => import('./maintenance-page.tsx')) },
      // The one-time link of an invitation mail (features/user-admin): the invitee has no login yet.
      { path: '/invitation', lazy: lazyPage(() => import('../features/user-admin/invitation-page.tsx')) },
      // The forgotten password and the one-time link of its mail (features/password-reset).
      {
        path: '/forgot-password',
        lazy: lazyPage(() => import('../features/password-reset/forgot-password-page.tsx')),
      },
      {
        path: '/reset-password',
        lazy: lazyPage(() => import('../features/password-reset/reset-password-page.tsx')),
      },
      { path: '/staff/login', lazy: lazyPage(() => import('../features/staff/staff-login-page.tsx')) },
      {
        path: '/staff',
        lazy: lazyPage(() => import('../features/staff/staff-layout.tsx')),
        children: staffChildren,
      },
      // The logged-in shell: loads the user, builds the menu, guards its children (SPEC §4).
      {
        path: '/',
        lazy: lazyPage(() => import('./shell/shell-layout.tsx'), 'home'),
        children: shellChildren,
      },
      { path: '*', element: <Navigate to="/error" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
