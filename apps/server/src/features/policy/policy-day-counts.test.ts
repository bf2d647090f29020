import { addDays, type EndpointInput, type Page, type PolicyListRow, todayInChina } from '@cargo/domain';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, chinaTodaySql, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * The policy list's total over a start-day range is a sum of day counts the database keeps with the policies
 * (migration 0028). Whatever writes policies (one or many a statement, inserts, moves, deletes), the counts stay
 * those of the policies, and the list's totals those of `count(*)`.
 */
const ctx = useTestApp({ logIn: 'demo' });

/** Every account's counts by day, as kept and as counted from the policies (days with none left out). */
const keptAndCounted = async () => {
  const kept = await rowsOf(
    ctx.app.db,
    sql`
    select account_id, insurance_begin_date::text start_day, policies n from policy_day_counts where policies <> 0
    order by 1, 2`,
  );
  const counted = await rowsOf(
    ctx.app.db,
    sql`
    select account_id, insurance_begin_date::text start_day, count(*)::int n from policies group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
};

/** `count` copies of the account's first issued application and policy, starting on days spread over 90. */
const insertPolicies = async (accountId: number, prefix: string, count: number) => {
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
      plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      exchange_rate, quote, created_at, updated_at)
    select a.account_id, ${prefix} || lpad(g::text, 18, '0'), 'P1', a.product_code, a.form, a.applicant_name,
      a.insured_name, a.plan_code, ${chinaTodaySql()} - g % 90, ${chinaTodaySql()} - g % 90 + 30, a.currency_code,
      a.insured_amount, a.premium, a.premium_cny, a.exchange_rate, a.quote, now(), now()
    from generate_series(1, ${count}) g,
      (select * from applications where account_id = ${accountId} and status = 'P1' order by id limit 1) a`);
  await ctx.app.db.execute(sql`
    insert into policies (account_id, application_id, policy_no, product_code, plan_code, applicant_name,
      insured_name, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium,
      premium_cny, issued_at)
    select a.account_id, a.id, '6' || a.voucher_no, a.product_code, a.plan_code, a.applicant_name,
      a.insured_name, a.insurance_begin_date, a.insurance_end_date, a.currency_code, a.insured_amount,
      a.premium, a.premium_cny, a.created_at
    from applications a where a.voucher_no like ${`${prefix}%`}`);
};

const listTotal = async (
  token: string,
  startDate: string,
  endDate: string,
  filter: Omit<EndpointInput<typeof policyEndpoints.listPolicies>, 'startDate' | 'endDate'> = {},
) =>
  data<Page<PolicyListRow>>(
    await call(ctx.app, policyEndpoints.listPolicies, { startDate, endDate, ...filter }, { cookie: token }),
  ).total;

const countInRange = async (accountId: number, from: string, to: string) =>
  Number(
    (
      await rowsOf(
        ctx.app.db,
        sql`select count(*)::int n from policies
        where account_id = ${accountId} and insurance_begin_date between ${from} and ${to}`,
      )
    )[0]!.n,
  );

/** The latest day on or before `notAfter` on which some of the account's policies start. */
const aStartDayWithPolicies = async (accountId: number, notAfter: string) =>
  String(
    (
      await rowsOf(
        ctx.app.db,
        sql`select max(insurance_begin_date)::text d from policies
        where account_id = ${accountId} and insurance_begin_date <= ${notAfter}`,
      )
    )[0]!.d,
  );

describe('policy day counts', () => {
  let shocean = 0;
  let hangzhou = 0;
  beforeAll(async () => {
    shocean = await accountIdOf(ctx.app.db, 'SHOCEAN');
    hangzhou = await accountIdOf(ctx.app.db, 'HZSHUNDA');
  });

  it('hold the demo data and a bulk insert of two accounts, day by day', async () => {
    await insertPolicies(shocean, '97', 240);
    await insertPolicies(hangzhou, '96', 50);
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(90);
    expect(kept).toEqual(counted);
  });

  it('follow policies moved to another day or account, and deleted ones', async () => {
    await ctx.app.db.execute(sql`update policies set insurance_begin_date = insurance_begin_date - 400
      where policy_no like '697%' and id % 3 = 0`);
    await ctx.app.db.execute(sql`update policies set account_id = ${hangzhou}
      where policy_no like '697%' and id % 7 = 0`);
    await ctx.app.db.execute(sql`update policies set has_claim = true where policy_no like '696%'`);
    await ctx.app.db.execute(sql`delete from policies where policy_no like '696%' and id % 2 = 0`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('give the list the exact total of a range, its first and last days included', async () => {
    const today = todayInChina();
    const oneDay = await aStartDayWithPolicies(shocean, addDays(today, -30));
    for (const [from, to] of [
      [addDays(today, -89), today],
      [oneDay, oneDay],
      [addDays(today, -500), addDays(today, 10)],
    ] as const) {
      const expected = await countInRange(shocean, from, to);
      expect(await listTotal(ctx.token, from, to)).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
  });

  it('give a page past the last no rows and the same total', async () => {
    const today = todayInChina();
    const from = addDays(today, -89);
    const expected = await countInRange(shocean, from, today);
    const pastTheLast = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        policyEndpoints.listPolicies,
        { startDate: from, endDate: today, pageNo: Math.ceil(expected / 10) + 1, pageSize: 10 },
        { cookie: ctx.token },
      ),
    );
    expect(pastTheLast).toMatchObject({ list: [], total: expected });
  });

  it('count with any other filter the policies themselves', async () => {
    const today = todayInChina();
    const from = addDays(today, -89);
    const inForce = Number(
      (
        await rowsOf(
          ctx.app.db,
          sql`select count(*)::int n from policies where account_id = ${shocean}
          and insurance_begin_date between ${from} and ${today}
          and insurance_begin_date <= ${today} and insurance_end_date >= ${today}`,
        )
      )[0]!.n,
    );
    expect(await listTotal(ctx.token, from, today, { validity: '02' })).toBe(inForce);
    expect(inForce).toBeLessThan(await countInRange(shocean, from, today));
  });
});
