import { OVERVIEW_LIST_SIZE } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, rowsOf } from '../../test/raw-sql.ts';
import { useTestApp } from '../../test/suite.ts';
import { findApplicationsChangedSince } from './application-changes.repository.ts';

/**
 * The dashboard's pending applications take the newest of each status along its index, then the newest of those:
 * the same rows, in the same order, as sorting every application of the window (ties on the instant by id).
 */
const ctx = useTestApp({ logIn: 'demo' });
const STATUSES = ['B3', 'B4', 'B5'];

describe('applications changed since an instant', () => {
  let accountId = 0;
  beforeAll(async () => {
    accountId = await accountIdOf(ctx.app.db, 'SHOCEAN');
    // 120 copies of a draft, spread over the statuses and 40 days, many sharing an instant.
    await ctx.app.db.execute(sql`
      insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
        plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
        exchange_rate, quote, created_at, updated_at)
      select a.account_id, '93' || lpad(g::text, 18, '0'), (array['B3', 'B4', 'B5', 'P1'])[1 + g % 4],
        a.product_code, a.form, a.applicant_name, a.insured_name, a.plan_code, a.insurance_begin_date,
        a.insurance_end_date, a.currency_code, a.insured_amount, a.premium, a.premium_cny, a.exchange_rate, a.quote,
        now() - interval '60 days', date_trunc('hour', now()) - ((g % 40) || ' days')::interval
      from generate_series(1, 120) g,
        (select * from applications where account_id = ${accountId} order by id limit 1) a`);
  });

  for (const days of [3, 20, 45]) {
    it(`finds the newest and the total of the last ${days} days as a sort of all of them would`, async () => {
      const since = new Date(Date.now() - days * 86_400_000);
      const window = sql`account_id = ${accountId} and status in ('B3', 'B4', 'B5')
        and updated_at >= ${since.toISOString()}::timestamptz`;
      const expected = await rowsOf(
        ctx.app.db,
        sql`select voucher_no from applications where ${window} order by updated_at desc, id desc
        limit ${OVERVIEW_LIST_SIZE}`,
      );
      const [{ n }] = (await rowsOf(
        ctx.app.db,
        sql`select count(*)::int n from applications where ${window}`,
      )) as [{ n: number }];
      const found = await findApplicationsChangedSince(
        ctx.app.db,
        accountId,
        STATUSES,
        since,
        OVERVIEW_LIST_SIZE,
      );
      expect(found.rows.map((row) => row.voucherNo)).toEqual(expected.map((row) => row.voucher_no));
      expect(found.total).toBe(Number(n));
      expect(found.rows.every((row) => row.updatedAt.getTime() >= since.getTime())).toBe(true);
    });
  }
});
