import { type EndpointInput, type SettlementPage, todayInChina } from '@cargo/domain';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * The settlement enquiry loads only the newest applications pending payment a page can hold, and takes their
 * count and sums per currency from the database (issue 14): every page must be the matching slice of the whole
 * list, in its order, and the totals must be the sums of the whole list's rows, in its order of currencies.
 */
const ctx = useTestApp({ logIn: 'demo' });
const ROWS = 34;

const settlements = async (body: EndpointInput<typeof settlementEndpoints.querySettlements>) =>
  data<SettlementPage>(
    await call(ctx.app, settlementEndpoints.querySettlements, body, { cookie: ctx.token, lang: 'en' }),
  );

/**
 * Copies of one of the account's applications pending payment, in three currencies, over five China days with
 * several a day: numbers run against the time of day (the list orders a day by number, not by time), and two
 * were never submitted (they stand at their creation's day).
 */
beforeAll(async () => {
  const accountId = await accountIdOf(ctx.app.db, 'SHOCEAN');
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
      plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      exchange_rate, quote, submitted_at, created_at, updated_at)
    select a.account_id, '97' || lpad((1000 - g)::text, 18, '0'), 'B3', a.product_code, a.form, a.applicant_name,
      a.insured_name, a.plan_code, a.insurance_begin_date, a.insurance_end_date,
      (array['01','03','12'])[1 + g % 3], 100000 + g * 1013, 700 + g * 37, 5000 + g, a.exchange_rate, a.quote,
      case when g % 17 = 0 then null else now() - ((g % 5) || ' days')::interval + ((g % 7) || ' minutes')::interval end,
      now() - ((g % 5) || ' days')::interval - interval '1 hour', now()
    from generate_series(1, ${ROWS}) g,
      (select * from applications where account_id = ${accountId} order by id limit 1) a`);
});

/** Minor units of an amount as the enquiry writes it ('374.00'; no grouping). */
const minor = (amount: string) => BigInt(amount.replace('.', ''));

const sumsOf = (page: SettlementPage) => {
  const sums = new Map<string, { count: number; insuredAmount: bigint; premium: bigint }>();
  for (const row of page.list) {
    const sum = sums.get(row.currency) ?? { count: 0, insuredAmount: 0n, premium: 0n };
    sum.count += row.count;
    sum.insuredAmount += minor(row.insuredAmount);
    sum.premium += minor(row.premium);
    sums.set(row.currency, sum);
  }
  return [...sums].map(([currency, sum]) => ({ currency, ...sum }));
};

const today = todayInChina();
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const QUERIES = [
  { name: 'every kind', filter: {} },
  { name: 'the applications', filter: { kind: 'application' } },
  { name: 'a range of days', filter: { startDate: daysAgo(3), endDate: daysAgo(1) } },
] as const;

describe('the settlement enquiry, page by page', () => {
  for (const { name, filter } of QUERIES) {
    it(`pages ${name} as slices of the whole list, with its totals`, async () => {
      const whole = await settlements({ ...filter, pageSize: 100 });
      expect(whole.total).toBe(whole.list.length);
      expect(whole.list.filter((row) => row.kind === 'application').length).toBeGreaterThan(8);
      expect(
        whole.totals.map(({ currency, count, insuredAmount, premium }) => ({
          currency,
          count,
          insuredAmount: minor(insuredAmount),
          premium: minor(premium),
        })),
      ).toEqual(sumsOf(whole));
      const pages: SettlementPage[] = [];
      for (let pageNo = 1; (pageNo - 1) * 7 < whole.total; pageNo++) {
        pages.push(await settlements({ ...filter, pageSize: 7, pageNo }));
      }
      expect(pages.flatMap((page) => page.list)).toEqual(whole.list);
      for (const page of pages)
        expect({ total: page.total, totals: page.totals }).toEqual({
          total: whole.total,
          totals: whole.totals,
        });
    });
  }

  it('orders a day by number, newest day first', async () => {
    const whole = await settlements({ kind: 'application', pageSize: 100 });
    const keys = whole.list.map((row) => `${row.date}|${row.settlementNo}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });
});
