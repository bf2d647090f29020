import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async (db: Executor, query: SQL): Promise<Record<string, unknown>[]> =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The id of the demo account with this name (`SHOCEAN`, `HZSHUNDA`…). */
export const accountIdOf = async (db: Executor, name: string): Promise<number> =>
  Number((await rowsOf(db, sql`select id from accounts where account_name = ${name}`))[0]!.id);
