import type { Language, MenuItem } from '@cargo/domain';

/** SPEC §4 "Startup": entries shown are those whose authCode contains aaas_market or equals aaas_home. */
export const MARKET_AUTH_MARK = 'aaas_market';
export const HOME_AUTH_CODE = 'aaas_home';
/** SPEC §4: hidden unless the phone-login switch says true. */
export const COMPANY_TOOLS_AUTH_CODE = 'aaas_company_tools';
/** SPEC §2: the "Comprehensive services" group (removed in English) and its vessel-position item. */
export const TOOLS_AUTH_CODE = 'aaas_market_tools';
export const VESSEL_AUTH_CODE = 'aaas_market_tools_vessel';

/** The Comprehensive group or one of its items (an item may arrive at top level when its group is hidden). */
const isComprehensiveEntry = (item: MenuItem): boolean =>
  item.authCode === TOOLS_AUTH_CODE || item.authCode.startsWith(`${TOOLS_AUTH_CODE}_`);

const isShownAuthCode = (authCode: string): boolean =>
  authCode.includes(MARKET_AUTH_MARK) || authCode === HOME_AUTH_CODE;

/**
 * The header menu of the user (SPEC §4): top-level entries filtered by auth code, company tools only with
 * phone login, the Comprehensive group dropped in English (the server drops it too; this keeps the rule
 * when a cached menu outlives a language switch).
 */
export const buildMenus = (
  menus: readonly MenuItem[],
  context: { phoneLogin: boolean; language: Language },
): MenuItem[] => {
  const keep = (item: MenuItem): boolean => {
    if (item.authCode === COMPANY_TOOLS_AUTH_CODE && !context.phoneLogin) return false;
    if (context.language === 'en-US' && isComprehensiveEntry(item)) return false;
    return true;
  };
  const prune = (item: MenuItem): MenuItem => ({ ...item, subMenus: item.subMenus.filter(keep).map(prune) });
  return menus
    .filter((item) => isShownAuthCode(item.authCode))
    .filter(keep)
    .map(prune);
};

/** Every auth code of the tree: the user's permissions (SPEC §6). */
export const collectAuthCodes = (menus: readonly MenuItem[]): string[] =>
  menus.flatMap((item) => [item.authCode, ...collectAuthCodes(item.subMenus)]);

export const flattenMenus = (menus: readonly MenuItem[]): MenuItem[] =>
  menus.flatMap((item) => [item, ...flattenMenus(item.subMenus)]);

export const isExternalUrl = (path: string): boolean => /^https?:\/\//i.test(path);

/** The route part of a menu path: `/policy-query-download?type=correct` → `/policy-query-download`. */
export const routeOf = (path: string): string => {
  const [route] = path.split(/[?#]/);
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
};

/** Internal, enabled leaf entries in menu order. */
export const menuPages = (menus: readonly MenuItem[]): MenuItem[] =>
  flattenMenus(menus).filter(
    (item) => item.subMenus.length === 0 && item.path !== '' && !item.disabled && !isExternalUrl(item.path),
  );

/** SPEC §4: the root redirects to the first menu path. */
export const firstMenuPath = (menus: readonly MenuItem[]): string | undefined => menuPages(menus)[0]?.path;

/**
 * SPEC §4 "Navigation guard": a route tied to menu entries (dashboard, declaration, …) is open only when
 * the user's menu has an entry under one of its prefixes. Routes with no prefixes are open to everyone.
 */
export const isRouteAllowed = (
  menus: readonly MenuItem[],
  requires: readonly string[] | undefined,
): boolean => {
  if (!requires || requires.length === 0) return true;
  const routes = menuPages(menus).map((item) => routeOf(item.path));
  return routes.some((route) =>
    requires.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
  );
};

/** The menu entry a location belongs to: same path and query first, then same route. */
export const findMenuEntry = (menus: readonly MenuItem[], fullPath: string): MenuItem | undefined => {
  const pages = menuPages(menus);
  const route = routeOf(fullPath);
  const sameRoute = pages.filter((item) => routeOf(item.path) === route);
  return (
    sameRoute.find((item) => item.path === fullPath) ??
    sameRoute.find((item) => item.path === route) ??
    (fullPath === route ? undefined : sameRoute[0])
  );
};
