import type { Language, MenuItem, UserInfo } from '@cargo/domain';
import { createContext, useContext } from 'react';
import { buildMenus, collectAuthCodes, firstMenuPath } from '../menu.ts';

/** What the startup sequence built (SPEC §4), for every page inside the logged-in shell. */
export interface ShellState {
  user: UserInfo;
  /** The header menu after the auth-code, phone-login and language rules. */
  menus: MenuItem[];
  /** Permissions: every auth code of the menu tree (SPEC §6). */
  authCodes: ReadonlySet<string>;
  /** The first page of the menu: target of `/` and the affix tab. */
  firstPath: string | undefined;
}

export const ShellContext = createContext<ShellState | null>(null);

export const useShell = (): ShellState => {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell() is only available inside the logged-in shell');
  return state;
};

/** The shell's state for a user (SPEC §4): the shell computes it in the browser, the overview's frame on the server. */
export const shellStateOf = (user: UserInfo, phoneLogin: boolean, language: Language): ShellState => {
  const menus = buildMenus(user.menus, { phoneLogin, language });
  return { user, menus, authCodes: new Set(collectAuthCodes(menus)), firstPath: firstMenuPath(menus) };
};
