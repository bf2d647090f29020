import { z } from 'zod';
import { hashPassword, isOfConfiguredCost } from '../../platform/password-hash.ts';
import { readTemplateFile } from '../embedded-template.ts';
import { DEMO_USERS } from './demo.seed.ts';

type DemoLogin = keyof typeof DEMO_USERS;
export type DemoPasswordHashes = Record<DemoLogin, string>;

/** Where the embedded template keeps the demo passwords' hashes, made at build time. */
export const DEMO_PASSWORD_HASHES_FILE = 'demo-password-hashes.json';

/** Hashes at once: each holds argon2's 64 MiB while it runs, so a small container's first start stays small. */
const HASHES_AT_ONCE = 2;

/**
 * Every demo login's password hash, two at a time: argon2 at the production cost takes about 0.2 s of CPU a
 * hash, and one after the other the nine took seconds of a first start (docs/performance.md, twenty-first pass (a)).
 */
export const hashDemoPasswords = async (): Promise<DemoPasswordHashes> => {
  const logins = Object.keys(DEMO_USERS) as DemoLogin[];
  const hashes: string[] = [];
  for (let from = 0; from < logins.length; from += HASHES_AT_ONCE) {
    const batch = logins.slice(from, from + HASHES_AT_ONCE);
    hashes.push(...(await Promise.all(batch.map((login) => hashPassword(DEMO_USERS[login].password)))));
  }
  return Object.fromEntries(logins.map((login, index) => [login, hashes[index]!])) as DemoPasswordHashes;
};

const ZHashes = z.record(z.string(), z.string());

/** A damaged file counts as none: the seed hashes the passwords itself. */
const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The hashes the embedded template of this build holds, when they are of the configured cost; else made now. */
export const demoPasswordHashes = async (): Promise<DemoPasswordHashes> => {
  const made = await readTemplateFile(DEMO_PASSWORD_HASHES_FILE);
  const known = made === undefined ? undefined : ZHashes.safeParse(parsedOrUndefined(made)).data;
  const logins = Object.keys(DEMO_USERS) as DemoLogin[];
  if (
    known !== undefined &&
    logins.every((login) => known[login] !== undefined && isOfConfiguredCost(known[login]))
  )
    return known as DemoPasswordHashes;
  return hashDemoPasswords();
};
