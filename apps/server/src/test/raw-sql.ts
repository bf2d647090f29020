import { todayInChina } from '@cargo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async <T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The id of the demo account with this name (`SHOCEAN`, `HZSHUNDA`…). */
export const accountIdOf = async (db: Executor, name: string): Promise<number> =>
  Number((await rowsOf(db, sql`select id from accounts where account_name = ${name}`))[0]!.id);

/**
 * China's today as a SQL date. Test data is laid out from it, never from `current_date`: the database's day is
 * UTC's, a day behind China's from 16:00 UTC, and the server reads every range in China's days.
 */
export const chinaTodaySql = (): SQL => sql`${todayInChina()}::date`;

const COUNT_EVERY_TABLE =
  sql.raw(`select string_agg(format('select %L as name, count(*)::int as count from %I',
  tablename, tablename), ' union all ') as query from pg_tables where schemaname = 'public'`);

/** Every table's row count by name: two databases that should hold the same rows, compared. */
export const tableCountsOf = async (db: Executor): Promise<Record<string, number>> => {
  const [{ query }] = (await rowsOf<{ query: string }>(db, COUNT_EVERY_TABLE)) as [{ query: string }];
  const rows = await rowsOf<{ name: string; count: number }>(db, sql.raw(`${query} order by 1`));
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
};
