import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { declarationDayTotals, declarations, openPolicies } from '../../db/schema/index.ts';

/** Figures of an account's declarations that other features show: monthly premiums, counts by status. */

/** Declared certificates of one open policy in one calendar month (by declaration date), money in minor units. */
export interface MonthlyDeclaredRow {
  policyNo: string;
  productCode: string;
  insuredName: string;
  /** 'YYYY-MM'. */
  month: string;
  currencyCode: string;
  count: number;
  insuredAmount: number;
  premium: number;
  /** The last declaration date of the month, 'YYYY-MM-DD'. */
  lastDeclarationDate: string;
}

/**
 * The account's declared certificates (status 03) grouped per open policy, calendar month of the
 * declaration date and currency; declaration dates within the range when given. Newest month first.
 */
export const findMonthlyDeclared = async (
  db: Executor,
  accountId: number,
  range: { startDate?: string; endDate?: string },
): Promise<MonthlyDeclaredRow[]> => {
  const totals = declarationDayTotals;
  const conditions: SQL[] = [eq(totals.accountId, accountId), eq(totals.status, '03')];
  if (range.startDate) conditions.push(gte(totals.declarationDate, range.startDate));
  if (range.endDate) conditions.push(lte(totals.declarationDate, range.endDate));
  // Summed from the day totals the database keeps with the declarations (migration 0030), per open policy
  // first, then joined to the few open policies. A day whose declarations all left the status keeps a row of 0.
  const monthOf = sql<string>`to_char(${totals.declarationDate}, 'YYYY-MM')`;
  const monthly = db
    .select({
      openPolicyId: totals.openPolicyId,
      month: monthOf.as('month'),
      currencyCode: totals.currencyCode,
      count: sql<number>`sum(${totals.declarations})::int`.as('certificate_count'),
      // Sums of minor units are numeric: read as text, so nothing is rounded on the way.
      insuredAmount: sql<string>`sum(${totals.insuredAmount})::text`.as('insured_sum'),
      premium: sql<string>`sum(${totals.premium})::text`.as('premium_sum'),
      lastDeclarationDate:
        sql<string>`(max(${totals.declarationDate}) filter (where ${totals.declarations} > 0))::text`.as(
          'last_date',
        ),
    })
    .from(totals)
    .where(and(...conditions))
    .groupBy(totals.openPolicyId, monthOf, totals.currencyCode)
    .having(sql`sum(${totals.declarations}) > 0`)
    .as('monthly');
  const rows = await db
    .select({
      policyNo: openPolicies.policyNo,
      productCode: openPolicies.productCode,
      insuredName: openPolicies.insuredName,
      month: monthly.month,
      currencyCode: monthly.currencyCode,
      count: monthly.count,
      insuredAmount: monthly.insuredAmount,
      premium: monthly.premium,
      lastDeclarationDate: monthly.lastDeclarationDate,
    })
    .from(monthly)
    .innerJoin(openPolicies, eq(openPolicies.id, monthly.openPolicyId))
    .orderBy(desc(monthly.month), asc(openPolicies.policyNo));
  return rows.map((row) => ({
    ...row,
    insuredAmount: Number(row.insuredAmount),
    premium: Number(row.premium),
  }));
};

/** A declaration's number, status and declaration date, for the dashboard's pending matters. */
export interface DeclarationMatterRow {
  declarationNo: string;
  status: string;
  declarationDate: string;
}

/**
 * The account's declarations in the status declared since the day ('YYYY-MM-DD', inclusive): the newest
 * `limit` and the total.
 */
export const findInStatusSince = async (
  db: Executor,
  accountId: number,
  status: string,
  sinceDay: string,
  limit: number,
): Promise<{ rows: DeclarationMatterRow[]; total: number }> => {
  const where = and(
    eq(declarations.accountId, accountId),
    eq(declarations.status, status),
    gte(declarations.declarationDate, sinceDay),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        declarationNo: declarations.declarationNo,
        status: declarations.status,
        declarationDate: declarations.declarationDate,
      })
      .from(declarations)
      .where(where)
      .orderBy(desc(declarations.declarationDate), desc(declarations.id))
      .limit(limit),
    countInStatus(db, accountId, status, sinceDay),
  ]);
  return { rows, total };
};

/** How many of the account's declarations in the status (declared since the day when given): day totals summed. */
export const countInStatus = async (
  db: Executor,
  accountId: number,
  status: string,
  sinceDay?: string,
): Promise<number> => {
  const totals = declarationDayTotals;
  const conditions = [eq(totals.accountId, accountId), eq(totals.status, status)];
  if (sinceDay) conditions.push(gte(totals.declarationDate, sinceDay));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${totals.declarations}), 0)`.mapWith(Number) })
    .from(totals)
    .where(and(...conditions));
  return row?.total ?? 0;
};
