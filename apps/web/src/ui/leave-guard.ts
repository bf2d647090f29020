import type { OpenTab } from './tabs-store.ts';

/** The part of a router location that decides which page is shown. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * Whether a navigation takes the user off the page: another path or another query (the application form
 * lives at /quotation?product=…, so its query is part of the page). A hash change only scrolls (the
 * form's section anchors). /login is reached only once the session has ended (logout, session expiry):
 * staying would leave a page that can no longer save.
 */
export const leavesPage = (current: PageLocation, next: PageLocation): boolean =>
  next.pathname !== '/login' && (current.pathname !== next.pathname || current.search !== next.search);

/**
 * The tabs after the user chose to stay: a tab close that tried to navigate away has already taken the
 * page's tab out of the bar, so the bar as it was (`before`, which still had the page) comes back.
 */
export const tabsAfterStaying = (
  now: readonly OpenTab[],
  before: readonly OpenTab[] | undefined,
  path: string,
): OpenTab[] => (now.some((tab) => tab.path === path) || !before ? [...now] : [...before]);
