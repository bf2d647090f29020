import { chinaInstant, todayInChina } from '@cargo/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageCarryingTotal } from '../../db/page-total.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { accounts, claimDayCounts, claims } from '../../db/schema/index.ts';
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
  /** Reported at or after this instant. */
  reportedFrom?: Date;
  /** Reported before this instant (the start of the day after the range's last). */
  reportedBefore?: Date;
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

/** The insurer's list (every account) leaves sandbox accounts' claims out (docs/business-rules.md "The sandbox"). */
const ofLiveAccount = (accountColumn: typeof claims.accountId | typeof claimDayCounts.accountId) =>
  sql`not exists (select 1 from ${accounts} where ${accounts.id} = ${accountColumn} and ${accounts.sandboxOf} is not null)`;

const conditionsOf = (filter: ClaimFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.accountId !== undefined) conditions.push(eq(claims.accountId, filter.accountId));
  else conditions.push(ofLiveAccount(claims.accountId));
  if (filter.reportNo) conditions.push(numberCondition(claims.reportNo, filter.reportNo, 20));
  if (filter.policyNo) conditions.push(numberCondition(claims.policyNo, filter.policyNo, 20));
  if (filter.status) conditions.push(eq(claims.status, filter.status));
  if (filter.reportedFrom) conditions.push(gte(claims.reportedAt, filter.reportedFrom));
  if (filter.reportedBefore) conditions.push(lt(claims.reportedAt, filter.reportedBefore));
  return conditions;
};

/** Closed (03) and archived (04) claims after the open ones (01, 02). */
const closedLast = sql`case when ${claims.status} in ('01', '02') then 0 else 1 end`;

const orderOf = (order: ClaimFilter['order']) =>
  order === 'latest'
    ? [desc(claims.reportedAt), desc(claims.id)]
    : [asc(closedLast), asc(claims.reportedAt), asc(claims.id)];

// ---------------------------------------------------------------------------------------------------
// The total from the day counts the database keeps with the claims (`claim_day_counts`, migration 0054).

/** The China day that starts at the instant, or undefined when the instant falls inside a day. */
const dayStartingAt = (instant: Date): string | undefined => {
  const day = todayInChina(instant);
  return chinaInstant(day).getTime() === instant.getTime() ? day : undefined;
};

/** A filter the day counts answer exactly: report days of an account or of the live accounts, and the status. */
interface ReportDays {
  accountId?: number;
  status?: string;
  fromDay?: string;
  /** The day after the range's last. */
  beforeDay?: string;
}

/**
 * The filter as whole report days, when the day counts hold its exact total: no number filter, and each end of
 * the report range (when given) a China day's start. Otherwise undefined: the rows are counted.
 */
const reportDaysOf = (filter: ClaimFilter): ReportDays | undefined => {
  if (filter.reportNo || filter.policyNo) return undefined;
  const fromDay = filter.reportedFrom && dayStartingAt(filter.reportedFrom);
  const beforeDay = filter.reportedBefore && dayStartingAt(filter.reportedBefore);
  if ((filter.reportedFrom && !fromDay) || (filter.reportedBefore && !beforeDay)) return undefined;
  return { accountId: filter.accountId, status: filter.status, fromDay, beforeDay };
};

const dayCountsSum = sql<number>`coalesce(sum(${claimDayCounts.claims}), 0)`.mapWith(Number);

const sumOfDayCounts = async (db: Executor, days: ReportDays) => {
  const [row] = await db
    .select({ total: dayCountsSum })
    .from(claimDayCounts)
    .where(
      and(
        days.accountId === undefined
          ? ofLiveAccount(claimDayCounts.accountId)
          : eq(claimDayCounts.accountId, days.accountId),
        days.status ? eq(claimDayCounts.status, days.status) : undefined,
        days.fromDay ? gte(claimDayCounts.reportDay, days.fromDay) : undefined,
        days.beforeDay ? lt(claimDayCounts.reportDay, days.beforeDay) : undefined,
      ),
    );
  return row?.total ?? 0;
};

const dayCountsOfRange = and(
  eq(claimDayCounts.accountId, sql.placeholder('accountId')),
  gte(claimDayCounts.reportDay, sql.placeholder('fromDay')),
  lt(claimDayCounts.reportDay, sql.placeholder('beforeDay')),
);

// The enquiry's usual query (its first screen: a year of report days, every status), a page carrying the range's
// total (db/page-total.ts), prepared once (db/prepared.ts).
const pageByReportDays = preparedStatement((db) =>
  db
    .select({
      ...getTableColumns(claims),
      rangeTotal:
        sql<number>`(select ${dayCountsSum} from ${claimDayCounts} where ${dayCountsOfRange})`.mapWith(
          Number,
        ),
    })
    .from(claims)
    .where(
      and(
        eq(claims.accountId, sql.placeholder('accountId')),
        gte(claims.reportedAt, sql.placeholder('from')),
        lt(claims.reportedAt, sql.placeholder('before')),
      ),
    )
    .orderBy(...orderOf('latest'))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('claim_page_by_report_days'),
);

/** The same total alone, for a page past the last (no row to carry it). */
const totalByReportDays = preparedStatement((db) =>
  db
    .select({ total: dayCountsSum })
    .from(claimDayCounts)
    .where(dayCountsOfRange)
    .prepare('claim_total_by_report_days'),
);

type ClaimPage = { rows: ClaimRow[]; total: number };

/** The usual query's page and total, when the filter is it (else undefined). */
const usualPage = (db: Executor, filter: ClaimFilter, days: ReportDays): Promise<ClaimPage> | undefined => {
  const { accountId, status, fromDay, beforeDay } = days;
  const { reportedFrom, reportedBefore } = filter;
  if (accountId === undefined || status || !reportedFrom || !reportedBefore || filter.order !== 'latest')
    return undefined;
  const values = {
    accountId,
    from: reportedFrom.toISOString(),
    before: reportedBefore.toISOString(),
    fromDay,
    beforeDay,
    offset: filter.offset,
    limit: filter.limit,
  };
  return pageCarryingTotal(pageByReportDays(db), totalByReportDays(db), values);
};

/**
 * One page of claims and the total: the sum of the day counts when they hold it exactly (whole report days, by
 * status or not), else `count(*)` of the rows.
 */
export const listClaimRows = async (db: Executor, filter: ClaimFilter): Promise<ClaimPage> => {
  const days = reportDaysOf(filter);
  const usual = days && usualPage(db, filter, days);
  if (usual) return usual;
  const where = and(...conditionsOf(filter));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(claims)
      .where(where)
      .orderBy(...orderOf(filter.order))
      .offset(filter.offset)
      .limit(filter.limit),
    days
      ? sumOfDayCounts(db, days)
      : db
          .select({ total: count() })
          .from(claims)
          .where(where)
          .then((totals) => totals[0]?.total ?? 0),
  ]);
  return { rows, total };
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
