import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { businessNow } from '@cargo/domain';

/**
 * The embedded database's files are PostgreSQL's, and PostgreSQL keeps no file compatibility between major
 * versions: PGlite 0.3 wrote PostgreSQL 17 directories, PGlite 0.6 writes PostgreSQL 19 ones and cannot open
 * the old. At start, a `pglite` directory of an earlier major is copied aside as a backup, then its rows are
 * carried over to a new directory (schema by the same migrations, rows table by table), which takes its place.
 * The old PGlite comes with the server as the package `pglite-pg17`, loaded only here.
 */

/** The PostgreSQL major of the directories today's PGlite writes (`embedded-upgrade.test.ts` checks it). */
export const EMBEDDED_MAJOR = '19';
/** The majors that can be carried over, each with the PGlite that reads it. */
const READERS: Record<string, () => Promise<OldPglite>> = {
  '17': async () => {
    const { PGlite } = await import('pglite-pg17');
    return PGlite as unknown as OldPglite;
  },
};

/** What the upgrade uses of a PGlite, old or new. */
interface PgliteLike {
  query<T>(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[]; blob?: Blob }>;
  exec(query: string): Promise<unknown>;
  close(): Promise<void>;
}
type OldPglite = new (dataDir: string) => PgliteLike;

/** The steps the caller provides: opening today's PGlite and migrating it with the first `count` migrations. */
export interface UpgradeTools {
  openCurrent(dataDir: string): Promise<PgliteLike>;
  migrateFirst(client: PgliteLike, count: number): Promise<void>;
  log(message: string): void;
}

const COMPLETE_MARK = 'upgrade-complete';

const exists = async (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const majorOf = async (dir: string) =>
  (await readFile(path.join(dir, 'PG_VERSION'), 'utf8').catch(() => '')).trim();

/** How many journal entries the old database had applied (the migrator records each entry's `when`). */
const appliedMigrations = async (old: PgliteLike, journalTimes: readonly number[]) => {
  const table = await old.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!table.rows[0]?.present) return 0;
  const last = await old.query<{ created: string | null }>(
    'select max(created_at)::text as created from drizzle.__drizzle_migrations',
  );
  const lastTime = Number(last.rows[0]?.created ?? 0);
  return journalTimes.filter((when) => when <= lastTime).length;
};

const publicTables = async (client: PgliteLike) =>
  (
    await client.query<{ name: string; columns: string }>(
      `select quote_ident(c.relname) as name,
         string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       where n.nspname = 'public' and c.relkind = 'r' group by c.relname order by c.relname`,
    )
  ).rows;

/** Every row of `public` (generated columns are computed again) and every sequence's position. */
const copyRows = async (old: PgliteLike, current: PgliteLike) => {
  const tables = await publicTables(current);
  await current.exec('set session_replication_role = replica');
  if (tables.length > 0) await current.exec(`truncate ${tables.map((table) => table.name).join(', ')}`);
  for (const table of tables) {
    const dump = await old.query(`copy (select ${table.columns} from public.${table.name}) to '/dev/blob'`);
    if (dump.blob && dump.blob.size > 0)
      await current.query(`copy public.${table.name} (${table.columns}) from '/dev/blob'`, [], {
        blob: dump.blob,
      });
  }
  const sequences = await old.query<{ name: string; value: string | null }>(
    "select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'",
  );
  for (const { name, value } of sequences.rows)
    if (value !== null) await current.query(`select setval('public.${name}', ${value})`);
  await current.exec('set session_replication_role = origin');
  return tables.length;
};

/** Puts a finished upgrade in place (also after a stop between the two renames). */
const swapIn = async (dir: string, upgraded: string) => {
  const replaced = `${dir}.replaced`;
  if (await exists(dir)) await rename(dir, replaced);
  await rm(path.join(upgraded, COMPLETE_MARK));
  await rename(upgraded, dir);
  await rm(replaced, { recursive: true, force: true });
};

/**
 * Brings the embedded database at `dir` to today's PostgreSQL major if it is of an earlier one; a no-op for a
 * missing or current directory. The backup is `<dir>-pg<major>-backup-<time>` beside it and is never removed.
 */
export const upgradeEmbeddedDatabase = async (
  dir: string,
  journalTimes: readonly number[],
  tools: UpgradeTools,
): Promise<void> => {
  const upgraded = `${dir}.upgrading`;
  if (await exists(path.join(upgraded, COMPLETE_MARK))) return swapIn(dir, upgraded);
  await rm(upgraded, { recursive: true, force: true });
  const major = await majorOf(dir);
  if (major === '' || major === EMBEDDED_MAJOR) return;
  const reader = READERS[major];
  if (reader === undefined)
    throw new Error(
      `${dir} holds a PostgreSQL ${major} database; this server reads ${EMBEDDED_MAJOR} and 17 only`,
    );
  const backup = `${dir}-pg${major}-backup-${businessNow().toISOString().replace(/[:.]/g, '-')}`;
  tools.log(`Embedded database: PostgreSQL ${major} files found; backing them up to ${backup}`);
  await cp(dir, backup, { recursive: true });
  const OldPglite = await reader();
  const old = new OldPglite(dir);
  const current = await tools.openCurrent(upgraded);
  try {
    const applied = await appliedMigrations(old, journalTimes);
    await tools.migrateFirst(current, applied);
    const tables = await copyRows(old, current);
    tools.log(`Embedded database: ${tables} tables carried over to PostgreSQL ${EMBEDDED_MAJOR}`);
  } finally {
    await old.close();
    await current.close();
  }
  await writeFile(path.join(upgraded, COMPLETE_MARK), backup);
  await swapIn(dir, upgraded);
};

/** A migrations folder holding the first `count` entries of `folder`'s journal (removed by the caller). */
export const firstMigrations = async (folder: string, count: number): Promise<string> => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'cargo-migrations-'));
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, count);
  await cp(path.join(folder, 'meta'), path.join(scratch, 'meta'), { recursive: true });
  await writeFile(path.join(scratch, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const name of await readdir(folder))
    if (entries.some((entry) => `${entry.tag}.sql` === name))
      await cp(path.join(folder, name), path.join(scratch, name));
  return scratch;
};
