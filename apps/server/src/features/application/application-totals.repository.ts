import { sql } from 'drizzle-orm';
import { chinaDayOf } from '../../db/china-day.ts';
import type { Executor } from '../../db/client.ts';
import { applicationStatusTotals } from '../../db/schema/index.ts';

/**
 * Totals of one currency over the account's applications in one status, summed by the database (no row
 * leaves it): amounts are integer minor units, sums read as text so nothing is rounded on the way. The
 * currencies come in the order their newest applications stand in the list (newest submission first).
 */
export interface StatusCurrencyTotal {
  currencyCode: string;
  count: number;
  insuredAmount: bigint;
  premium: bigint;
  premiumCny: bigint;
  /**
   * The sum insured in CNY fen at each application's own exchange rate, each application rounded half-up
   * at the fen before it is added (as `convertToCny` does; the database keeps each one, migration 0034); 0 for CNY
   * itself.
   */
  insuredAmountCny: bigint;
  /** Applications of a foreign currency without a usable exchange rate (none, or outside 0–100]. */
  unrated: number;
  /** The newest China day (of the submission, else the creation) and the highest number on that day. */
  newestDay: string;
  newestVoucherNo: string;
}

/**
 * The first instant of a China day (UTC+8), given as an SQL date expression: the day's submissions are those from
 * it until the next day's, a range of the per-status index (the day's rows, not the status's).
 */
const chinaDayStart = (day: string) =>
  sql.raw(`((${day})::timestamp - interval '8 hours') at time zone 'UTC'`);

/** What a list of the applications needs of a currency's totals: how many, their sums, where the newest stands. */
export type CurrencyTotal = Pick<
  StatusCurrencyTotal,
  'currencyCode' | 'count' | 'insuredAmount' | 'premium' | 'newestDay' | 'newestVoucherNo'
>;

interface TotalsRow {
  currency_code: string;
  total_count: number;
  insured_sum: string;
  premium_sum: string;
  premium_cny_sum: string;
  insured_cny_sum: string;
  unrated_count: number;
  newest_day: string;
  newest_voucher_no: string;
}

/**
 * Per currency: count, sums, the newest China day and the highest number on it; the currencies in the order
 * their newest applications stand in the list.
 *
 * The counts and sums are those the database keeps per account, status and currency (`application_status_totals`,
 * migration 0035); then, per currency (a handful), index lookups find its newest submission and creation, its
 * newest application in the list's order (submission newest first, NULLs first as PostgreSQL's DESC puts them,
 * then the highest id) and the highest number on its newest China day. Summing every application instead took
 * 33–58 ms for the 50 k pending payment of an account of 1 M (issue 14; window functions over every row 180 ms).
 */
export const totalsInStatusByCurrency = async (
  db: Executor,
  accountId: number,
  status: string,
): Promise<StatusCurrencyTotal[]> => {
  const inStatus = (alias: string) =>
    sql`${sql.raw(alias)}.account_id = ${accountId} and ${sql.raw(alias)}.status = ${status}`;
  const result = await db.execute(sql`
    with sums as (
      select t.currency_code, t.applications as total_count, t.insured_amount::text as insured_sum,
        t.premium::text as premium_sum, t.premium_cny::text as premium_cny_sum,
        t.insured_amount_cny::text as insured_cny_sum, t.unrated as unrated_count,
        t.unsubmitted > 0 as has_unsubmitted, submitted.newest as newest_submitted_at,
        greatest(submitted.newest, unsubmitted.newest) as newest_at
      from ${applicationStatusTotals} t
      cross join lateral (
        select max(a.submitted_at) as newest from applications a
        where ${inStatus('a')} and a.currency_code = t.currency_code
      ) submitted
      cross join lateral (
        select max(a.created_at) as newest from applications a
        where ${inStatus('a')} and a.currency_code = t.currency_code and a.submitted_at is null
      ) unsubmitted
      where ${inStatus('t')} and t.applications > 0
    ),
    -- The newest China day is the day of the newest instant (the day only grows with the instant): one conversion
    -- per currency instead of one per application.
    totals as (
      select *, ${chinaDayOf(sql.raw('newest_at'))} as newest_day from sums
    )
    select t.currency_code, t.total_count, t.insured_sum, t.premium_sum, t.premium_cny_sum, t.insured_cny_sum,
      t.unrated_count, t.newest_day::text as newest_day, newest.voucher_no as newest_voucher_no
    from totals t
    cross join lateral (
      select a.id from applications a
      where ${inStatus('a')} and a.currency_code = t.currency_code
        and ((t.has_unsubmitted and a.submitted_at is null)
          or (not t.has_unsubmitted and a.submitted_at = t.newest_submitted_at))
      order by a.id desc limit 1
    ) lead
    cross join lateral (
      select max(on_day.voucher_no) as voucher_no from (
        select a.voucher_no from applications a
        where ${inStatus('a')} and a.currency_code = t.currency_code
          and a.submitted_at >= ${chinaDayStart('t.newest_day')} and a.submitted_at < ${chinaDayStart('t.newest_day + 1')}
        union all
        select a.voucher_no from applications a
        where ${inStatus('a')} and a.currency_code = t.currency_code and a.submitted_at is null
          and ${chinaDayOf(sql.raw('a.created_at'))} = t.newest_day
      ) on_day
    ) newest
    order by t.has_unsubmitted desc, (case when t.has_unsubmitted then lead.id end) desc,
      t.newest_submitted_at desc, lead.id desc`);
  const rows = (result as unknown as { rows: TotalsRow[] }).rows;
  return rows.map((row) => ({
    currencyCode: row.currency_code,
    count: Number(row.total_count),
    insuredAmount: BigInt(row.insured_sum),
    premium: BigInt(row.premium_sum),
    premiumCny: BigInt(row.premium_cny_sum),
    insuredAmountCny: BigInt(row.insured_cny_sum),
    unrated: Number(row.unrated_count),
    newestDay: row.newest_day,
    newestVoucherNo: row.newest_voucher_no,
  }));
};
