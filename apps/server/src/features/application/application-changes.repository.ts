import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/** What a pending matter shows of an application. */
export interface ChangedApplication {
  voucherNo: string;
  status: string;
  updatedAt: Date;
}

/**
 * The newest `limit` of the account's applications in the statuses last changed since the instant (newest first,
 * then the highest id), and the total. The newest are taken status by status along the index of (account,
 * status, last change), a handful each, not sorted out of every application of the window (8.5 → 1.2 ms at 1 M).
 */
export const findApplicationsChangedSince = async (
  db: Executor,
  accountId: number,
  statuses: readonly string[],
  since: Date,
  limit: number,
): Promise<{ rows: ChangedApplication[]; total: number }> => {
  const [newest, totals] = await Promise.all([
    db.execute(sql`
      select a.voucher_no, a.status, a.updated_at
      from unnest(${sql.param([...statuses])}::text[]) as s(status)
      cross join lateral (
        select id, voucher_no, status, updated_at from applications
        where account_id = ${accountId} and status = s.status and updated_at >= ${since.toISOString()}::timestamptz
        order by updated_at desc, id desc limit ${limit}
      ) a
      order by a.updated_at desc, a.id desc limit ${limit}`),
    db
      .select({ total: count() })
      .from(applications)
      .where(
        and(
          eq(applications.accountId, accountId),
          inArray(applications.status, [...statuses]),
          gte(applications.updatedAt, since),
        ),
      ),
  ]);
  const rows = (
    newest as unknown as { rows: { voucher_no: string; status: string; updated_at: Date | string }[] }
  ).rows;
  return {
    rows: rows.map((row) => ({
      voucherNo: row.voucher_no,
      status: row.status,
      updatedAt: new Date(row.updated_at),
    })),
    total: totals[0]?.total ?? 0,
  };
};
