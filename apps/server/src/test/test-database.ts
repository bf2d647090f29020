import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { passwordHashingFor } from '../config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { usePasswordHashing } from '../platform/password-hash.ts';

/**
 * The database of each test file, migrated and seeded with the demo data, without migrating or seeding per
 * file (both cost seconds):
 * - PostgreSQL (TEST_DATABASE_URL): `createTemplateDatabase` migrates and seeds one template database per
 *   run (vitest's global setup); each file gets its own `CREATE DATABASE … TEMPLATE` copy (about 0.3 s),
 *   dropped when its app closes. The database of TEST_DATABASE_URL itself is only used to issue these
 *   statements, so runs side by side do not disturb each other.
 * - PGlite: one in-memory instance per test process (a new one takes seconds to start), migrated and seeded
 *   once; a copy of every table is kept in the schema `test_snapshot`, and each file starts from
 *   `test_snapshot.restore()` (truncate and copy back, sequences reset; about 0.15 s against 0.5–1.5 s for
 *   truncate and seed).
 */

/** Runs and files name their databases `cargo_test_<pid>_<random>[_f<n>]`; the pid finds leftovers. */
const NAME_PREFIX = 'cargo_test_';

/** The same server URL with another database. */
const urlOf = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const withClient = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Drops the databases of runs whose process is gone (a run killed before its teardown). */
const dropLeftovers = async (client: pg.Client) => {
  const result = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${NAME_PREFIX}%'`,
  );
  for (const { datname } of result.rows) {
    const pid = Number(datname.slice(NAME_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && !isRunning(pid)) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  }
};

/** Creates, migrates and seeds this run's template database on the server of `serverUrl`; its name. */
export const createTemplateDatabase = async (serverUrl: string): Promise<string> => {
  const name = `${NAME_PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    await dropLeftovers(client);
    await client.query(`create database "${name}"`);
  });
  // The global setup runs outside the test workers: hash the demo passwords as tests do, cheaply.
  usePasswordHashing(passwordHashingFor('test'));
  const handle = await openDatabase(urlOf(serverUrl, name), '');
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
  return name;
};

/** A name for a scratch database of this process (`purpose`: a word saying what it is for). */
export const scratchDatabaseName = (purpose: string) =>
  `${NAME_PREFIX}${process.pid}_${purpose}_${randomBytes(3).toString('hex')}`;

/** Drops the template and every copy of it that is left. */
export const dropTemplateDatabase = (serverUrl: string, template: string) =>
  withClient(serverUrl, async (client) => {
    const copies = await client.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [template, `${template}\\_f%`],
    );
    for (const { datname } of copies.rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });

/**
 * A new database `name` on the server of `serverUrl`, empty or a copy of `template`; dropped when the handle is
 * closed. Name it `cargo_test_<pid>_…` (as `scratchDatabaseName` does) so that a killed run's is found again.
 */
export const openScratchDatabase = async (
  serverUrl: string,
  name: string,
  template?: string,
): Promise<DatabaseHandle> => {
  const copied = template === undefined ? '' : ` template "${template}"`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"${copied}`));
  const handle = await openDatabase(urlOf(serverUrl, name), '');
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
};

const rowsOf = async <T>(db: Database, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/**
 * The imported sanctions lists (34,000 rows) are never changed after their import: instead of copying them
 * back, a restore deletes the versions imported since the snapshot (foreign keys are not checked then, so
 * from each table), which keeps a file's start as cheap as before the lists came.
 */
const LIST_TABLES = ['sanctions_entry_names', 'sanctions_entries', 'sanctions_list_versions'];

const listRestoreSteps = async (db: Database) => {
  const [row] = await rowsOf<{ last: number }>(
    db,
    'select coalesce(max(id), 0) as last from sanctions_list_versions',
  );
  const last = Number(row?.last ?? 0);
  return LIST_TABLES.map((table) =>
    table === 'sanctions_list_versions'
      ? `delete from public.${table} where id > ${last}`
      : `delete from public.${table} where list_version_id > ${last}`,
  );
};

/**
 * Copies every table of `public` (but the lists above) into the schema `test_snapshot` and creates
 * `test_snapshot.restore()`, which puts them back as they are now: rows (foreign keys not checked while
 * copying) and sequences.
 */
export const takeSnapshot = async (db: Database) => {
  const tables = (
    await rowsOf<{ tablename: string }>(db, "select tablename from pg_tables where schemaname = 'public'")
  )
    .filter((row) => !LIST_TABLES.includes(row.tablename))
    .map((row) => `"${row.tablename}"`);
  // Generated columns are computed again on insert, never copied.
  const columns = await rowsOf<{ tablename: string; names: string }>(
    db,
    `select table_name as tablename, string_agg(quote_ident(column_name), ', ' order by ordinal_position) as names
     from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' group by table_name`,
  );
  const columnsOf = new Map(columns.map((row) => [`"${row.tablename}"`, row.names]));
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    db,
    "select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'",
  );
  await db.execute(sql.raw('drop schema if exists test_snapshot cascade'));
  await db.execute(sql.raw('create schema test_snapshot'));
  for (const table of tables) {
    await db.execute(sql.raw(`create table test_snapshot.${table} as table public.${table}`));
  }
  const steps = [
    'set local session_replication_role = replica',
    ...(await listRestoreSteps(db)),
    `truncate ${tables.map((table) => `public.${table}`).join(', ')} restart identity`,
    ...tables.map((table) => {
      const names = columnsOf.get(table);
      return `insert into public.${table} (${names}) overriding system value select ${names} from test_snapshot.${table}`;
    }),
    ...sequences.map(({ name, value }) =>
      value === null
        ? `perform setval('public.${name}', 1, false)`
        : `perform setval('public.${name}', ${value})`,
    ),
  ];
  await db.execute(
    sql.raw(`create function test_snapshot.restore() returns void language plpgsql as $restore$
      begin ${steps.join(';\n')}; end $restore$`),
  );
};

export const restoreSnapshot = (db: Database) => db.execute(sql`select test_snapshot.restore()`);

/** The PGlite of this process, migrated, seeded and snapshotted on first use. */
const globalStore = globalThis as { testPglite?: Promise<DatabaseHandle> };

const sharedPglite = () => {
  globalStore.testPglite ??= (async () => {
    const handle = await openDatabase('memory://', '');
    await handle.migrate();
    await seedIfEmpty(handle.db);
    await takeSnapshot(handle.db);
    // Files share it: closing a file's app must not close it.
    return { ...handle, close: async () => {} };
  })();
  return globalStore.testPglite;
};

/**
 * A database in the demo state for one test file: a copy of `template` on the server of `serverUrl` when
 * given, else the process's PGlite restored to its snapshot. Close the handle when the file is done.
 */
export const freshTestDatabase = async (
  postgres: { serverUrl: string; template: string } | undefined,
): Promise<DatabaseHandle> => {
  if (postgres) {
    const name = `${postgres.template}_f${randomBytes(4).toString('hex')}`;
    return openScratchDatabase(postgres.serverUrl, name, postgres.template);
  }
  const handle = await sharedPglite();
  await restoreSnapshot(handle.db);
  return handle;
};
