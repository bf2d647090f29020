import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, notices, users } from '../../db/schema/index.ts';

export type NoticeInsert = typeof notices.$inferInsert;

/** Inserts a notice; a repeated request key inserts nothing and answers undefined. */
export const insertNotice = async (db: Executor, values: NoticeInsert) => {
  const [row] = await db
    .insert(notices)
    .values(values)
    .onConflictDoNothing({ target: notices.requestKey })
    .returning({ id: notices.id });
  return row?.id;
};

export const findNoticeIdByRequestKey = async (db: Executor, requestKey: string) => {
  const [row] = await db.select({ id: notices.id }).from(notices).where(eq(notices.requestKey, requestKey));
  return row?.id;
};

export interface NoticeFilter {
  audience: '' | 'all' | 'account';
  accountId?: number;
}

const whereOf = (filter: NoticeFilter): SQL | undefined =>
  and(
    filter.audience === 'all' ? isNull(notices.accountId) : undefined,
    filter.audience === 'account' ? isNotNull(notices.accountId) : undefined,
    filter.accountId === undefined ? undefined : eq(notices.accountId, filter.accountId),
  );

const staffColumns = {
  id: notices.id,
  accountId: notices.accountId,
  accountCode: accounts.accountName,
  companyName: accounts.companyName,
  companyNameEn: accounts.companyNameEn,
  titleZh: notices.titleZh,
  titleEn: notices.titleEn,
  bodyZh: notices.bodyZh,
  bodyEn: notices.bodyEn,
  publishDate: notices.publishDate,
  createdAt: notices.createdAt,
  createdBy: users.userName,
};

export type StaffNoticeRow = NonNullable<Awaited<ReturnType<typeof findStaffNotice>>>;

const staffNotices = (db: Executor) =>
  db
    .select(staffColumns)
    .from(notices)
    .leftJoin(accounts, eq(accounts.id, notices.accountId))
    .leftJoin(users, eq(users.id, notices.createdBy));

/** One notice with its account and publisher. */
export const findStaffNotice = async (db: Executor, id: number) => {
  const [row] = await staffNotices(db).where(eq(notices.id, id));
  return row;
};

/** Notices newest first (publish day, then id), one page. */
export const findStaffNoticePage = async (
  db: Executor,
  filter: NoticeFilter,
  page: { offset: number; limit: number },
) => {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    staffNotices(db)
      .where(where)
      .orderBy(desc(notices.publishDate), desc(notices.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};
