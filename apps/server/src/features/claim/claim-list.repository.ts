import { and, asc, count, desc, eq, gte, ilike, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, claims } from '../../db/schema/index.ts';
import type { ClaimRow } from './claim.repository.ts';

/** Claim lists: the enquiry, the insurer's list, the global search and the counts of the rules. */

export interface ClaimFilter {
  /** Limits the list to one account; the insurer's list leaves it out. */
  accountId?: number;
  /** 20 digits: that report; 8 digits: report numbers ending with them. */
  reportNo?: string;
  /** 20 digits: that policy or certificate; 4 digits: numbers ending with them. */
  policyNo?: string;
  status?: string;
  /** Report time range, instants inclusive. */
  reportedFrom?: Date;
  reportedTo?: Date;
  /** 'latest': last reported first (the customer's enquiry); 'openFirst': open, oldest first (the insurer). */
  order: 'latest' | 'openFirst';
  offset: number;
  limit: number;
}

const likeText = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const numberCondition = (
  column: typeof claims.reportNo | typeof claims.policyNo,
  value: string,
  full: number,
) => (value.length === full ? eq(column, value) : like(column, `%${likeText(value)}`));

const conditionsOf = (filter: ClaimFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.accountId !== undefined) conditions.push(eq(claims.accountId, filter.accountId));
  // The insurer's list (every account) leaves sandbox accounts' claims out (docs/business-rules.md "The sandbox").
  else
    conditions.push(
      sql`not exists (select 1 from ${accounts} where ${accounts.id} = ${claims.accountId} and ${accounts.sandboxOf} is not null)`,
    );
  if (filter.reportNo) conditions.push(numberCondition(claims.reportNo, filter.reportNo, 20));
  if (filter.policyNo) conditions.push(numberCondition(claims.policyNo, filter.policyNo, 20));
  if (filter.status) conditions.push(eq(claims.status, filter.status));
  if (filter.reportedFrom) conditions.push(gte(claims.reportedAt, filter.reportedFrom));
  if (filter.reportedTo) conditions.push(lte(claims.reportedAt, filter.reportedTo));
  return conditions;
};

/** Closed (03) and archived (04) claims after the open ones (01, 02). */
const closedLast = sql`case when ${claims.status} in ('01', '02') then 0 else 1 end`;

const orderOf = (order: ClaimFilter['order']) =>
  order === 'latest'
    ? [desc(claims.reportedAt), desc(claims.id)]
    : [asc(closedLast), asc(claims.reportedAt), asc(claims.id)];

/** One page of claims and the total. */
export const listClaimRows = async (
  db: Executor,
  filter: ClaimFilter,
): Promise<{ rows: ClaimRow[]; total: number }> => {
  const where = and(...conditionsOf(filter));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(claims)
      .where(where)
      .orderBy(...orderOf(filter.order))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(claims).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** Claims of the account whose report number, policy number or insured contains the keyword. */
export const searchClaimRows = (db: Executor, accountId: number, keyword: string, limit: number) => {
  const pattern = `%${likeText(keyword)}%`;
  return db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.accountId, accountId),
        or(
          like(claims.reportNo, pattern),
          like(claims.policyNo, pattern),
          ilike(sql<string>`${claims.subject}->>'insuredName'`, pattern),
        ),
      ),
    )
    .orderBy(desc(claims.reportedAt), desc(claims.id))
    .limit(limit);
};

/** How many claims of the account were reported on a policy or certificate. */
export const countClaimsOfPolicy = async (db: Executor, accountId: number, policyNo: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(claims)
    .where(and(eq(claims.accountId, accountId), eq(claims.policyNo, policyNo)));
  return row?.total ?? 0;
};

/** How many claims the account reported since the instant. */
export const countClaimsReportedSince = async (db: Executor, accountId: number, since: Date) => {
  const [row] = await db
    .select({ total: count() })
    .from(claims)
    .where(and(eq(claims.accountId, accountId), gte(claims.reportedAt, since)));
  return row?.total ?? 0;
};
