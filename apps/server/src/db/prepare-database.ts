import type { DatabaseHandle } from './client.ts';
import { seedIfEmpty } from './seed/seed.ts';

/**
 * The advisory lock under which instances migrate and seed: any 64-bit number no other code of the portal takes
 * (the first eight bytes of SHA-256("cargo-portal migrations")).
 */
export const MIGRATION_LOCK_KEY = 0x520e_f4f0_1e58_64f2n;

/**
 * Brings the database to the journal's last migration and, when `seed` and it holds no user yet, loads the demo
 * data: under one advisory lock, so N instances starting together on an empty database migrate once and seed once
 * (the others wait, then find nothing to do). Whether this call seeded.
 */
export const prepareDatabase = (database: DatabaseHandle, { seed = true } = {}): Promise<boolean> =>
  database.exclusively(MIGRATION_LOCK_KEY, async () => {
    await database.migrate();
    return seed ? seedIfEmpty(database.db) : false;
  });
