import type { Language, UserInfo } from '@cargo/domain';
import type { ShellState } from '../../ui/shell/shell-context.ts';
import { buildMenus, collectAuthCodes, firstMenuPath } from '../menu.ts';

/** The shell's state for a user (SPEC §4): the shell computes it in the browser, the overview's frame on the server. */
export const shellStateOf = (user: UserInfo, phoneLogin: boolean, language: Language): ShellState => {
  const menus = buildMenus(user.menus, { phoneLogin, language });
  return { user, menus, authCodes: new Set(collectAuthCodes(menus)), firstPath: firstMenuPath(menus) };
};
