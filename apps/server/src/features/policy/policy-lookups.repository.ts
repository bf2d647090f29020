import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications, policies } from '../../db/schema/index.ts';

/**
 * The account's policies counted by state on `today`, in one query: all, live and not yet started, live
 * and covering today. Live = status normal (none) or anything but `closedStatuses`.
 */
export const countPolicyStates = async (
  db: Executor,
  accountId: number,
  closedStatuses: readonly string[],
  today: string,
): Promise<{ total: number; notYetEffective: number; inForce: number }> => {
  const closed = sql.join(
    closedStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const live = sql`(${policies.policyStatus} is null or ${policies.policyStatus} not in (${closed}))`;
  const [row] = await db
    .select({
      total: count(),
      notYetEffective:
        sql<number>`count(*) filter (where ${live} and ${policies.insuranceBeginDate} > ${today})`.mapWith(
          Number,
        ),
      inForce:
        sql<number>`count(*) filter (where ${live} and ${policies.insuranceBeginDate} <= ${today} and ${policies.insuranceEndDate} >= ${today})`.mapWith(
          Number,
        ),
    })
    .from(policies)
    .where(eq(policies.accountId, accountId));
  return { total: row?.total ?? 0, notYetEffective: row?.notYetEffective ?? 0, inForce: row?.inForce ?? 0 };
};

/** The status of the account's application with this number (checkVoucherModify reads no more). */
export const findApplicationStatus = async (
  db: Executor,
  accountId: number,
  voucherNo: string,
): Promise<{ status: string } | undefined> => {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.accountId, accountId), eq(applications.voucherNo, voucherNo)));
  return row;
};
