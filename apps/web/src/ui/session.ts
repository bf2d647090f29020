import { ACCOUNT_NAME_COOKIE, GRAY_COOKIE, LANGUAGE_COOKIE_DAYS, SESSION_COOKIE } from '@cargo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { logout, SESSION_QUERY_KEY } from '../api/session.api.ts';
import { removeCookie, setCookie } from '../lib/cookies.ts';
import { clearSessionMarker } from '../lib/session-marker.ts';
import { resetTabs } from './tabs-store.ts';

/** SPEC §4: arriving at /login, logging out or a session end clears the menu, user and tabs. */
export const clearSessionState = (queryClient: QueryClient): void => {
  queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  resetTabs();
};

/** SPEC §4 "Logout": call the server, remove the auth-token and gray cookies; the /login route clears state. */
export const logoutAndLeave = async (goToLogin: () => void): Promise<void> => {
  try {
    await logout();
  } catch {
    // The session is left either way; the server one expires on its own.
  }
  removeCookie(SESSION_COOKIE);
  removeCookie(GRAY_COOKIE);
  clearSessionMarker();
  goToLogin();
};

/** SPEC §4 "Switch account": remember the account name (cookie, 7 days like the language). */
export const rememberAccountName = (accountName: string): void => {
  setCookie(ACCOUNT_NAME_COOKIE, accountName, LANGUAGE_COOKIE_DAYS);
};
