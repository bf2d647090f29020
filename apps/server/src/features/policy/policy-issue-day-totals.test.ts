import type { PremiumTrend, ProductInfo } from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * The premium trend and the premium by product are sums of issue-day totals the database keeps with the policies
 * (migration 0031): per China day of issue, product and status. Whatever writes policies (many a statement,
 * corrections of the CNY premium, surrender, issue times either side of China's midnight, deletes), the totals
 * stay those of the policies.
 */
const ctx = useTestApp({ logIn: 'demo' });

const CHINA_DAY = sql`((issued_at at time zone 'UTC') + interval '8 hours')::date`;

const keptAndSummed = async () => ({
  kept: await rowsOf(
    ctx.app.db,
    sql`select account_id, issue_day::text d, product_code, policy_status, policies n, premium_cny::text premium
      from policy_issue_day_totals where policies <> 0 order by 1, 2, 3, 4`,
  ),
  summed: await rowsOf(
    ctx.app.db,
    sql`select account_id, ${CHINA_DAY}::text d, product_code, coalesce(policy_status, '') policy_status,
      count(*)::int n, sum(premium_cny)::text premium from policies group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  ),
});

/** `count` copies of the account's first issued policy, issued every 7 hours back from now (both sides of midnight). */
const insertPolicies = async (accountId: number, count: number) => {
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, currency_code, created_at, updated_at)
    select a.account_id, '91' || lpad(g::text, 18, '0'), 'P1', a.product_code, a.form, a.currency_code, now(), now()
    from generate_series(1, ${count}) g,
      (select * from applications where account_id = ${accountId} and status = 'P1' order by id limit 1) a`);
  await ctx.app.db.execute(sql`
    insert into policies (account_id, application_id, policy_no, product_code, plan_code, applicant_name,
      insured_name, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      issued_at)
    select a.account_id, a.id, '6' || a.voucher_no, case when a.id % 3 = 0 then 'MP09110008' else p.product_code end,
      p.plan_code, p.applicant_name, p.insured_name, p.insurance_begin_date, p.insurance_end_date, p.currency_code,
      p.insured_amount, p.premium, 1000 + a.id * 13, now() - (a.id % 90 * 7 || ' hours')::interval
    from applications a,
      (select * from policies where account_id = ${accountId} order by id limit 1) p
    where a.voucher_no like '91%'`);
};

describe('policy issue-day totals', () => {
  beforeAll(async () => {
    await insertPolicies(await accountIdOf(ctx.app.db, 'SHOCEAN'), 200);
  });

  it('hold the demo data and a bulk insert, by China day of issue, product and status', async () => {
    const { kept, summed } = await keptAndSummed();
    expect(summed.length).toBeGreaterThan(20);
    expect(kept).toEqual(summed);
  });

  it('follow corrected premiums, surrenders, issue times, products and deletes', async () => {
    const generated = sql`policy_no like '691%'`;
    await ctx.app.db.execute(
      sql`update policies set premium_cny = premium_cny + 7 where ${generated} and id % 4 = 0`,
    );
    await ctx.app.db.execute(sql`update policies set policy_status = '05' where ${generated} and id % 5 = 0`);
    await ctx.app.db.execute(sql`update policies set issued_at = issued_at - interval '5 hours'
      where ${generated} and id % 6 = 0`);
    await ctx.app.db.execute(sql`update policies set has_claim = true where ${generated}`);
    await ctx.app.db.execute(sql`delete from policies where ${generated} and id % 7 = 0`);
    const { kept, summed } = await keptAndSummed();
    expect(kept).toEqual(summed);
  });

  it("give the trend and the product split the live policies' CNY premium of the window", async () => {
    const trend = data<PremiumTrend>(
      await call(ctx.app, dashboardEndpoints.premiumTrend, { granularity: 'month' }, { cookie: ctx.token }),
    );
    const from = trend.points[0]!.startDate;
    const [{ premium, n }] = (await rowsOf(
      ctx.app.db,
      sql`select coalesce(sum(premium_cny), 0)::text premium, count(*)::int n from policies
        where account_id = ${await accountIdOf(ctx.app.db, 'SHOCEAN')}
          and (policy_status is null or policy_status not in ('05', '99')) and ${CHINA_DAY} >= ${from}::date`,
    )) as [{ premium: string; n: number }];
    // The demo account has no declared certificates: the trend's total is the issued policies' premium alone.
    const [{ certificates }] = (await rowsOf(
      ctx.app.db,
      sql`select count(*)::int certificates from declarations where status = '03'`,
    )) as [{ certificates: number }];
    expect(certificates).toBe(0);
    expect(Math.round(Number(trend.total) * 100)).toBe(Number(premium));
    const products = data<ProductInfo>(
      await call(ctx.app, dashboardEndpoints.productInfo, { granularity: 'month' }, { cookie: ctx.token }),
    );
    expect(products.products.reduce((sum, row) => sum + row.policyCount, 0)).toBe(n);
    expect(products.total).toBe(trend.total);
    expect(n).toBeGreaterThan(10);
  });
});
