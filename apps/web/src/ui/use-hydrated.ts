import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React adopts markup rendered at build time (the login page, scripts/prerender-pages.mjs) and
 * while rendering it there; true once the page's own script drives it. Controls that would lose a click or a
 * keystroke before that stay read-only or disabled, so nothing typed or pressed is dropped.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
