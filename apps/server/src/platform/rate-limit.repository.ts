import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/**
 * Counts one hit of `key` at `now`, atomically (the row is locked by the upsert): a new window of
 * `windowMs` starts at the first hit and after the last window ended. The hits in the window and its end.
 */
export const countHit = async (db: Executor, key: string, now: Date, windowMs: number) => {
  const hasEnded = sql`${rateLimitHits.windowEnd} <= ${now}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEnd: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${hasEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEnd: sql`case when ${hasEnded} then excluded.window_end else ${rateLimitHits.windowEnd} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowEnd: rateLimitHits.windowEnd });
  if (!row) throw new Error('rate limit hit not counted');
  return row;
};

/** Deletes the windows that ended before `now`; how many. */
export const deleteEndedWindows = async (db: Executor, now: Date): Promise<number> => {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowEnd, now))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
};
