import {
  addDays,
  type DashboardOverview,
  type EndpointInput,
  type Page,
  type PolicyListRow,
  todayInChina,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, chinaTodaySql, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * The application list's total over a start-day range and the dashboard's counts by status are sums of day
 * counts the database keeps with the applications (migration 0029). Whatever writes applications (many a
 * statement, status changes, start days set or moved, deletes), the counts stay those of the applications.
 */
const ctx = useTestApp({ logIn: 'demo' });

/** Every count as kept and as counted from the applications (counts of none left out). */
const keptAndCounted = async () => ({
  kept: await rowsOf(
    ctx.app.db,
    sql`
    select account_id, status, insurance_begin_date::text start_day, applications n from application_day_counts
    where applications <> 0 order by 1, 2, 3`,
  ),
  counted: await rowsOf(
    ctx.app.db,
    sql`
    select account_id, status, coalesce(insurance_begin_date, '-infinity')::text start_day, count(*)::int n
    from applications group by 1, 2, 3 order by 1, 2, 3`,
  ),
});

/** A text array as one parameter (Drizzle spreads a JavaScript array into a list). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

const STATUSES = ['B0', 'B3', 'B4', 'B5', 'H0', 'B6', 'P1'];

/** `count` copies of the account's first issued application in turns of status, a fifth without a start day. */
const insertApplications = async (accountId: number, prefix: string, count: number) => {
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
      plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      exchange_rate, quote, submitted_at, created_at, updated_at)
    select a.account_id, ${prefix} || lpad(g::text, 18, '0'), (${textArray(STATUSES)}::text[])[1 + g % 7],
      a.product_code, a.form, a.applicant_name, a.insured_name, a.plan_code,
      case when g % 5 = 0 then null else ${chinaTodaySql()} - g % 60 end, ${chinaTodaySql()} + 30, a.currency_code,
      a.insured_amount, a.premium, a.premium_cny, a.exchange_rate, a.quote, now(), now(), now()
    from generate_series(1, ${count}) g,
      (select * from applications where account_id = ${accountId} and status = 'P1' order by id limit 1) a`);
};

const PENDING = ['B3', 'B4', 'B5', 'H0', 'B6'];

const countInRange = async (accountId: number, from: string, to: string) =>
  Number(
    (
      await rowsOf(
        ctx.app.db,
        sql`select count(*)::int n from applications where account_id = ${accountId}
        and status = any(${textArray(PENDING)}::text[]) and insurance_begin_date between ${from} and ${to}`,
      )
    )[0]!.n,
  );

const listTotal = async (
  startDate: string,
  endDate: string,
  filter: Omit<
    EndpointInput<typeof applicationEndpoints.listSubmittedApplications>,
    'startDate' | 'endDate'
  > = {},
) =>
  data<Page<PolicyListRow>>(
    await call(
      ctx.app,
      applicationEndpoints.listSubmittedApplications,
      { startDate, endDate, ...filter },
      { cookie: ctx.token },
    ),
  ).total;

describe('application day counts', () => {
  let shocean = 0;
  let hangzhou = 0;
  beforeAll(async () => {
    shocean = await accountIdOf(ctx.app.db, 'SHOCEAN');
    hangzhou = await accountIdOf(ctx.app.db, 'HZSHUNDA');
    await insertApplications(shocean, '95', 300);
    await insertApplications(hangzhou, '94', 70);
  });

  it('hold the demo data and a bulk insert, by account, status and start day', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(100);
    expect(kept).toEqual(counted);
  });

  it('follow status changes, start days set or moved, other accounts and deletes', async () => {
    await ctx.app.db.execute(
      sql`update applications set status = 'P1' where voucher_no like '95%' and id % 3 = 0`,
    );
    await ctx.app.db.execute(sql`update applications set insurance_begin_date = coalesce(insurance_begin_date,
      ${chinaTodaySql()}) - 7 where voucher_no like '95%' and id % 4 = 0`);
    await ctx.app.db.execute(sql`update applications set account_id = ${hangzhou}
      where voucher_no like '95%' and id % 11 = 0`);
    await ctx.app.db.execute(sql`update applications set insured_name = 'x' where voucher_no like '94%'`);
    await ctx.app.db.execute(sql`delete from applications where voucher_no like '94%' and id % 2 = 0`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('give the list the exact total of a range, its first and last days included', async () => {
    const today = todayInChina();
    const [{ start_day: oneDay }] = (await rowsOf(
      ctx.app.db,
      sql`select insurance_begin_date::text start_day from applications
      where account_id = ${shocean} and voucher_no like '95%' and status = 'B4' order by id limit 1`,
    )) as [{ start_day: string }];
    for (const [from, to] of [
      [addDays(today, -59), today],
      [oneDay, oneDay],
    ] as const) {
      const expected = await countInRange(shocean, from, to);
      expect(expected).toBeGreaterThan(0);
      expect(await listTotal(from, to)).toBe(expected);
    }
    const b4 = Number(
      (
        await rowsOf(
          ctx.app.db,
          sql`select count(*)::int n from applications where account_id = ${shocean} and status = 'B4'
          and insurance_begin_date between ${addDays(today, -59)} and ${today}`,
        )
      )[0]!.n,
    );
    expect(await listTotal(addDays(today, -59), today, { businessStatus: 'B4' })).toBe(b4);
    // A page past the last has no rows and still the total.
    const pastTheLast = data<Page<PolicyListRow>>(
      await call(
        ctx.app,
        applicationEndpoints.listSubmittedApplications,
        {
          startDate: addDays(today, -59),
          endDate: today,
          businessStatus: 'B4',
          pageNo: Math.ceil(b4 / 10) + 1,
        },
        { cookie: ctx.token },
      ),
    );
    expect(pastTheLast).toMatchObject({ list: [], total: b4 });
  });

  it("give the dashboard the account's applications under review and to modify", async () => {
    const byStatus = async (status: string) =>
      Number(
        (
          await rowsOf(
            ctx.app.db,
            sql`select count(*)::int n from applications where account_id = ${shocean} and status = ${status}`,
          )
        )[0]!.n,
      );
    const { statistics } = data<DashboardOverview>(
      await call(ctx.app, dashboardEndpoints.overview, {}, { cookie: ctx.token }),
    );
    expect(statistics.applicationsUnderReview).toBe((await byStatus('B4')) + (await byStatus('H0')));
    expect(statistics.applicationsToModify).toBe(await byStatus('B5'));
    expect(statistics.applicationsToModify).toBeGreaterThan(0);
  });
});
