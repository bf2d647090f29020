import {
  type EndpointInput,
  type PaidSettlement,
  type PaidSettlementPage,
  type SettlementPage,
  type SettlementRow,
  todayInChina,
} from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { describe, expect, it } from 'vitest';
import { applyWholeCorrection, issuePolicy } from '../../test/correction.fixtures.ts';
import { declarationForm, EXPORT_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { inDays, logInToAccount, newKey } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const monthNo = `ST${EXPORT_POLICY_NO}${todayInChina().slice(0, 7).replace('-', '')}`;

const unpaid = async (cookie = ctx.token) =>
  data<SettlementPage>(
    await call(ctx.app, settlementEndpoints.querySettlements, { pageSize: 100 }, { cookie, lang: 'en' }),
  ).list;
const rowOf = async (settlementNo: string) =>
  (await unpaid()).find((row) => row.settlementNo === settlementNo);
type PayInput = EndpointInput<typeof settlementEndpoints.paySettlement>;
const payBody = (row: SettlementRow, overrides: Partial<PayInput> = {}): PayInput => ({
  settlementNo: row.settlementNo,
  requestKey: newKey(),
  amount: row.premium,
  currencyCode: row.currencyCode,
  count: row.count,
  ...overrides,
});
const pay = (body: PayInput, cookie = ctx.token) =>
  call(ctx.app, settlementEndpoints.paySettlement, body, { cookie, lang: 'en' });
const declare = async () =>
  expect(
    (
      await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), { cookie: ctx.token })
    ).json().data,
  ).toMatchObject({ outcome: 'declared' });

describe('POST /cargo/settlement/pay', () => {
  it("pays a month's certificates as shown: the month leaves the unpaid list and joins the paid one", async () => {
    await declare();
    const month = (await rowOf(monthNo))!;
    expect(month).toMatchObject({ kind: 'declaration', currency: 'USD' });
    const body = payBody(month);
    const paid = data<PaidSettlement>(await pay(body));
    expect(paid).toMatchObject({
      settlementNo: monthNo,
      kind: 'declaration',
      count: month.count,
      premium: month.premium,
      currency: 'USD',
      invoiceNo: null,
    });
    expect(paid.paymentNo).toMatch(/^SP\d{14}$/);
    expect(await rowOf(monthNo)).toBeUndefined();
    const page = data<PaidSettlementPage>(
      await call(ctx.app, settlementEndpoints.queryPaidSettlements, {}, { cookie: ctx.token }),
    );
    expect(page.list.map((row) => row.settlementNo)).toContain(monthNo);

    // The same request again answers the same payment; another request for it is refused.
    expect(data<PaidSettlement>(await pay(body)).paymentNo).toBe(paid.paymentNo);
    const twice = await pay({ ...body, requestKey: newKey() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Settlement ${monthNo} is paid already; it cannot be paid twice`);
  });

  it('bills certificates declared after a payment as a new settlement of the month, refusing a stale total', async () => {
    await declare();
    const rest = (await rowOf(`${monthNo}-2`))!;
    expect(rest).toMatchObject({ count: 1, premium: '165.00' });
    const stale = await pay(payBody(rest, { amount: '330.00', count: 2 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('has changed');
    expect(await rowOf(`${monthNo}-2`)).toMatchObject({ count: 1 });
    // Declared again after it was shown: the total it was shown with is stale.
    await declare();
    expect((await pay(payBody(rest))).statusCode).toBe(409);
    const current = (await rowOf(`${monthNo}-2`))!;
    expect(current).toMatchObject({ count: 2, premium: '330.00' });
    expect(data<PaidSettlement>(await pay(payBody(current))).count).toBe(2);
    expect((await unpaid()).some((row) => row.settlementNo.startsWith(monthNo))).toBe(false);
  });

  it("pays a correction's additional premium once, even when two payments race", async () => {
    const policy = await issuePolicy(ctx);
    const raised = await applyWholeCorrection(ctx, policy.policyId, {
      insurance: { invoiceAmount: '120000.00' },
    });
    const row = (await rowOf(raised.correctionNo))!;
    expect(row).toMatchObject({ kind: 'correction', premium: '74.80' });
    const answers = await Promise.all([pay(payBody(row)), pay(payBody(row))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rowOf(raised.correctionNo)).toBeUndefined();
  });

  it("refuses another account's settlement, an application and bad input, changing nothing", async () => {
    await declare();
    const row = (await rowOf(`${monthNo}-3`))!;
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const theirs = await pay(payBody(row), hangzhou);
    expect(theirs.statusCode).toBe(404);
    expect(await rowOf(row.settlementNo)).toMatchObject({ count: row.count });

    const application = await createApplication(ctx);
    const asApplication = await pay({
      settlementNo: application.voucherNo,
      requestKey: newKey(),
      amount: application.quote.premium,
      currencyCode: application.quote.currencyCode,
      count: 1,
    });
    expect(asApplication.statusCode).toBe(409);
    expect(asApplication.json().message).toBe(
      'Pay an application pending payment from the application enquiry',
    );
    for (const bad of [
      payBody(row, { count: 0 }),
      payBody(row, { requestKey: 'x' }),
      payBody(row, { amount: '-1' }),
      { ...payBody(row), settlementNo: '' },
    ]) {
      expect((await pay(bad)).statusCode).toBe(400);
    }
    expect((await pay(payBody(row, { settlementNo: 'ST000' }))).statusCode).toBe(404);
    expect((await call(ctx.app, settlementEndpoints.paySettlement, payBody(row))).statusCode).toBe(401);
    expect(await rowOf(row.settlementNo)).toMatchObject({ count: row.count });
  });
});

describe('GET /cargo/settlement/NoPaySettlementListPdf', () => {
  it('prints the unpaid list with its totals in the print language', async () => {
    const rows = await unpaid();
    expect(rows.length).toBeGreaterThan(0);
    const en = await call(
      ctx.app,
      settlementEndpoints.settlementPdf,
      { language: 'en-US' },
      { cookie: ctx.token },
    );
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const text = pdfText(en.rawPayload);
    expect(text).toContain('Unpaid settlement list');
    expect(text.replace(/\s/g, '')).toContain(rows[0]!.settlementNo);
    expect(text).toContain('Due by');
    const zh = pdfText(
      (await call(ctx.app, settlementEndpoints.settlementPdf, { language: 'zh-CN' }, { cookie: ctx.token }))
        .rawPayload,
    );
    expect(zh).toContain('未支付结算清单');
    expect(zh).toContain('缴费期限');
    const range = { startDate: inDays(-1), endDate: inDays(-2) };
    expect(
      (await call(ctx.app, settlementEndpoints.settlementPdf, range, { cookie: ctx.token })).statusCode,
    ).toBe(400);
  });
});
