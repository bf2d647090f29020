import { desc, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';

export type NoticeRow = typeof notices.$inferSelect;

/** The latest notices published on or before the day, newest first. */
export const findLatestNotices = (db: Executor, day: string, limit: number): Promise<NoticeRow[]> =>
  db
    .select()
    .from(notices)
    .where(lte(notices.publishDate, day))
    .orderBy(desc(notices.publishDate), desc(notices.id))
    .limit(limit);
