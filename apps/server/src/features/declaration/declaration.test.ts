import { randomUUID } from 'node:crypto';
import type {
  DeclarationPage,
  DeclarationResult,
  EndpointInput,
  OpenPolicyDetail,
  OpenPolicySummary,
} from '@cargo/domain';
import { todayInChina } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { documentEndpoints } from '@cargo/domain/api/document';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../db/schema/index.ts';
import {
  balanceOf,
  createOpenPolicy,
  DECLARATION_FORM_DEFAULT_INSURED,
  declarationForm,
  EXPORT_POLICY_NO,
  HANGZHOU_POLICY_NO,
  NINGBO_POLICY_NO,
  ROAD_POLICY_NO,
} from '../../test/declaration.fixtures.ts';
import { createDeclarationDraft } from '../../test/factories.ts';
import { countRows, inDays, logInToAccount } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const declarationCount = () => countRows(ctx.app, declarations);

const submit = async (
  body: EndpointInput<typeof declarationEndpoints.submitDeclaration>,
  options: { cookie?: string; lang?: 'zh' | 'en' } = {},
) => {
  const response = await call(ctx.app, declarationEndpoints.submitDeclaration, body, {
    cookie: ctx.token,
    ...options,
  });
  return response;
};
const submitted = async (
  body: EndpointInput<typeof declarationEndpoints.submitDeclaration>,
  options: { cookie?: string; lang?: 'zh' | 'en' } = {},
) => data<DeclarationResult>(await submit(body, options));

