import { type DashboardOverview, type EndpointInput, type SettlementPage, todayInChina } from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { describe, expect, it } from 'vitest';
import { applyWholeCorrection, issuePolicy } from '../../test/correction.fixtures.ts';
import { declarationForm, EXPORT_POLICY_NO, readWorkbook } from '../../test/declaration.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { EXPORT_FORM_PREMIUM, exportForm, inDays, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const query = (
  body: EndpointInput<typeof settlementEndpoints.querySettlements>,
  cookie = ctx.token,
  lang?: 'zh' | 'en',
) => call(ctx.app, settlementEndpoints.querySettlements, body, { cookie, lang });
const settlements = async (
  body: EndpointInput<typeof settlementEndpoints.querySettlements> = {},
  cookie = ctx.token,
) => data<SettlementPage>(await query(body, cookie, 'en'));

const month = todayInChina().slice(0, 7);
const monthNo = `ST${EXPORT_POLICY_NO}${month.replace('-', '')}`;

describe('POST /cargo/settlement/queryNoPaySettlementList', () => {
  it('lists an application pending payment (B3) with its premium and currency', async () => {
    const application = await createApplication(ctx);
    expect(application.status).toBe('B3');
    const page = await settlements({ kind: 'application' });
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10 });
    const row = page.list.find((entry) => entry.settlementNo === application.voucherNo);
    expect(row).toMatchObject({
      kind: 'application',
      kindName: 'Application pending payment',
      documentNo: application.voucherNo,
      month: null,
      date: todayInChina(),
      count: 1,
      currency: 'USD',
      premium: EXPORT_FORM_PREMIUM,
    });
    expect(row?.applicationId).toEqual(expect.any(Number));
    expect(page.totals.find((total) => total.currency === 'USD')?.count).toBeGreaterThanOrEqual(1);
  });

  it('bills declared certificates per open policy and calendar month', async () => {
    const before = (await settlements({ kind: 'declaration' })).list.find(
      (row) => row.settlementNo === monthNo,
    );
    const declared = await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), {
      cookie: ctx.token,
    });
    expect(declared.json().data).toMatchObject({ outcome: 'declared', premium: '165.00' });
    const page = await settlements({ kind: 'declaration', startDate: inDays(-40), endDate: inDays(0) });
    expect(page.list.every((row) => row.kind === 'declaration')).toBe(true);
    const row = page.list.find((entry) => entry.settlementNo === monthNo);
    expect(row).toMatchObject({
      kind: 'declaration',
      documentNo: EXPORT_POLICY_NO,
      month,
      count: (before?.count ?? 0) + 1,
      currency: 'USD',
      applicationId: null,
    });
    const cents = (text: string | undefined) => Math.round(Number(text ?? '0') * 100);
    expect(cents(row?.premium) - cents(before?.premium)).toBe(16_500);
    expect(cents(row?.insuredAmount) - cents(before?.insuredAmount)).toBe(11_000_000);

    // Both kinds together, newest first; the totals add up every row of the currency.
    const all = await settlements({ pageSize: 100 });
    const dates = all.list.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const usd = all.list.filter((entry) => entry.currency === 'USD');
    expect(all.totals.find((total) => total.currency === 'USD')?.premium).toBe(
      (usd.reduce((sum, entry) => sum + cents(entry.premium), 0) / 100).toFixed(2),
    );
    // A range before this month leaves the month out.
    const earlier = await settlements({ startDate: inDays(-800), endDate: inDays(-700) });
    expect(earlier.list.some((entry) => entry.settlementNo === monthNo)).toBe(false);
  });

  it('lists the additional premium of an effective correction, not a returned premium', async () => {
    const policy = await issuePolicy(ctx);
    const raised = await applyWholeCorrection(ctx, policy.policyId, {
      insurance: { invoiceAmount: '120000.00' },
    });
    const lowered = await applyWholeCorrection(ctx, policy.policyId, {
      insurance: { invoiceAmount: '90000.00' },
    });
    expect(lowered.pricing.returnPremium).not.toBe('0.00');
    const page = await settlements({ kind: 'correction', startDate: inDays(0), endDate: inDays(0) });
    expect(page.list.map((row) => row.settlementNo)).toEqual([raised.correctionNo]);
    expect(page.list[0]).toMatchObject({
      kind: 'correction',
      kindName: 'Endorsement additional premium',
      documentNo: policy.policyNo,
      applicationId: null,
      date: todayInChina(),
      count: 1,
      currency: 'USD',
      insuredAmount: '132000.00',
      premium: '74.80',
    });
    expect(page.totals).toEqual([
      { currencyCode: '03', currency: 'USD', count: 1, insuredAmount: '132000.00', premium: '74.80' },
    ]);
    const applicationsOnly = await settlements({ kind: 'application', pageSize: 100 });
    expect(applicationsOnly.list.some((row) => row.kind !== 'application')).toBe(false);
  });

  it('is counted and totalled on the dashboard as the enquiry counts it, currencies in the same order', async () => {
    // Applications in two more currencies, so the order of the currencies is tested too.
    for (const currencyCode of ['01', '12'] as const) {
      const form = exportForm();
      const application = await createApplication(ctx, {
        ...form,
        insurance: { ...form.insurance, currencyCode },
      });
      expect(application.status).toBe('B3');
    }
    const enquiry = await settlements({ pageSize: 100 });
    expect(new Set(enquiry.list.map((row) => row.kind))).toEqual(
      new Set(['application', 'declaration', 'correction']),
    );
    const overview = data<DashboardOverview>(
      await call(ctx.app, dashboardEndpoints.overview, {}, { cookie: ctx.token, lang: 'en' }),
    );
    expect(overview.pendingSettlements).toEqual({ count: enquiry.total, totals: enquiry.totals });
    expect(enquiry.totals.map((total) => total.currency)).toEqual(
      expect.arrayContaining(['CNY', 'EUR', 'USD']),
    );
  });

  it('shows another account none of them', async () => {
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const mine = await settlements({ pageSize: 100 });
    expect(mine.total).toBeGreaterThan(0);
    const theirs = await settlements({ pageSize: 100 }, hangzhou);
    const numbers = new Set(mine.list.map((row) => row.settlementNo));
    expect(theirs.list.filter((row) => numbers.has(row.settlementNo))).toEqual([]);
    expect(theirs.list.some((row) => row.documentNo === EXPORT_POLICY_NO)).toBe(false);
  });

  it('answers bad dates with the SPEC §5 messages (400) and no session with 401', async () => {
    const cases: [object, string][] = [
      [{ startDate: inDays(-1) }, '开始日期：请填写完整的起保日期'],
      [{ startDate: inDays(1), endDate: inDays(-1) }, '开始日期：开始日期不能晚于结束日期'],
    ];
    for (const [body, message] of cases) {
      const response = await query(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: '400000', message });
    }
    expect((await query({ startDate: '2025-02-30', endDate: '2025-03-01' })).statusCode).toBe(400);
    expect(
      (
        await callWithInvalidInput(
          ctx.app,
          settlementEndpoints.querySettlements,
          { kind: 'claims' },
          { cookie: ctx.token },
        )
      ).statusCode,
    ).toBe(400);
    expect((await call(ctx.app, settlementEndpoints.querySettlements, {})).statusCode).toBe(401);
    expect((await call(ctx.app, settlementEndpoints.downloadSettlements)).statusCode).toBe(401);
  });
});

