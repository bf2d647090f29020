import { z } from 'zod';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** localStorage key of the "remember account" choice of the login page. */
const REMEMBERED_LOGIN_KEY = 'cargo-portal.login.remembered';

export type LoginMode = 'account' | 'email';

const ZRememberedLogin = z.object({
  mode: z.enum(['account', 'email']),
  /** The account name or the email, per mode. */
  identity: z.string().max(254),
});
export type RememberedLogin = z.infer<typeof ZRememberedLogin>;

export const readRememberedLogin = (): RememberedLogin | undefined => {
  const raw = readStorage('local', REMEMBERED_LOGIN_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = ZRememberedLogin.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** Keeps only the login name (never the password), or forgets it when the box is unticked. */
export const saveRememberedLogin = (remembered: RememberedLogin | undefined): void => {
  if (remembered === undefined) removeStorage('local', REMEMBERED_LOGIN_KEY);
  else writeStorage('local', REMEMBERED_LOGIN_KEY, JSON.stringify(remembered));
};
