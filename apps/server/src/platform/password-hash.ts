import argon2 from 'argon2';
import { type PasswordHashing, passwordHashingFor } from '../config.ts';

/**
 * Password hashes (argon2id) with the configured cost: argon2's defaults in production, a cheap setting
 * under NODE_ENV=test so that logging in and seeding do not dominate the server tests. A hash carries
 * its own parameters, so `verifyPassword` checks hashes of either cost.
 */
let hashing: PasswordHashing = passwordHashingFor(process.env.NODE_ENV);

/** Sets the cost of new hashes (`main.ts` passes the loaded configuration's). */
export const usePasswordHashing = (parameters: PasswordHashing) => {
  hashing = parameters;
};

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, ...hashing });

/**
 * Whether `hash` was made with the configured cost (a hash made ahead of time is used only then); a string that
 * is no argon2 hash at all (argon2 throws on it) is not.
 */
export const isOfConfiguredCost = (hash: string): boolean => {
  try {
    return !argon2.needsRehash(hash, hashing);
  } catch {
    return false;
  }
};

/** Whether `password` is the one `hash` was made from (argument order as `argon2.verify`). */
export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password);