describe('open policies', () => {
  it('lists the account open policies with balance, dates, per-shipment limit and product', async () => {
    const response = await call(
      ctx.app,
      declarationEndpoints.listOpenPolicies,
      {},
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(200);
    const list = response.json().data.list as OpenPolicySummary[];
    expect(list.map((policy) => policy.policyNo)).toEqual([EXPORT_POLICY_NO, ROAD_POLICY_NO]);
    expect(list[0]).toMatchObject({
      productCode: 'MP09110009',
      productName: 'Export Cargo Transportation Insurance',
      currency: 'USD',
      totalInsuredAmount: '20000000.00',
      perShipmentLimit: '1000000.00',
      isInForce: true,
    });
    expect(list[0]!.effectiveDate <= todayInChina() && todayInChina() <= list[0]!.endDate).toBe(true);
    expect(list[1]).toMatchObject({
      currency: 'CNY',
      productName: 'Domestic Road Cargo Transportation Insurance',
    });
  });

  it('shows the detail of its own policy: clauses, addition cap, default addition and rate', async () => {
    const response = await call(
      ctx.app,
      declarationEndpoints.getOpenPolicy,
      { policyNo: EXPORT_POLICY_NO },
      { cookie: ctx.token },
    );
    const detail = response.json().data as OpenPolicyDetail;
    expect(detail).toMatchObject({
      insuredName: '上海远洋贸易有限公司',
      insuredContact: '王明',
      additionCapPercent: '30',
      defaultAdditionPercent: '10',
      ratePercent: '0.15',
    });
    expect(detail.mainClauses[0]).toEqual({ code: 'ICC_A', name: '英国协会货物条款（A）' });
    expect(detail.riders.map((rider) => rider.code)).toEqual(['WAR', 'STRIKES']);
  });

  it('does not show another account policy, not even a subordinate one without switching', async () => {
    for (const policyNo of [HANGZHOU_POLICY_NO, NINGBO_POLICY_NO]) {
      const response = await call(
        ctx.app,
        declarationEndpoints.getOpenPolicy,
        { policyNo },
        { cookie: ctx.token },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('404000');
    }
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const list = (await call(ctx.app, declarationEndpoints.listOpenPolicies, {}, { cookie: hangzhou })).json()
      .data.list;
    expect(list.map((policy: OpenPolicySummary) => policy.policyNo)).toEqual([HANGZHOU_POLICY_NO]);
    const newbie = await logInAs(ctx.app, 'newbie');
    expect(
      (await call(ctx.app, declarationEndpoints.listOpenPolicies, {}, { cookie: newbie })).json().data.list,
    ).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, declarationEndpoints.listOpenPolicies);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('POST /cargo/declaration/submit', () => {
  it('declares a shipment: 20-digit certificate, exact premium, balance drawn, correction type 90003', async () => {
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const response = await submit(declarationForm(), { lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data as DeclarationResult;
    expect(result).toMatchObject({
      outcome: 'declared',
      status: '03',
      currency: 'USD',
      insuredAmount: '110000.00',
      premium: '165.00',
      reviewReasons: [],
    });
    expect(result.certificateNo).toMatch(/^\d{4}90003\d{11}$/);
    expect(result.declarationNo).toMatch(/^TD\d{18}$/);
    expect(result.message).toBe(`Declared, certificate number ${result.certificateNo}`);
    expect(response.json().message).toBe(result.message);
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);
    expect(result.balance).toBe(((before - DECLARATION_FORM_DEFAULT_INSURED) / 100).toFixed(2));
    const [row] = await ctx.app.db
      .select()
      .from(declarations)
      .where(eq(declarations.certificateNo, result.certificateNo!));
    expect(row).toMatchObject({
      correctionType: '90003',
      status: '03',
      insuredAmount: 11_000_000,
      premium: 16_500,
    });
  });

  it('sends a shipment that fails the self-check to manual review, holding its amount', async () => {
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const result = await submitted(
      declarationForm({ destinationCountry: 'IR', goodsDescription: 'Paint UN1263' }),
      { lang: 'en' },
    );
    expect(result).toMatchObject({ outcome: 'review', status: '02', certificateNo: null });
    expect(result.message).toBe(
      `Self-check failed: sent to manual review (declaration number ${result.declarationNo})`,
    );
    expect(result.reviewReasons).toEqual([
      'The departure or destination country is sanctioned or a war-risk area',
      'The goods description names dangerous goods',
    ]);
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);
  });

  it('sends a late declaration (sailing more than 3 days ago) to review', async () => {
    const late = await submitted(declarationForm({ sailingDate: inDays(-4), issuingDate: inDays(-4) }));
    expect(late.outcome).toBe('review');
    expect(late.reviewReasons).toEqual(['起运日期早于申报日期3天以上（迟报）']);
    const onTime = await submitted(declarationForm({ sailingDate: inDays(-3), issuingDate: inDays(-3) }));
    expect(onTime.outcome).toBe('declared');
  });

  it('refuses a shipment over the per-shipment limit and records nothing', async () => {
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const count = await declarationCount();
    // 909,091.00 × 110% = 1,000,000.10 > 1,000,000.00
    const result = await submitted(declarationForm({ invoiceAmount: '909091.00' }));
    expect(result).toMatchObject({
      outcome: 'overPerShipmentLimit',
      declarationNo: null,
      certificateNo: null,
      insuredAmount: '1000000.10',
      perShipmentLimit: '1000000.00',
    });
    expect(result.message).toBe('保险金额超过该预约保单的单笔限额 USD 1000000.00，不能申报');
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before);
    expect(await declarationCount()).toBe(count);
    // Exactly at the limit is declared.
    expect((await submitted(declarationForm({ invoiceAmount: '909090.91' }))).outcome).toBe('declared');
  });

  it('refuses a shipment the remaining insured amount cannot cover and records nothing', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN', { totalInsuredAmount: 20_000_000 });
    const first = await submitted(declarationForm({ policyNo: policy.policyNo, invoiceAmount: '100000.00' }));
    expect(first).toMatchObject({ outcome: 'declared', balance: '90000.00' });
    const count = await declarationCount();
    const refused = await submitted(
      declarationForm({ policyNo: policy.policyNo, invoiceAmount: '90000.00' }),
      { lang: 'en' },
    );
    expect(refused).toMatchObject({
      outcome: 'insufficientBalance',
      balance: '90000.00',
      declarationNo: null,
    });
    expect(refused.message).toBe(
      'Insufficient remaining sum insured on the open policy (USD 90000.00 left); not declared',
    );
    expect(await declarationCount()).toBe(count);
    const exact = await submitted(
      declarationForm({ policyNo: policy.policyNo, invoiceAmount: '90000.00', additionPercent: '0' }),
    );
    expect(exact).toMatchObject({ outcome: 'declared', balance: '0.00' });
  });

  it('answers a repeat of the same request key with the first result and draws once', async () => {
    const form = declarationForm();
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const results = await Promise.all([submitted(form), submitted(form), submitted(form)]);
    expect(new Set(results.map((result) => result.certificateNo)).size).toBe(1);
    const again = await submitted(form);
    expect(again.certificateNo).toBe(results[0]!.certificateNo);
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);
  });

  it('refuses the same shipment declared twice under one policy', async () => {
    const form = declarationForm();
    await submitted(form);
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const again = await submit({
      ...form,
      requestKey: randomUUID(),
      invoiceNo: String(form.invoiceNo).toLowerCase(),
    });
    expect(again.statusCode).toBe(400);
    // A field error: named on the invoice number, listed in data.issues for the form.
    const message = '发票号：该票货物（发票号、提单号、起运日期相同）已在此预约保单下申报';
    expect(again.json().message).toBe(message);
    expect(again.json().data).toEqual({ issues: [{ path: ['invoiceNo'], message }] });
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before);
  });

  it('fails with the field names in the caller language and changes nothing', async () => {
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const empty = await submit(declarationForm({ goodsDescription: '', invoiceNo: '', billOfLadingNo: '' }), {
      lang: 'en',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'Goods description: cannot be empty; Invoice number: Please fill in the invoice number or the bill of lading/waybill number',
    );
    const early = await submit(declarationForm({ sailingDate: '2020-01-01', issuingDate: '2020-01-01' }));
    expect(early.json().message).toBe('起运日期：起运日期不能早于预约保单的保险起期');
    const issuing = await submit(declarationForm({ issuingDate: inDays(-1) }));
    expect(issuing.json().message).toBe('签单日期：签单日期不能早于起运日期');
    const addition = await submit(declarationForm({ additionPercent: '35' }), { lang: 'en' });
    expect(addition.json().message).toBe('Addition percentage: above the cap of the open policy');
    const currency = await submit(declarationForm({ invoiceCurrency: '01' }), { lang: 'en' });
    expect(currency.json().message).toBe('Invoice currency: must be the currency of the open policy');
    const country = await submit(declarationForm({ destinationCountry: 'XX' }), { lang: 'en' });
    expect(country.json().message).toBe('Destination country: unknown country code');
    const amount = await submit(declarationForm({ invoiceAmount: '12,000.00' }), { lang: 'en' });
    expect(amount.json().message).toMatch(/^Invoice amount: /);
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before);
  });

  it('cannot declare against another account open policy', async () => {
    const count = await declarationCount();
    for (const policyNo of [HANGZHOU_POLICY_NO, NINGBO_POLICY_NO]) {
      const response = await submit(declarationForm({ policyNo }));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('未找到该预约保单');
    }
    const newbie = await logInAs(ctx.app, 'newbie');
    expect((await submit(declarationForm(), { cookie: newbie })).statusCode).toBe(404);
    expect(await declarationCount()).toBe(count);
    // After switching to HZSHUNDA the demo user declares under its import cover (CIC clauses).
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const result = await submitted(
      declarationForm({
        policyNo: HANGZHOU_POLICY_NO,
        mainClause: 'CIC_ALL_RISKS',
        departureCountry: 'DE',
        destinationCountry: 'CN',
      }),
      { cookie: hangzhou },
    );
    expect(result).toMatchObject({ outcome: 'declared', premium: '198.00' });
  });
});

describe('drafts', () => {
  it('saves a draft with a draft number and no balance drawn, then declares it under the same number', async () => {
    const before = await balanceOf(ctx.app, ROAD_POLICY_NO);
    const form = declarationForm({
      policyNo: ROAD_POLICY_NO,
      mainClause: 'DOMESTIC_BASIC',
      riders: [],
      invoiceCurrency: '01',
      invoiceAmount: '200000.00',
      additionPercent: undefined,
      destinationCountry: 'CN',
      loadingPort: '上海',
      dischargePort: '成都',
    });
    const draft = await createDeclarationDraft(ctx, {
      requestKey: randomUUID(),
      policyNo: ROAD_POLICY_NO,
      goodsDescription: form.goodsDescription,
    });
    expect(draft).toMatchObject({ outcome: 'draft', status: '01', certificateNo: null, insuredAmount: null });
    expect(draft.message).toBe(`暂存成功，暂存单号：${draft.declarationNo}`);
    expect(await balanceOf(ctx.app, ROAD_POLICY_NO)).toBe(before);

    const detail = (
      await call(
        ctx.app,
        declarationEndpoints.getDeclaration,
        { declarationNo: draft.declarationNo! },
        { cookie: ctx.token },
      )
    ).json().data;
    expect(detail).toMatchObject({
      status: '01',
      goodsDescription: form.goodsDescription,
      sailingDate: null,
    });

    const declared = await submitted({ ...form, draftNo: draft.declarationNo! });
    // Domestic: addition 0% by default, basic cover 0.05% of CNY 200,000.00 = 100.00.
    expect(declared).toMatchObject({
      outcome: 'declared',
      declarationNo: draft.declarationNo,
      insuredAmount: '200000.00',
      premium: '100.00',
      currency: 'CNY',
    });
    expect(await balanceOf(ctx.app, ROAD_POLICY_NO)).toBe(before - 20_000_000);
    // Submitting the declared draft again answers the same certificate.
    const again = await submitted({ ...form, requestKey: randomUUID(), draftNo: draft.declarationNo! });
    expect(again.certificateNo).toBe(declared.certificateNo);
    expect(await balanceOf(ctx.app, ROAD_POLICY_NO)).toBe(before - 20_000_000);
  });

  it('deletes a draft, but nothing else', async () => {
    const draft = await createDeclarationDraft(ctx, { requestKey: randomUUID(), policyNo: EXPORT_POLICY_NO });
    const deleteDraft = (declarationNo: string | null) =>
      call(
        ctx.app,
        declarationEndpoints.deleteDraft,
        { declarationNo: declarationNo! },
        { cookie: ctx.token },
      );
    expect((await deleteDraft(draft.declarationNo)).statusCode).toBe(200);
    const declared = await submitted(declarationForm());
    expect((await deleteDraft(declared.declarationNo)).statusCode).toBe(404);
  });
});

describe('enquiry', () => {
  const query = async (
    body: EndpointInput<typeof declarationEndpoints.queryDeclarations>,
    cookie = ctx.token,
  ) => {
    const response = await call(ctx.app, declarationEndpoints.queryDeclarations, body, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as DeclarationPage;
  };
  const today = todayInChina();

  it('finds declarations by policy, certificate number, status, date range and text, newest first', async () => {
    const marker = `MARK-${randomUUID().slice(0, 6)}`;
    const declared = await submitted(declarationForm({ marks: `${marker} 12 PALLETS` }));
    const all = await query({ startDate: today, endDate: today, pageSize: 100 });
    expect(all.total).toBeGreaterThan(1);
    expect(all.list[0]!.declarationNo > all.list[1]!.declarationNo).toBe(true);
    const byCertificate = await query({ certificateNo: declared.certificateNo! });
    expect(byCertificate.list.map((row) => row.certificateNo)).toEqual([declared.certificateNo]);
    expect(byCertificate.list[0]).toMatchObject({
      statusName: '已申报',
      policyNo: EXPORT_POLICY_NO,
      insuredAmount: '110000.00',
    });
    const byText = await query({ startDate: today, endDate: today, keyword: marker.toLowerCase() });
    expect(byText.list.map((row) => row.declarationNo)).toEqual([declared.declarationNo]);
    const byTail = await query({
      policyNo: EXPORT_POLICY_NO.slice(-4),
      startDate: today,
      endDate: today,
      status: '02',
    });
    expect(byTail.list.every((row) => row.status === '02' && row.policyNo === EXPORT_POLICY_NO)).toBe(true);
    const paged = await query({ policyNo: EXPORT_POLICY_NO, pageNo: 2, pageSize: 1 });
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 1 });
    expect(paged.list).toHaveLength(1);
    const yesterday = await query({ startDate: inDays(-10), endDate: inDays(-1) });
    expect(yesterday.total).toBe(0);
  });

  it('applies the date range rules of the domain', async () => {
    const incomplete = await call(
      ctx.app,
      declarationEndpoints.queryDeclarations,
      { startDate: today },
      { cookie: ctx.token },
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('开始日期：请填写完整的起保日期');
    const reversed = await call(
      ctx.app,
      declarationEndpoints.queryDeclarations,
      { startDate: today, endDate: inDays(-1) },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('lists drafts and declarations under review as pending', async () => {
    const pending = (await call(ctx.app, declarationEndpoints.queryPending, {}, { cookie: ctx.token })).json()
      .data as DeclarationPage;
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.list.every((row) => row.status === '01' || row.status === '02')).toBe(true);
    // Its total, without a range of days, comes from the day totals: the same as counting the declarations.
    const [owner] = await ctx.app.db
      .select({ accountId: declarations.accountId })
      .from(declarations)
      .where(eq(declarations.declarationNo, pending.list[0]!.declarationNo));
    const counted = await ctx.app.db.$count(
      declarations,
      and(eq(declarations.accountId, owner!.accountId), inArray(declarations.status, ['01', '02'])),
    );
    expect(pending.total).toBe(counted);
  });

  it('keeps each account to its own declarations', async () => {
    const declared = await submitted(declarationForm());
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect((await query({ certificateNo: declared.certificateNo! }, hangzhou)).total).toBe(0);
    const detail = await call(
      ctx.app,
      declarationEndpoints.getDeclaration,
      { declarationNo: declared.declarationNo! },
      { cookie: hangzhou },
    );
    expect(detail.statusCode).toBe(404);
    const certificate = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: declared.declarationNo! },
      { cookie: hangzhou },
    );
    expect(certificate.statusCode).toBe(404);
  });

  it('prints the certificate of a declared shipment as a PDF, not of one under review', async () => {
    const declared = await submitted(declarationForm());
    const response = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: declared.declarationNo!, language: 'en-US' },
      { cookie: ctx.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pdfText(response.rawPayload).replace(/\s+/g, '')).toContain(declared.certificateNo);
    const review = await submitted(declarationForm({ destinationCountry: 'SY' }));
    const refused = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: review.declarationNo! },
      { cookie: ctx.token },
    );
    expect(refused.statusCode).toBe(400);
  });
});
