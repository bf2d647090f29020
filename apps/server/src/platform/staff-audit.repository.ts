import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { staffAuditLog, users } from '../db/schema/index.ts';

export type AuditRow = typeof staffAuditLog.$inferSelect;

/** The name of the staff member who acts, as the log keeps it. */
export const findStaffName = async (db: Executor, userId: number) => {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName;
};

export const insertAuditRow = async (db: Executor, row: typeof staffAuditLog.$inferInsert) => {
  await db.insert(staffAuditLog).values(row);
};

export interface AuditFilter {
  staffUserId?: number;
  action?: string;
  objectNo?: string;
  from?: Date;
  until?: Date;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.staffUserId === undefined ? undefined : eq(staffAuditLog.staffUserId, filter.staffUserId),
    filter.action === undefined ? undefined : eq(staffAuditLog.action, filter.action),
    filter.objectNo === undefined ? undefined : eq(staffAuditLog.objectNo, filter.objectNo),
    filter.from === undefined ? undefined : gte(staffAuditLog.at, filter.from),
    filter.until === undefined ? undefined : lte(staffAuditLog.at, filter.until),
  );

/** One page of the audit log, newest first. */
export const findAuditPage = async (
  db: Executor,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) => {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** The latest action of some kinds on an object (who decided it, and when). */
export const findLatestAction = async (db: Executor, objectType: string, objectNo: string) => {
  const [row] = await db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.objectType, objectType), eq(staffAuditLog.objectNo, objectNo)))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(1);
  return row;
};
