import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordHashingFor } from '../config.ts';
import { usePasswordHashing } from '../platform/password-hash.ts';
import { rowsOf } from '../test/raw-sql.ts';
import { openScratchDatabase, scratchDatabaseName } from '../test/test-database.ts';
import { type Database, type DatabaseHandle, openDatabase } from './client.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * Several instances starting at once on one empty PostgreSQL database: one migration run and one seed, the others
 * waiting on the lock and finding nothing left to do. Without the lock they fail (two migrators create the same
 * tables; two seeds insert the same users).
 */

const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;

const countOf = async (db: Database, query: string) =>
  (await rowsOf<{ count: number }>(db, sql.raw(query)))[0]!.count;

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

describe.skipIf(postgresServerUrl === undefined)('preparing one database from several instances', () => {
  it('3 instances starting together on an empty database: one migration run, one seed, all current', async () => {
    usePasswordHashing(passwordHashingFor('test'));
    const name = scratchDatabaseName('migrate');
    const first = await openScratchDatabase(postgresServerUrl!, name);
    const others: DatabaseHandle[] = [];
    try {
      for (let index = 0; index < 2; index++)
        others.push(await openDatabase(urlOf(postgresServerUrl!, name), ''));
      const instances = [first, ...others];
      const journalLength = await first.pendingMigrations();
      expect(journalLength).toBeGreaterThan(30);

      const seeded = await Promise.all(instances.map((instance) => prepareDatabase(instance)));

      expect(seeded.filter(Boolean)).toHaveLength(1);
      for (const instance of instances) expect(await instance.pendingMigrations()).toBe(0);
      expect(await countOf(first.db, 'select count(*)::int as count from drizzle.__drizzle_migrations')).toBe(
        journalLength,
      );
      const users = await countOf(first.db, 'select count(*)::int as count from users');
      expect(users).toBeGreaterThan(0);
      // A later start changes nothing.
      expect(await prepareDatabase(others[0]!)).toBe(false);
      expect(await countOf(first.db, 'select count(*)::int as count from users')).toBe(users);
    } finally {
      for (const other of others) await other.close();
      await first.close();
    }
  });
});

describe('the release step', () => {
  it('migrates without seeding, and reports nothing pending after', async () => {
    const database = await openDatabase('memory://', '');
    try {
      expect(await database.pendingMigrations()).toBeGreaterThan(30);
      expect(await prepareDatabase(database, { seed: false })).toBe(false);
      expect(await database.pendingMigrations()).toBe(0);
      expect(await countOf(database.db, 'select count(*)::int as count from users')).toBe(0);
    } finally {
      await database.close();
    }
  });
});
