import type { CodeOf } from './code-list.ts';

/** User type (SPEC §3, §6): COMMON is the default; CARGO gets the cargo look, preferences and limit warning. */
export const USER_TYPES = [
  { code: 'COMMON', zh: '普通用户', en: 'Standard user' },
  { code: 'CARGO', zh: '货运险用户', en: 'Cargo insurance user' },
] as const;
export type UserType = CodeOf<typeof USER_TYPES>;
export const DEFAULT_USER_TYPE = 'COMMON' satisfies UserType;