describe('GET /cargo/settlement/NoPaySettlementList', () => {
  it('downloads the list as xlsx text cells in the caller language', async () => {
    const page = await settlements({ pageSize: 100 });
    const response = await call(
      ctx.app,
      settlementEndpoints.downloadSettlements,
      { kind: 'declaration' },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('NoPaySettlementList-');
    const { rows } = await readWorkbook(response.rawPayload);
    expect(rows[0]!.values[0]).toBe('Settlement no.');
    const row = rows.find((entry) => entry.values[0] === monthNo)!;
    const expected = page.list.find((entry) => entry.settlementNo === monthNo)!;
    expect(row.values).toEqual([
      monthNo,
      'Open policy monthly settlement',
      EXPORT_POLICY_NO,
      expected.productName,
      expected.insuredName,
      month,
      expected.date,
      String(expected.count),
      'USD',
      expected.insuredAmount,
      expected.premium,
    ]);
    expect(row.types.every((type) => type === 3)).toBe(true);
    expect(rows.some((entry) => entry.values[1] === 'Application pending payment')).toBe(false);

    const zh = await call(
      ctx.app,
      settlementEndpoints.downloadSettlements,
      { startDate: 'x' },
      { cookie: ctx.token },
    );
    expect(zh.statusCode).toBe(400);
  });
});
