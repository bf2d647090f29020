import type { MenuItem, MessageKey } from '@cargo/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findMenuEntry, routeOf } from '../menu.ts';
import { routeTitleKey } from '../routes.ts';
import { useShell } from './shell-context.ts';

/**
 * The title of a page: its menu entry's name (server-localised, and it tells `?type=correct` apart),
 * else the route's own title.
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

/** The title of the current page inside the shell. */
export const usePageTitle = (): string | undefined => {
  const { t } = useTranslation();
  const { menus } = useShell();
  const { pathname, search } = useLocation();
  return pageTitleOf(menus, `${pathname}${search}`, (key) => t(key));
};
