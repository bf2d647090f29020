import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as PglitePg17 } from 'pglite-pg17';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { WIDE_RANGE } from '../test/insuring.fixtures.ts';
import { rowsOf as rowsOfQuery, tableCountsOf } from '../test/raw-sql.ts';
import { call, logInAs } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { EMBEDDED_MAJOR, upgradeEmbeddedDatabase } from './embedded-upgrade.ts';
import { seedIfEmpty } from './seed/seed.ts';

/**
 * A `./data` directory written by the PGlite of the previous release (0.3, PostgreSQL 17, the package
 * `pglite-pg17`), migrated and seeded as that release did, then opened by today's server.
 */

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const rowsOf = <T>(db: Database, query: string) => rowsOfQuery<T>(db, sql.raw(query));

let dataDir: string;
let countsBefore: Record<string, number>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-upgrade-'));
  const old = new PglitePg17(path.join(dataDir, 'pglite'));
  const db = drizzle(old as never) as unknown as Database;
  await migrate(db as never, { migrationsFolder });
  await seedIfEmpty(db);
  await db.execute(sql.raw("insert into page_views (path) values ('/written-by-0.3')"));
  countsBefore = await tableCountsOf(db);
  await old.close();
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('a data directory of the previous PGlite', () => {
  it('is backed up, carried over to the current PostgreSQL major and served with every row', async () => {
    expect((await readFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).trim()).toBe('17');
    const handle = await openDatabase(undefined, dataDir);
    await handle.migrate();
    const app = await buildApp(
      { ...loadConfig({ NODE_ENV: 'test' }), exposeOutbox: true, webDistDir: undefined },
      handle,
    );
    try {
      expect((await readFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).trim()).toBe(
        EMBEDDED_MAJOR,
      );
      const backups = (await readdir(dataDir)).filter((name) => name.startsWith('pglite-pg17-backup-'));
      expect(backups).toHaveLength(1);
      const backup = path.join(dataDir, backups[0] ?? '');
      expect((await readFile(path.join(backup, 'PG_VERSION'), 'utf8')).trim()).toBe('17');
      expect(await tableCountsOf(handle.db)).toEqual(countsBefore);
      // The demo user logs in with the password hashed by the old release and sees the old policies.
      const token = await logInAs(app, 'demo');
      const policies = await call(app, policyEndpoints.listPolicies, WIDE_RANGE, { cookie: token });
      expect(policies.statusCode, policies.body).toBe(200);
      expect(policies.json().data.total).toBeGreaterThan(0);
      // Sequences continue after the carried rows.
      const [next] = await rowsOf<{ id: number; max: number }>(
        handle.db,
        "with added as (insert into page_views (path) values ('/after') returning id) select (select id from added) as id, (select max(id) from page_views where path <> '/after') as max",
      );
      expect(Number(next?.id)).toBeGreaterThan(Number(next?.max));
    } finally {
      await app.close();
      await handle.close();
    }
  }, 120_000);

  it('is left alone once current: a second start makes no other backup', async () => {
    const handle = await openDatabase(undefined, dataDir);
    await handle.close();
    expect((await readdir(dataDir)).filter((name) => name.includes('backup'))).toHaveLength(1);
  });
});

describe('an upgrade stopped between its two renames', () => {
  it('is finished at the next start', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'cargo-swap-')), 'pglite');
    await mkdir(`${dir}.upgrading`, { recursive: true });
    await writeFile(path.join(`${dir}.upgrading`, 'PG_VERSION'), `${EMBEDDED_MAJOR}\n`);
    await writeFile(path.join(`${dir}.upgrading`, 'upgrade-complete'), 'backup');
    const tools = {
      openCurrent: () => Promise.reject(new Error('not needed')),
      migrateFirst: () => Promise.reject(new Error('not needed')),
      log: () => {},
    };
    await upgradeEmbeddedDatabase(dir, [], tools);
    expect(await readdir(dir)).toEqual(['PG_VERSION']);
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('refuses a major it cannot read, naming it, and changes nothing', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'cargo-major-')), 'pglite');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '15\n');
    const tools = {
      openCurrent: () => Promise.reject(new Error('x')),
      migrateFirst: async () => {},
      log: () => {},
    };
    await expect(upgradeEmbeddedDatabase(dir, [], tools)).rejects.toThrow(/PostgreSQL 15/);
    expect(await readdir(path.dirname(dir))).toEqual(['pglite']);
    await rm(path.dirname(dir), { recursive: true, force: true });
  });
});
