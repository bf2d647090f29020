import type { MenuItem, UserInfo } from '@cargo/domain';
import { createContext, useContext } from 'react';

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
