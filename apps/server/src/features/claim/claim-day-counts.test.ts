import { addDays, type ClaimRow, type EndpointInput, type Page, todayInChina } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimCall, handlingCall } from '../../test/claim.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { accountIdOf, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { logInAs } from '../../test/test-app.ts';

/**
 * The claim lists' totals over whole report days are sums of day counts the database keeps with the claims
 * (migration 0054). Whatever writes claims (one or many a statement, inserts, status steps, moves, deletes), the
 * counts stay those of the claims, and the lists' totals those of `count(*)`.
 */
const ctx = useTestApp({ logIn: 'demo' });

/** Every account's counts by China day of report and status, as kept and as counted (zeros left out). */
const keptAndCounted = async () => {
  const kept = await rowsOf(
    ctx.app.db,
    sql`select account_id, report_day::text d, status, claims n from claim_day_counts where claims <> 0
    order by 1, 2, 3`,
  );
  const counted = await rowsOf(
    ctx.app.db,
    sql`select account_id, ((reported_at at time zone 'UTC') + interval '8 hours')::date::text d, status,
      count(*)::int n from claims group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept, counted };
};

/** The instant a China time ('YYYY-MM-DD', 'HH:MM:SS.ffffff') is, in SQL. */
const chinaTime = (day: string, time: string): SQL => sql`(${`${day} ${time}+08`})::timestamptz`;

/**
 * `count` copies of the account's first claim (of SHOCEAN's first, for an account without claims), in the four
 * statuses, reported at times spread over 400 China days up to today.
 */
const insertClaims = async (accountId: number, prefix: string, count: number) => {
  await ctx.app.db.execute(sql`
    insert into claims (account_id, report_no, request_key, subject_kind, policy_no, subject, status, fast_claim,
      report, incident_time, loss_type, estimated_currency, estimated_loss, reported_by, reported_at, updated_at)
    select ${accountId}, ${prefix} || lpad(g::text, 18, '0'), gen_random_uuid(), c.subject_kind, c.policy_no,
      c.subject, (array['01', '02', '03', '04'])[1 + g % 4], c.fast_claim, c.report, c.incident_time, c.loss_type,
      c.estimated_currency, c.estimated_loss, c.reported_by,
      ${chinaTime(todayInChina(), '00:00:00')} - (g % 400) * interval '1 day' + (g * 3607 % 86400) * interval '1 second',
      now()
    from generate_series(1, ${count}) g, (select * from claims order by id limit 1) c`);
};

/** Two claims of the account reported at the very first and the very last microsecond of a China day. */
const insertAtDayEnds = async (accountId: number, prefix: string, day: string) => {
  for (const [n, time] of [
    [1, '00:00:00'],
    [2, '23:59:59.999999'],
  ] as const)
    await ctx.app.db.execute(sql`
      insert into claims (account_id, report_no, request_key, subject_kind, policy_no, subject, status, report,
        incident_time, loss_type, estimated_currency, estimated_loss, reported_at)
      select ${accountId}, ${`${prefix}${String(n).padStart(18, '0')}`}, gen_random_uuid(), subject_kind, policy_no,
        subject, '01', report, incident_time, loss_type, estimated_currency, estimated_loss, ${chinaTime(day, time)}
      from claims order by id limit 1`);
};

type ListInput = EndpointInput<typeof claimEndpoints.listClaims>;

const listTotal = async (input: ListInput) =>
  data<Page<ClaimRow>>(await claimCall(ctx, claimEndpoints.listClaims, input)).total;

/** The account's claims reported from the start of `from` to the end of `to` (China days), by `count(*)`. */
const countInRange = async (accountId: number, from: string, to: string, status?: string) =>
  Number(
    (
      await rowsOf(
        ctx.app.db,
        sql`select count(*)::int n from claims where account_id = ${accountId}
        and reported_at >= ${chinaTime(from, '00:00:00')} and reported_at < ${chinaTime(addDays(to, 1), '00:00:00')}
        and (${status ?? null}::text is null or status = ${status ?? null})`,
      )
    )[0]!.n,
  );

describe('claim day counts', () => {
  let shocean = 0;
  let hangzhou = 0;
  let twin = 0;
  beforeAll(async () => {
    shocean = await accountIdOf(ctx.app.db, 'SHOCEAN');
    hangzhou = await accountIdOf(ctx.app.db, 'HZSHUNDA');
    // A sandbox twin of HZSHUNDA with claims of its own, which the insurer's list leaves out.
    await ctx.app.db.execute(sql`insert into accounts (account_name, company_name, sandbox_of)
      values ('HZSHUNDA-SANDBOX-T', 'sandbox', ${hangzhou}) on conflict do nothing`);
    twin = Number(
      (await rowsOf(ctx.app.db, sql`select id from accounts where sandbox_of = ${hangzhou}`))[0]!.id,
    );
  });

  it('hold the demo claims and a bulk insert of three accounts, day by day and status by status', async () => {
    await insertClaims(shocean, '97', 600);
    await insertClaims(hangzhou, '96', 80);
    await insertClaims(twin, '95', 40);
    await insertAtDayEnds(shocean, '94', addDays(todayInChina(), -30));
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(400);
    expect(kept).toEqual(counted);
  });

  it('follow status steps, claims moved to another day or account, and deleted ones', async () => {
    await ctx.app.db.execute(sql`update claims set status = '03', version = version + 1
      where report_no like '97%' and status in ('01', '02') and id % 3 = 0`);
    await ctx.app.db.execute(sql`update claims set reported_at = reported_at - interval '5 hours'
      where report_no like '97%' and id % 5 = 0`);
    await ctx.app.db.execute(sql`update claims set account_id = ${hangzhou}
      where report_no like '97%' and id % 7 = 0`);
    await ctx.app.db.execute(sql`update claims set updated_at = now() where report_no like '96%'`);
    await ctx.app.db.execute(sql`delete from claims where report_no like '96%' and id % 2 = 0`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('give the enquiry the exact total of whole report days, the first and last included', async () => {
    const today = todayInChina();
    const edgeDay = addDays(today, -30);
    for (const [from, to, status] of [
      [addDays(today, -365), today, undefined],
      [edgeDay, edgeDay, undefined],
      [addDays(edgeDay, 1), addDays(edgeDay, 10), undefined],
      [addDays(edgeDay, -10), addDays(edgeDay, -1), undefined],
      [addDays(today, -365), today, '03'],
      [edgeDay, edgeDay, '01'],
    ] as const) {
      const expected = await countInRange(shocean, from, to, status);
      expect(await listTotal({ startDate: from, endDate: to, status })).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
    expect(await countInRange(shocean, edgeDay, edgeDay)).toBeGreaterThanOrEqual(2);
  });

  it('give a page past the last no rows and the same total, and an open range its total', async () => {
    const today = todayInChina();
    const from = addDays(today, -365);
    const expected = await countInRange(shocean, from, today);
    const pastTheLast = data<Page<ClaimRow>>(
      await claimCall(ctx, claimEndpoints.listClaims, {
        startDate: from,
        endDate: today,
        pageNo: Math.ceil(expected / 10) + 1,
        pageSize: 10,
      }),
    );
    expect(pastTheLast).toMatchObject({ list: [], total: expected });
    expect(await listTotal({ startDate: from })).toBe(await countInRange(shocean, from, addDays(today, 1)));
    expect(await listTotal({})).toBe(await countInRange(shocean, '2000-01-01', addDays(today, 1)));
    // The calendar's last day: the day after it is past what the database's dates hold, so the end is open.
    expect(await listTotal({ endDate: '9999-12-31' })).toBe(
      await countInRange(shocean, '2000-01-01', addDays(today, 1)),
    );
  });

  it('count with a number filter the claims themselves', async () => {
    const tail = (
      await rowsOf<{ n: string }>(ctx.app.db, sql`select right(policy_no, 4) n from claims limit 1`)
    )[0]!.n;
    const expected = Number(
      (
        await rowsOf(
          ctx.app.db,
          sql`select count(*)::int n from claims where account_id = ${shocean} and policy_no like ${`%${tail}`}`,
        )
      )[0]!.n,
    );
    expect(await listTotal({ policyNo: tail })).toBe(expected);
  });

  it("give the insurer's list the exact total of the live accounts' claims", async () => {
    const insurer: Actor = { app: ctx.app, token: await logInAs(ctx.app, 'claims') };
    const liveTotal = async (status?: string) =>
      Number(
        (
          await rowsOf(
            ctx.app.db,
            sql`select count(*)::int n from claims c join accounts a on a.id = c.account_id
            where a.sandbox_of is null and (${status ?? null}::text is null or c.status = ${status ?? null})`,
          )
        )[0]!.n,
      );
    for (const status of [undefined, '01', '03'] as const) {
      const page = data<Page<ClaimRow>>(
        await handlingCall(insurer, claimHandlingEndpoints.listClaims, { status }),
      );
      expect(page.total).toBe(await liveTotal(status));
    }
  });
});
