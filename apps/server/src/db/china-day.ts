import { type SQL, sql } from 'drizzle-orm';

/**
 * The China day (UTC+8, no daylight saving) of an instant, as an SQL date. The expression is immutable, so an index
 * can hold it (migration 0037).
 */
export const chinaDayOf = (instant: SQL): SQL =>
  sql`((${instant} at time zone 'UTC') + interval '8 hours')::date`;
