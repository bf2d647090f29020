import { mkdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { copyEmbeddedTemplate } from './embedded-template.ts';
import { firstMigrations, upgradeEmbeddedDatabase } from './embedded-upgrade.ts';
import { type ChannelHandlers, listenOnPostgres } from './notification-listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository takes: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's URL, for a library with connections of its own (the job queue); none for the embedded one. */
  connectionString: string | undefined;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does work under the same key on this database (PostgreSQL's
   * session-level advisory lock on a connection of its own; the embedded database has one process).
   */
  exclusively<T>(key: bigint, work: () => Promise<T>): Promise<T>;
  /** The journal's migrations this database has not applied yet. */
  pendingMigrations(): Promise<number>;
  /** LISTENs on `channel` (`notification-listener.ts`); answers the function that stops listening. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The `when` of each migration, in the journal's order. */
const journalTimes = async () =>
  (
    JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when);

/** The migrations drizzle applied, by its own table (absent before the first). */
const appliedMigrations = async (db: Database) => {
  const found = (await db.execute(
    sql.raw(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`),
  )) as unknown as { rows: { exists: boolean }[] };
  if (found.rows[0]?.exists !== true) return 0;
  const counted = (await db.execute(
    sql.raw('select count(*)::int as "count" from drizzle.__drizzle_migrations'),
  )) as unknown as { rows: { count: number }[] };
  return counted.rows[0]?.count ?? 0;
};

let journalLength: Promise<number> | undefined;
const pendingMigrationsOf = async (db: Database) => {
  journalLength ??= journalTimes().then((times) => times.length);
  return Math.max(0, (await journalLength) - (await appliedMigrations(db)));
};

/** `work` under PostgreSQL's advisory lock `key`, taken and released on one connection of the pool. */
const underAdvisoryLock = async <T>(pool: pg.Pool, key: bigint, work: () => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key.toString()]);
    }
  } finally {
    client.release();
  }
};

/** A database's handle: what differs between PostgreSQL and the embedded database, and what does not. */
const handleOf = (db: Database, own: Omit<DatabaseHandle, 'db' | 'pendingMigrations'>): DatabaseHandle => ({
  db,
  pendingMigrations: () => pendingMigrationsOf(db),
  ...own,
});

/**
 * `poolSize`: PostgreSQL connections kept at most (the configuration's `databasePoolSize`; 10 for tests). The
 * embedded database's modules are loaded only when it is the one opened: on PostgreSQL they would hold about 3 MB
 * of the server's idle memory for nothing (issue 14).
 */
export const openDatabase = async (
  databaseUrl: string | undefined,
  dataDir: string,
  poolSize = 10,
): Promise<DatabaseHandle> => {
  if (databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // An idle client whose connection ended (server restart, a dropped test database) is only replaced;
    // without a listener the pool's 'error' event would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return handleOf(db as unknown as Database, {
      kind: 'postgres',
      connectionString: databaseUrl,
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: (key, work) => underAdvisoryLock(pool, key, work),
      listen: async (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
      close: () => pool.end(),
    });
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = databaseUrl === 'memory://';
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    await upgradeEmbeddedDatabase(pgliteDir, await journalTimes(), {
      openCurrent: async (dir) => new PGlite(dir),
      migrateFirst: async (client, count) => {
        const folder = await firstMigrations(migrationsFolder, count);
        try {
          await migratePglite(drizzlePglite(client as InstanceType<typeof PGlite>), {
            migrationsFolder: folder,
          });
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
      log: (message) => console.log(message),
    });
    // A new database starts as the build's template (migrated, reference data in): replaced in the bundle.
    await copyEmbeddedTemplate(pgliteDir, process.env.EMBEDDED_TEMPLATE_ID);
  }
  const client = inMemory ? new PGlite() : new PGlite(pgliteDir);
  const db = drizzlePglite(client, { schema });
  return handleOf(db as unknown as Database, {
    kind: 'pglite',
    connectionString: undefined,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (_key, work) => work(),
    // One process holds the embedded database: its notifications never miss.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.onNotification(payload));
      handlers.onListening(true);
      return async () => {
        handlers.onListening(false);
        await stop();
      };
    },
    close: () => client.close(),
  });
};
