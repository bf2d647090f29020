import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** localStorage key of the "remember account" choice of the login page. */
const REMEMBERED_LOGIN_KEY = 'cargo-portal.login.remembered';

export type LoginMode = 'account' | 'email';

export interface RememberedLogin {
  mode: LoginMode;
  /** The account name or the email, per mode. */
  identity: string;
}

// A plain check rather than a zod schema: zod stays out of the login page's first download.
const isRememberedLogin = (value: unknown): value is RememberedLogin => {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, identity } = value as Record<string, unknown>;
  return (mode === 'account' || mode === 'email') && typeof identity === 'string' && identity.length <= 254;
};

export const readRememberedLogin = (): RememberedLogin | undefined => {
  const raw = readStorage('local', REMEMBERED_LOGIN_KEY);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRememberedLogin(parsed) ? { mode: parsed.mode, identity: parsed.identity } : undefined;
  } catch {
    return undefined;
  }
};

/** Keeps only the login name (never the password), or forgets it when the box is unticked. */
export const saveRememberedLogin = (remembered: RememberedLogin | undefined): void => {
  if (remembered === undefined) removeStorage('local', REMEMBERED_LOGIN_KEY);
  else writeStorage('local', REMEMBERED_LOGIN_KEY, JSON.stringify(remembered));
};
