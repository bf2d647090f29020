import { CURRENCIES } from '@cargo/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/**
 * Totals of one currency over the account's applications in one status, summed by the database (no row
 * leaves it): amounts are integer minor units, sums read as text so nothing is rounded on the way.
 */
export interface StatusCurrencyTotal {
  currencyCode: string;
  count: number;
  insuredAmount: bigint;
  premium: bigint;
  premiumCny: bigint;
  /**
   * The sum insured in CNY fen at each application's own exchange rate, each application rounded half-up
   * at the fen before it is added (as `convertToCny` does); meaningless for CNY itself.
   */
  insuredAmountCny: bigint;
  /** Applications of a foreign currency without a usable exchange rate (none, or outside 0–100]. */
  unrated: number;
  /** The position of this currency's first application, newest submission first (1 = the newest). */
  firstPosition: number;
  /** The newest China day (of the submission, else the creation) and the highest number on that day. */
  newestDay: string;
  newestVoucherNo: string;
}

/** Minor units by currency code or ISO code (as `minorUnitsOf`), 2 for an unknown currency. */
const minorUnitsCase = (column: SQL) => {
  const known = new Map<string, number>();
  for (const currency of CURRENCIES) known.set(currency.code, currency.minorUnits);
  for (const currency of CURRENCIES)
    if (!known.has(currency.iso)) known.set(currency.iso, currency.minorUnits);
  const branches = [...known].map(([code, minorUnits]) => sql`when ${code} then ${minorUnits}::int`);
  return sql`(case ${column} ${sql.join(branches, sql` `)} else 2 end)`;
};

/**
 * One application's sum insured in CNY fen, exact: amount × rate × 100 is an exact numeric; rounding it
 * half away from zero at 10^minorUnits (`round(x, -k)`) and dividing by 10^k is `divideHalfUp` of
 * `convertToCny`, with no division that could round first.
 */
const insuredAmountCny = sql`div(round(insured_amount::numeric * exchange_rate * 100, -minor_units),
  power(10::numeric, minor_units))`;

const chinaDay = sql`((coalesce(${applications.submittedAt}, ${applications.createdAt}) at time zone 'UTC') + interval '8 hours')::date`;

/** Per currency: count, sums and where its first row falls in the two orders the readers list rows in. */
export const totalsInStatusByCurrency = async (
  db: Executor,
  accountId: number,
  status: string,
): Promise<StatusCurrencyTotal[]> => {
  const ranked = db
    .select({
      currencyCode: applications.currencyCode,
      insuredAmount: applications.insuredAmount,
      premium: applications.premium,
      premiumCny: applications.premiumCny,
      exchangeRate: applications.exchangeRate,
      voucherNo: applications.voucherNo,
      minorUnits: sql<number>`${minorUnitsCase(sql`${applications.currencyCode}`)}`.as('minor_units'),
      chinaDay: sql<string>`${chinaDay}`.as('china_day'),
      position:
        sql<number>`row_number() over (order by ${applications.submittedAt} desc, ${applications.id} desc)`.as(
          'row_position',
        ),
      newest:
        sql<number>`row_number() over (partition by ${applications.currencyCode} order by ${chinaDay} desc, ${applications.voucherNo} desc)`.as(
          'newest',
        ),
    })
    .from(applications)
    .where(and(eq(applications.accountId, accountId), eq(applications.status, status)))
    .as('ranked');
  const rows = await db
    .select({
      currencyCode: ranked.currencyCode,
      count: sql<number>`count(*)::int`,
      insuredAmount: sql<string>`coalesce(sum(${ranked.insuredAmount}), 0)::text`,
      premium: sql<string>`coalesce(sum(${ranked.premium}), 0)::text`,
      premiumCny: sql<string>`coalesce(sum(${ranked.premiumCny}), 0)::text`,
      insuredAmountCny: sql<string>`coalesce(sum(${insuredAmountCny}), 0)::text`,
      unrated: sql<number>`(count(*) filter (where ${ranked.exchangeRate} is null or ${ranked.exchangeRate} <= 0 or ${ranked.exchangeRate} > 100))::int`,
      firstPosition: sql<number>`min(${ranked.position})::int`,
      newestDay: sql<string>`(max(${ranked.chinaDay}) filter (where ${ranked.newest} = 1))::text`,
      newestVoucherNo: sql<string>`max(${ranked.voucherNo}) filter (where ${ranked.newest} = 1)`,
    })
    .from(ranked)
    .groupBy(ranked.currencyCode)
    .orderBy(sql`min(${ranked.position})`);
  return rows.map((row) => ({
    ...row,
    insuredAmount: BigInt(row.insuredAmount),
    premium: BigInt(row.premium),
    premiumCny: BigInt(row.premiumCny),
    insuredAmountCny: BigInt(row.insuredAmountCny),
  }));
};
