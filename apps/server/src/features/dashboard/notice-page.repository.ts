import { and, count, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import type { NoticeRow } from './notice.repository.ts';

/**
 * One page of the notices an account may see (every customer's and its own), published on or before the
 * day, newest first, and how many there are.
 */
export const findNoticePageOfAccount = async (
  db: Executor,
  accountId: number,
  day: string,
  page: { offset: number; limit: number },
): Promise<{ rows: NoticeRow[]; total: number }> => {
  const where = and(
    lte(notices.publishDate, day),
    or(isNull(notices.accountId), eq(notices.accountId, accountId)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.publishDate), desc(notices.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};
