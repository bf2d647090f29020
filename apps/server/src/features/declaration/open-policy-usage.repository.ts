import { DECLARATION_STATUS } from '@cargo/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, declarationDayTotals, openPolicies } from '../../db/schema/index.ts';

/**
 * What each open policy has used of its limit: the insured amounts of its declared certificates (03) and of
 * its declarations under review (02, held from the balance), summed from the day totals the database keeps in
 * the same statement as the declarations (migration 0030): a few rows per policy and day instead of every
 * declaration of every account (120-190 ms at 500 k declarations, issue 14).
 */

const sums = (db: Executor) =>
  db
    .select({
      openPolicyId: declarationDayTotals.openPolicyId,
      declared:
        sql<string>`coalesce(sum(${declarationDayTotals.insuredAmount}) filter (where ${declarationDayTotals.status} = ${DECLARATION_STATUS.declared}), 0)`.as(
          'declared',
        ),
      underReview:
        sql<string>`coalesce(sum(${declarationDayTotals.insuredAmount}) filter (where ${declarationDayTotals.status} = ${DECLARATION_STATUS.review}), 0)`.as(
          'under_review',
        ),
    })
    .from(declarationDayTotals)
    .where(inArray(declarationDayTotals.status, [DECLARATION_STATUS.declared, DECLARATION_STATUS.review]))
    .groupBy(declarationDayTotals.openPolicyId)
    .as('usage');

export interface UsageFilter {
  accountId?: number;
  /** Only those whose used share is above `percent`. */
  abovePercent?: number;
}

const usageQuery = (db: Executor, filter: UsageFilter) => {
  const usage = sums(db);
  const used = sql`(coalesce(${usage.declared}, 0) + coalesce(${usage.underReview}, 0))`;
  const where: SQL | undefined = and(
    filter.accountId === undefined ? undefined : eq(openPolicies.accountId, filter.accountId),
    filter.abovePercent === undefined
      ? undefined
      : sql`${used} * 100 > ${filter.abovePercent} * ${openPolicies.totalInsuredAmount}`,
  );
  return { usage, used, where };
};

/** One page of open policies with their usage and account, most used share first. */
export const findUsagePage = async (
  db: Executor,
  filter: UsageFilter,
  page: { offset: number; limit: number },
) => {
  const { usage, used, where } = usageQuery(db, filter);
  const rows = await db
    .select({
      policy: openPolicies,
      accountCode: accounts.accountName,
      companyName: accounts.companyName,
      companyNameEn: accounts.companyNameEn,
      declared: sql<string>`coalesce(${usage.declared}, 0)`,
      underReview: sql<string>`coalesce(${usage.underReview}, 0)`,
    })
    .from(openPolicies)
    .innerJoin(accounts, eq(accounts.id, openPolicies.accountId))
    .leftJoin(usage, eq(usage.openPolicyId, openPolicies.id))
    .where(where)
    .orderBy(
      desc(sql`${used}::numeric / nullif(${openPolicies.totalInsuredAmount}, 0)`),
      asc(openPolicies.policyNo),
    )
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(openPolicies)
    .leftJoin(usage, eq(usage.openPolicyId, openPolicies.id))
    .where(where);
  return { rows, total: total?.total ?? 0 };
};

/** How many open policies are above the share (all accounts). */
export const countAbove = async (db: Executor, percent: number) => {
  const { usage, where } = usageQuery(db, { abovePercent: percent });
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(openPolicies)
    .leftJoin(usage, eq(usage.openPolicyId, openPolicies.id))
    .where(where);
  return row?.total ?? 0;
};

/** The used amounts of an account's open policies, by policy id. */
export const findAccountUsage = async (db: Executor, accountId: number) => {
  const usage = sums(db);
  const rows = await db
    .select({
      id: openPolicies.id,
      declared: sql<string>`coalesce(${usage.declared}, 0)`,
      underReview: sql<string>`coalesce(${usage.underReview}, 0)`,
    })
    .from(openPolicies)
    .leftJoin(usage, eq(usage.openPolicyId, openPolicies.id))
    .where(eq(openPolicies.accountId, accountId));
  return new Map(
    rows.map((row) => [row.id, { declared: Number(row.declared), underReview: Number(row.underReview) }]),
  );
};
