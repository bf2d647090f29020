import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords (ASVS V6.2.4), lower case, one a line; source and licence in
 * `common-passwords.md`. Checked on the server only: the list is too big for the web bundle.
 */
let commonPasswords: ReadonlySet<string> | undefined;

const loadCommonPasswords = (): ReadonlySet<string> => {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter((line) => line !== ''));
};

/** True when the password is on the list, whatever its letter case. */
export const isCommonPassword = (password: string): boolean => {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
};
