import {
  addDays,
  convertToCny,
  currencyByCode,
  type DashboardOverview,
  type EndpointInput,
  formatAmount,
  minorUnitsOf,
  type Page,
  type PolicyListRow,
  type PremiumTrend,
  parseExchangeRate,
  todayInChina,
} from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { accountIdOf, chinaTodaySql, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * The dashboard and the policy list after the list indexes (migration 0017): their figures equal direct SQL
 * aggregates over a few hundred generated policies of every status and period, so no index or query change
 * made a figure smaller by making it wrong.
 */
const ctx = useTestApp({ logIn: 'demo' });
const ROWS = 600;

const overview = async () =>
  data<DashboardOverview>(await call(ctx.app, dashboardEndpoints.overview, {}, { cookie: ctx.token }));
const trendTotal = async () =>
  data<PremiumTrend>(
    await call(ctx.app, dashboardEndpoints.premiumTrend, { granularity: 'month' }, { cookie: ctx.token }),
  ).total;
const policyList = async (filter: Omit<EndpointInput<typeof policyEndpoints.listPolicies>, 'pageSize'>) =>
  data<Page<PolicyListRow>>(
    await call(ctx.app, policyEndpoints.listPolicies, { pageSize: 100, ...filter }, { cookie: ctx.token }),
  );

const firstRow = async (query: ReturnType<typeof sql>) => (await rowsOf(ctx.app.db, query))[0]!;

const demoAccountId = () => accountIdOf(ctx.app.db, 'SHOCEAN');

const countBySql = async (query: ReturnType<typeof sql>) => Number((await firstRow(query)).n);

/** Copies of the demo account's first application, issued, ending from 200 days ago to 200 days ahead. */
const seedPolicies = async (accountId: number) => {
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
      plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      exchange_rate, quote, created_at, updated_at)
    select a.account_id, '99' || lpad(g::text, 18, '0'), 'P1', a.product_code, a.form, a.applicant_name,
      a.insured_name, a.plan_code, ${chinaTodaySql()} + (g % 400 - 200) - 40 - g % 30, ${chinaTodaySql()} + (g % 400 - 200),
      a.currency_code, 1000000 + g, 5000 + g, 7000 + g * 13, a.exchange_rate, a.quote,
      now() - ((g % 500) || ' days')::interval, now()
    from generate_series(1, ${ROWS}) g,
      (select * from applications where account_id = ${accountId} and status = 'P1' order by id limit 1) a`);
  await ctx.app.db.execute(sql`
    insert into policies (account_id, application_id, policy_no, product_code, plan_code, applicant_name,
      insured_name, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium,
      premium_cny, policy_status, issued_at)
    select a.account_id, a.id, '69' || substr(a.voucher_no, 3), a.product_code, a.plan_code, a.applicant_name,
      a.insured_name, a.insurance_begin_date, a.insurance_end_date, a.currency_code, a.insured_amount,
      a.premium, a.premium_cny,
      (array[null, null, null, '01', '05', '99'])[1 + a.id % 6], a.created_at
    from applications a where a.voucher_no like '99%'`);
};

describe('dashboard and policy list figures against SQL aggregates', () => {
  let accountId = 0;
  let trendBefore = '';
  beforeAll(async () => {
    accountId = await demoAccountId();
    trendBefore = await trendTotal();
    await seedPolicies(accountId);
  });

  it('counts the renewal windows and the policies in force exactly', async () => {
    const today = todayInChina();
    const live = sql`account_id = ${accountId} and (policy_status is null or policy_status not in ('05', '99'))`;
    const endingWithin = (days: number) =>
      countBySql(
        sql`select count(*) n from policies where ${live} and insurance_end_date between ${today} and ${addDays(today, days)}`,
      );
    const figures = await overview();
    expect(figures.continuedPolicy).toEqual({
      withinThirtyDays: await endingWithin(30),
      withinSixtyDays: await endingWithin(60),
      withinNinetyDays: await endingWithin(90),
    });
    const inForce = await countBySql(
      sql`select count(*) n from policies where ${live} and insurance_begin_date <= ${today} and insurance_end_date >= ${today}`,
    );
    expect(figures.effectivePolicy.effectivePolicyCount).toBe(inForce);
    expect(inForce).toBeGreaterThan(20);
  });

  it("adds exactly the generated policies' live CNY premium to the month trend", async () => {
    const trend = await data<PremiumTrend>(
      await call(ctx.app, dashboardEndpoints.premiumTrend, { granularity: 'month' }, { cookie: ctx.token }),
    );
    const firstPeriod = trend.points[0]!.startDate;
    const inWindow = await countBySql(sql`
      select coalesce(sum(premium_cny), 0) n from policies
      where account_id = ${accountId} and policy_no like '69%' and (policy_status is null or policy_status not in ('05', '99'))
        and ((issued_at at time zone 'UTC') + interval '8 hours')::date >= ${firstPeriod}::date`);
    expect(inWindow).toBeGreaterThan(0);
    const fen = (text: string) => Math.round(Number(text) * 100);
    expect(formatAmount(fen(trend.total) - fen(trendBefore), 2)).toBe(formatAmount(inWindow, 2));
  });

  it('finds by the last four digits and totals a date range exactly', async () => {
    const from = addDays(todayInChina(), -300);
    const to = addDays(todayInChina(), 30);
    const tail = '0123';
    const byTail = await policyList({ policyNo: tail, startDate: from, endDate: to });
    const expectedTail = await countBySql(sql`
      select count(*) n from policies where account_id = ${accountId} and policy_no like ${`%${tail}`}
        and insurance_begin_date between ${from} and ${to}`);
    expect(byTail.total).toBe(expectedTail);
    expect(byTail.list.map((row) => row.policyNo?.slice(-4))).toEqual(byTail.list.map(() => tail));
    const inRange = await policyList({ startDate: from, endDate: to });
    expect(inRange.total).toBe(
      await countBySql(sql`select count(*) n from policies where account_id = ${accountId}
        and insurance_begin_date between ${from} and ${to}`),
    );
    expect(inRange.total).toBeGreaterThan(100);
  });
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** Rates with up to 10 decimals, among them ones that put a converted amount exactly on half a fen. */
const rateOf = (next: () => number, index: number) =>
  index % 7 === 0
    ? '0.005'
    : index % 11 === 0
      ? '7.1234567891'
      : (next() * 20 + 0.0001).toFixed(1 + (index % 10));

describe('waiting payments against each application converted on its own', () => {
  const CURRENCY_CODES = ['01', '03', '05', '12', '23'];
  let accountId = 0;
  beforeAll(async () => {
    accountId = await demoAccountId();
    const next = generator(20_261_124);
    const rows = Array.from({ length: 300 }, (_, index) => {
      const currencyCode = CURRENCY_CODES[index % CURRENCY_CODES.length]!;
      return {
        accountId,
        voucherNo: `88${String(index).padStart(18, '0')}`,
        status: 'B3',
        productCode: 'MP09110009',
        form: {},
        currencyCode,
        insuredAmount: Math.floor(next() * 10_000_000_000) + (index % 3 === 0 ? 50 : 1),
        premium: Math.floor(next() * 5_000_000),
        premiumCny: Math.floor(next() * 5_000_000),
        exchangeRate: currencyCode === '01' ? null : rateOf(next, index),
        submittedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 86_400_000),
      };
    });
    await ctx.app.db.insert(applications).values(rows);
  });

  it('sums each currency and the CNY equivalents exactly, currencies in the order they first appear', async () => {
    const pending = await ctx.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.accountId, accountId), eq(applications.status, 'B3')))
      .orderBy(desc(applications.submittedAt), desc(applications.id));
    const isCny = (code: string) => currencyByCode(code)?.iso === 'CNY';
    const cnyOf = (row: (typeof pending)[number]) => {
      if (isCny(row.currencyCode)) return row.insuredAmount ?? 0;
      const rate = parseExchangeRate(row.exchangeRate ?? undefined);
      if (!rate.ok) throw new Error(`no rate on ${row.id}`);
      return convertToCny(row.insuredAmount ?? 0, minorUnitsOf(row.currencyCode), rate.value);
    };
    const codes = [...new Set(pending.map((row) => row.currencyCode))];
    const sumOf = (code: string, pick: (row: (typeof pending)[number]) => number) =>
      pending.filter((row) => row.currencyCode === code).reduce((sum, row) => sum + pick(row), 0);

    const { waitingPays } = await overview();
    expect(waitingPays.waitingPaysCount).toBe(pending.length);
    expect(waitingPays.waitingPaysTotalAmount).toBe(
      formatAmount(
        pending.reduce((sum, row) => sum + cnyOf(row), 0),
        2,
      ),
    );
    expect(waitingPays.waitingPaysTotalPremium).toBe(
      formatAmount(
        pending.reduce((sum, row) => sum + (row.premiumCny ?? 0), 0),
        2,
      ),
    );
    expect(waitingPays.byCurrency).toEqual(
      codes.map((code) => ({
        currencyCode: code,
        currency: currencyByCode(code)?.iso,
        count: pending.filter((row) => row.currencyCode === code).length,
        insuredAmount: formatAmount(
          sumOf(code, (row) => row.insuredAmount ?? 0),
          minorUnitsOf(code),
        ),
        premium: formatAmount(
          sumOf(code, (row) => row.premium ?? 0),
          minorUnitsOf(code),
        ),
      })),
    );
    expect(codes.length).toBeGreaterThanOrEqual(CURRENCY_CODES.length);
  });
});
