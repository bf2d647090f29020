import type { Language } from '@cargo/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme } from 'antd';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import DashboardPage from '../../features/dashboard/dashboard-page.tsx';
import { antdLocaleOf, i18n, i18nReady, loadCatalog, loadLanguage } from '../../i18n/i18n.ts';
import { PageMain } from '../../ui/shell/page-heading.tsx';
import { ShellContext, type ShellState } from '../../ui/shell/shell-context.ts';
import { isRouteAllowed, routeOf } from '../menu.ts';
import { OVERVIEW_PATH, SHELL_ROUTES } from '../routes.ts';
import { PORTAL_CSS_VAR_KEY, portalTheme } from '../theme.ts';
import { type FrameAnswer, OVERVIEW_FRAME_ANSWERS } from './overview-frame-answers.ts';
import { pageTitleOf } from './page-title.ts';
import { PortalFrame } from './portal-frame.tsx';
import { shellStateOf } from './shell-state.ts';

export { overviewFrameCalls } from './overview-frame-answers.ts';

/** What the server asks the renderer to draw: the visitor's language and address, and the calls' answers. */
export interface OverviewFrameRequest {
  language: Language;
  /** `/` or the overview's address (shell/portal-frame-prerender.tsx `overviewPaths`). */
  pathname: string;
  /** Each call's `data` (overview-frame-answers.ts), by name; the server draws nothing unless all succeeded. */
  answers: Record<string, unknown>;
}

/** The frame with the user's overview in it, and each query's data for the browser's cache. */
export interface OverviewFrame {
  markup: string;
  queries: [queryKey: readonly unknown[], data: unknown][];
}

/** One i18next per language sharing the catalogs: renders of two languages may run at the same time. */
const translators = new Map<Language, I18n>();
const translatorOf = async (language: Language): Promise<I18n> => {
  await i18nReady;
  await loadLanguage(language);
  await loadCatalog('home', language);
  let translator = translators.get(language);
  if (translator === undefined) {
    translator = i18n.cloneInstance({ lng: language });
    translators.set(language, translator);
  }
  return translator;
};

const OVERVIEW_ROUTE = SHELL_ROUTES.find((route) => route.path === OVERVIEW_PATH);

/**
 * The address the overview is drawn at, or undefined where the browser would show another page: an initial
 * password to change (the account page), `/` leading elsewhere, an overview the menu does not open.
 */
const overviewAddress = (shell: ShellState, pathname: string): string | undefined => {
  if (shell.user.isReset === 'N') return undefined;
  if (!isRouteAllowed(shell.menus, OVERVIEW_ROUTE?.requires)) return undefined;
  if (pathname !== '/') return OVERVIEW_PATH;
  const first = shell.firstPath;
  return first !== undefined && routeOf(first) === OVERVIEW_PATH ? first : undefined;
};

/**
 * antd's scope of the page: in the browser the shell's Layout carries the theme's class and variables, which
 * antd's styles of plain elements inside it (links) need; the frame is plain markup.
 */
function AntdScope({ children }: { children: ReactNode }) {
  const { hashId } = theme.useToken();
  return <div className={`${hashId} ${PORTAL_CSS_VAR_KEY}`}>{children}</div>;
}

/**
 * The overview's frame drawn for one user (issue 14): the portal's frame with the overview in it, as the
 * browser will draw it once its scripts have run, so the user's figures paint with the page. Called by the
 * server (apps/server/src/platform/overview-frame.ts) from the web build's server bundle
 * (scripts/prerender-pages.mjs). Test ids are left out: the drawn page does not answer clicks yet, the one
 * the browser renders over it does.
 */
export const renderOverviewFrame = async (
  request: OverviewFrameRequest,
): Promise<OverviewFrame | undefined> => {
  const queries = Object.entries(OVERVIEW_FRAME_ANSWERS).map(
    ([name, answer]: [string, FrameAnswer]): OverviewFrame['queries'][number] => [
      answer.queryKey,
      answer.toQueryData(request.answers[name]),
    ],
  );
  const { userInfo, phoneLogin } = OVERVIEW_FRAME_ANSWERS;
  const shell = shellStateOf(
    userInfo.toQueryData(request.answers.userInfo),
    phoneLogin.toQueryData(request.answers.phoneLogin),
    request.language,
  );
  const address = overviewAddress(shell, request.pathname);
  if (address === undefined) return undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [queryKey, data] of queries) client.setQueryData(queryKey, data);
  const translator = await translatorOf(request.language);
  const title = pageTitleOf(shell.menus, address, (key) => translator.t(key));
  const markup = renderToString(
    <StrictMode>
      <I18nextProvider i18n={translator}>
        <QueryClientProvider client={client}>
          <ConfigProvider locale={antdLocaleOf(request.language)} theme={portalTheme}>
            <App component={false}>
              <MemoryRouter initialEntries={[address]}>
                <ShellContext.Provider value={shell}>
                  <PortalFrame
                    page={
                      <PageMain title={title}>
                        <AntdScope>
                          <DashboardPage />
                        </AntdScope>
                      </PageMain>
                    }
                  />
                </ShellContext.Provider>
              </MemoryRouter>
            </App>
          </ConfigProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { markup: markup.replace(/ data-testid="[^"]*"/g, ''), queries };
};
