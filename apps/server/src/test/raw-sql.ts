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
