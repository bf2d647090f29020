import {
  addDays,
  type DashboardOverview,
  formatAmount,
  type Page,
  type PolicyListRow,
  type PremiumTrend,
  todayInChina,
} from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, useTestApp } from '../../test/suite.ts';
import { get, post } from '../../test/test-app.ts';

/**
 * The dashboard and the policy list after the list indexes (migration 0017): their figures equal direct SQL
 * aggregates over a few hundred generated policies of every status and period, so no index or query change
 * made a figure smaller by making it wrong.
 */
const ctx = useTestApp({ logIn: 'demo' });
const ROWS = 600;

const overview = async () =>
  data<DashboardOverview>(await post(ctx.app, '/cargo/dashboard/overview', {}, { cookie: ctx.token }));
const trendTotal = async () =>
  data<PremiumTrend>(await get(ctx.app, '/cargo/chart/premiumTrend?granularity=month', { cookie: ctx.token }))
    .total;
const policyList = async (filter: object) =>
  data<Page<PolicyListRow>>(
    await post(ctx.app, '/cargo/query/queryPolicyInfo', { pageSize: 100, ...filter }, { cookie: ctx.token }),
  );

/** The first row of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const firstRow = async (query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;

const demoAccountId = async () =>
  Number((await firstRow(sql`select id from accounts where account_name = 'SHOCEAN'`)).id);

const countBySql = async (query: ReturnType<typeof sql>) => Number((await firstRow(query)).n);

/** Copies of the demo account's first application, issued, ending from 200 days ago to 200 days ahead. */
const seedPolicies = async (accountId: number) => {
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
      plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      exchange_rate, quote, created_at, updated_at)
    select a.account_id, '99' || lpad(g::text, 18, '0'), 'P1', a.product_code, a.form, a.applicant_name,
      a.insured_name, a.plan_code, current_date + (g % 400 - 200) - 40 - g % 30, current_date + (g % 400 - 200),
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
      await get(ctx.app, '/cargo/chart/premiumTrend?granularity=month', { cookie: ctx.token }),
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
