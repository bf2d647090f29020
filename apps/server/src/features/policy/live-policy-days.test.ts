import { addDays, type DashboardOverview, todayInChina } from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * The dashboard's policies in force and renewal candidates are sums of the live policy days the database keeps with
 * the policies (migration 0033). Whatever writes policies (surrenders, reinstatements, moved periods and accounts,
 * deletes), the kept days stay those of the live policies, and the figures those of `count(*)`.
 */
const ctx = useTestApp({ logIn: 'demo' });

const LIVE = sql`(policy_status is null or policy_status not in ('05', '99'))`;

/** Every account's live starts and ends by day, as kept and as counted from the policies (empty days left out). */
const keptAndCounted = async () => {
  const kept = await rowsOf(
    ctx.app.db,
    sql`select account_id, day::text, starting, ending from live_policy_days
    where starting <> 0 or ending <> 0 order by 1, 2`,
  );
  const counted = await rowsOf(
    ctx.app.db,
    sql`select account_id, day::text, sum(s)::int starting, sum(e)::int ending from (
      select account_id, insurance_begin_date as day, 1 as s, 0 as e from policies where ${LIVE}
      union all select account_id, insurance_end_date, 0, 1 from policies where ${LIVE}
    ) days group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
};

const countOf = async (condition: ReturnType<typeof sql>) =>
  Number((await rowsOf(ctx.app.db, sql`select count(*)::int n from policies where ${condition}`))[0]!.n);

/** The overview's policy figures and the same counted from the account's policies. */
const figuresAndCounts = async (accountId: number) => {
  const today = todayInChina();
  const live = sql`account_id = ${accountId} and ${LIVE}`;
  const endingWithin = (days: number) =>
    countOf(sql`${live} and insurance_end_date between ${today} and ${addDays(today, days)}`);
  const overview = data<DashboardOverview>(
    await call(ctx.app, dashboardEndpoints.overview, {}, { cookie: ctx.token }),
  );
  return {
    shown: { inForce: overview.effectivePolicy.effectivePolicyCount, ...overview.continuedPolicy },
    counted: {
      inForce: await countOf(
        sql`${live} and insurance_begin_date <= ${today} and insurance_end_date >= ${today}`,
      ),
      withinThirtyDays: await endingWithin(30),
      withinSixtyDays: await endingWithin(60),
      withinNinetyDays: await endingWithin(90),
    },
  };
};

describe('live policy days', () => {
  let shocean = 0;
  let hangzhou = 0;
  beforeAll(async () => {
    shocean = await accountIdOf(ctx.app.db, 'SHOCEAN');
    hangzhou = await accountIdOf(ctx.app.db, 'HZSHUNDA');
  });

  it('hold the demo policies', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(5);
    expect(kept).toEqual(counted);
  });

  it('follow surrenders, reinstatements, moved periods and accounts, and deletes', async () => {
    const today = todayInChina();
    // Periods around today, so that the figures move.
    await ctx.app.db.execute(sql`update policies set insurance_begin_date = ${addDays(today, -10)}::date + id % 20,
      insurance_end_date = ${addDays(today, 5)}::date + id % 80 where account_id = ${shocean}`);
    const before = await figuresAndCounts(shocean);
    expect(before.shown).toEqual(before.counted);
    await ctx.app.db.execute(
      sql`update policies set policy_status = '05' where account_id = ${shocean} and id % 3 = 0`,
    );
    await ctx.app.db.execute(
      sql`update policies set policy_status = null where policy_status = '05' and id % 2 = 0`,
    );
    await ctx.app.db.execute(
      sql`update policies set insurance_end_date = insurance_end_date + 45 where id % 4 = 1`,
    );
    await ctx.app.db.execute(
      sql`update policies set account_id = ${hangzhou} where account_id = ${shocean} and id % 7 = 2`,
    );
    await ctx.app.db.execute(sql`delete from policies where id % 5 = 3`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    const after = await figuresAndCounts(shocean);
    expect(after.shown).toEqual(after.counted);
    expect(after.counted).not.toEqual(before.counted);
  });

  it('refuse a policy that ends before it starts, and keep the days as they were', async () => {
    const { kept } = await keptAndCounted();
    await expect(
      ctx.app.db.execute(sql`update policies set insurance_end_date = insurance_begin_date - 1
        where id = (select min(id) from policies)`),
    ).rejects.toThrow();
    expect((await keptAndCounted()).kept).toEqual(kept);
  });
});
