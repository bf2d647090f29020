import type { MenuItem, MessageKey } from '@cargo/domain';
import { findMenuEntry, routeOf } from '../menu.ts';
import { routeTitleKey } from '../routes.ts';

/**
 * The title of a page: its menu entry's name (server-localised, and it tells `?type=correct` apart),
 * else the route's own title. The shell gives the current page's to `PageMain`, where the page reads it
 * (ui/shell/page-heading.tsx `usePageTitle`).
 */
export const pageTitleOf = (
  menus: readonly MenuItem[],
  fullPath: string,
  translate: (key: MessageKey) => string,
): string | undefined => {
  const entry = findMenuEntry(menus, fullPath);
  if (entry) return entry.menuName;
  const key = routeTitleKey(routeOf(fullPath));
  return key ? translate(key) : undefined;
};
