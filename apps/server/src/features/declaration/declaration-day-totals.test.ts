import { addDays, type DeclarationPage, type EndpointInput, todayInChina } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, chinaTodaySql, rowsOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { findMonthlyDeclared } from './declaration-report.repository.ts';

/**
 * The monthly declared premiums, the declarations under review and the declaration list's total are sums of day
 * totals the database keeps with the declarations (migration 0030). Whatever writes declarations (many a
 * statement, status, day, amount or open policy changes, deletes), the totals stay those of the declarations.
 */
const ctx = useTestApp({ logIn: 'demo' });

const keptAndSummed = async () => ({
  kept: await rowsOf(
    ctx.app.db,
    sql`
    select account_id, status, declaration_date::text d, open_policy_id, currency_code, declarations n,
      insured_amount::text insured, premium::text premium
    from declaration_day_totals where declarations <> 0 order by 1, 2, 3, 4, 5`,
  ),
  summed: await rowsOf(
    ctx.app.db,
    sql`
    select account_id, status, declaration_date::text d, open_policy_id, currency_code, count(*)::int n,
      coalesce(sum(insured_amount), 0)::text insured, coalesce(sum(premium), 0)::text premium
    from declarations group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  ),
});

/** `count` declarations on each of the account's open policies, in turns of status, over 75 days. */
const insertDeclarations = async (accountId: number, count: number) => {
  await ctx.app.db.execute(sql`
    insert into declarations (account_id, open_policy_id, number_seq, declaration_no, certificate_no, status,
      currency_code, insured_amount, premium, declaration_date)
    select o.account_id, o.id, 900000 + g * 10 + o.rank, '93' || lpad((g * 10 + o.rank)::text, 18, '0'),
      '92' || lpad((g * 10 + o.rank)::text, 18, '0'), (array['01', '02', '03', '03', '04'])[1 + g % 5],
      o.currency_code, 1000000 + g * 37, 1000 + g * 7, ${chinaTodaySql()} - g % 75
    from generate_series(1, ${count}) g,
      (select *, row_number() over (order by id) rank from open_policies where account_id = ${accountId}) o`);
};

const countBySql = async (query: ReturnType<typeof sql>) => Number((await rowsOf(ctx.app.db, query))[0]!.n);

const listTotal = async (body: EndpointInput<typeof declarationEndpoints.queryDeclarations>) =>
  data<DeclarationPage>(
    await call(ctx.app, declarationEndpoints.queryDeclarations, body, { cookie: ctx.token }),
  ).total;

describe('declaration day totals', () => {
  let shocean = 0;
  beforeAll(async () => {
    shocean = await accountIdOf(ctx.app.db, 'SHOCEAN');
    await insertDeclarations(shocean, 240);
  });

  it('hold the demo data and a bulk insert, by account, status, day, open policy and currency', async () => {
    const { kept, summed } = await keptAndSummed();
    expect(summed.length).toBeGreaterThan(75);
    expect(kept).toEqual(summed);
  });

  it('follow changes of status, day, amount, open policy and account, and deletes', async () => {
    const hangzhou = await accountIdOf(ctx.app.db, 'HZSHUNDA');
    const generated = sql`declaration_no like '93%'`;
    await ctx.app.db.execute(sql`update declarations set status = '03' where ${generated} and id % 3 = 0`);
    await ctx.app.db.execute(sql`update declarations set declaration_date = declaration_date - 31,
      premium = premium + 1 where ${generated} and id % 4 = 0`);
    await ctx.app.db.execute(
      sql`update declarations set insured_amount = null where ${generated} and id % 13 = 0`,
    );
    await ctx.app.db.execute(
      sql`update declarations set account_id = ${hangzhou} where ${generated} and id % 11 = 0`,
    );
    await ctx.app.db.execute(sql`update declarations set marks = 'x' where ${generated}`);
    await ctx.app.db.execute(sql`delete from declarations where ${generated} and id % 7 = 0`);
    const { kept, summed } = await keptAndSummed();
    expect(kept).toEqual(summed);
  });

  it('give the declared months of each open policy exactly, with their last day', async () => {
    const months = await findMonthlyDeclared(ctx.app.db, shocean, {
      startDate: addDays(todayInChina(), -60),
    });
    const expected = await rowsOf(
      ctx.app.db,
      sql`
      select o.policy_no, to_char(d.declaration_date, 'YYYY-MM') m, d.currency_code, count(*)::int n,
        coalesce(sum(d.insured_amount), 0)::text insured, coalesce(sum(d.premium), 0)::text premium,
        max(d.declaration_date)::text last_day
      from declarations d join open_policies o on o.id = d.open_policy_id
      where d.account_id = ${shocean} and d.status = '03' and d.declaration_date >= ${addDays(todayInChina(), -60)}
      group by 1, 2, 3 order by 2 desc, 1, 3`,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(
      months
        .map((row) => ({
          policy_no: row.policyNo,
          m: row.month,
          currency_code: row.currencyCode,
          n: row.count,
          insured: String(row.insuredAmount),
          premium: String(row.premium),
          last_day: row.lastDeclarationDate,
        }))
        .sort((a, b) => b.m.localeCompare(a.m) || a.policy_no.localeCompare(b.policy_no)),
    ).toEqual(expected);
  });

  it('give the list its exact total by status and declaration day, first and last days included', async () => {
    const today = todayInChina();
    const from = addDays(today, -40);
    const inRange = (status?: string) =>
      countBySql(sql`select count(*)::int n from declarations where account_id = ${shocean}
        and declaration_date between ${from} and ${today} ${status ? sql`and status = ${status}` : sql``}`);
    expect(await listTotal({ startDate: from, endDate: today, pageSize: 5 })).toBe(await inRange());
    expect(await listTotal({ startDate: from, endDate: today, status: '02' })).toBe(await inRange('02'));
    expect(await inRange('02')).toBeGreaterThan(0);
  });

  it('give a page past the last no rows and the same total', async () => {
    const today = todayInChina();
    const from = addDays(today, -40);
    for (const status of [undefined, '03'] as const) {
      const body = { startDate: from, endDate: today, status, pageSize: 5 };
      const total = await listTotal(body);
      expect(total).toBeGreaterThan(0);
      const pastTheLast = data<DeclarationPage>(
        await call(
          ctx.app,
          declarationEndpoints.queryDeclarations,
          { ...body, pageNo: Math.ceil(total / 5) + 1 },
          { cookie: ctx.token },
        ),
      );
      expect(pastTheLast).toMatchObject({ list: [], total });
    }
  });
});
