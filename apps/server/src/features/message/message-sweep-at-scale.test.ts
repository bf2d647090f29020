import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { chinaTodaySql } from '../../test/raw-sql.ts';
import { useTestApp } from '../../test/suite.ts';
import { accountIdOf, forgetSweep, queryMessages } from './message.fixtures.ts';
import { MESSAGES_PER_STATEMENT } from './message.repository.ts';

/**
 * An account with thousands of policies due for renewal (issue 14): the sweep wrote all their messages in one
 * statement, past the 65,535 parameters a statement holds, and the message centre answered 500 (seen at 1 M).
 */
const ctx = useTestApp({ logIn: 'demo' });
const DUE = 9_000;

/** `count` issued policies of the account, copies of one application, ending 1-28 days from China's today. */
const seedPoliciesDueForRenewal = async (accountId: number, count: number) => {
  await ctx.app.db.execute(sql`
    insert into applications (account_id, voucher_no, status, product_code, form, applicant_name, insured_name,
      plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
      exchange_rate, quote, created_at, updated_at)
    select a.account_id, '96' || lpad(g::text, 18, '0'), 'P1', a.product_code, a.form, a.applicant_name,
      a.insured_name, a.plan_code, ${chinaTodaySql()} - 20, ${chinaTodaySql()} + 1 + g % 28, a.currency_code,
      a.insured_amount, a.premium, a.premium_cny, a.exchange_rate, a.quote, now(), now()
    from generate_series(1, ${count}) g,
      (select * from applications where account_id = ${accountId} order by id limit 1) a`);
  await ctx.app.db.execute(sql`
    insert into policies (account_id, application_id, policy_no, product_code, plan_code, applicant_name,
      insured_name, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium,
      premium_cny, issued_at)
    select a.account_id, a.id, '68' || substr(a.voucher_no, 3), a.product_code, a.plan_code, a.applicant_name,
      a.insured_name, a.insurance_begin_date, a.insurance_end_date, a.currency_code, a.insured_amount,
      a.premium, a.premium_cny, now()
    from applications a where a.voucher_no like '96%'`);
};

describe('the renewal messages of a large account', () => {
  it(`are all written, ${DUE} at once, and the message centre answers`, async () => {
    expect(DUE * 8).toBeGreaterThan(65_535);
    expect(DUE).toBeGreaterThan(MESSAGES_PER_STATEMENT);
    const accountId = await accountIdOf(ctx.app, 'SHOCEAN');
    await seedPoliciesDueForRenewal(accountId, DUE);
    await forgetSweep(ctx.app, 'SHOCEAN');
    const answer = await queryMessages(ctx, { pageNo: 1, pageSize: 10 });
    expect(answer.statusCode).toBe(200);
    const renewals = () =>
      ctx.app.db.$count(
        messages,
        and(eq(messages.accountId, accountId), eq(messages.kind, 'renewalDue'), sql`subject_id like '68%'`),
      );
    expect(await renewals()).toBe(DUE);
    // The next sweep finds them written and writes none again.
    await forgetSweep(ctx.app, 'SHOCEAN');
    expect((await queryMessages(ctx, { pageNo: 1, pageSize: 10 })).statusCode).toBe(200);
    expect(await renewals()).toBe(DUE);
  });
});
