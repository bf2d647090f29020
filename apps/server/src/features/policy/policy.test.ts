import type { ApplicationView, EndpointInput, Page, PolicyListRow, TempApplyResult } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { countRows, inDays, logInToAccount, WIDE_RANGE } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const query = (
  body: EndpointInput<typeof policyEndpoints.listPolicies>,
  cookie = ctx.token,
  lang?: 'zh' | 'en',
) => call(ctx.app, policyEndpoints.listPolicies, body, { cookie, lang });

describe('POST /cargo/query/queryPolicyInfo', () => {
  it('lists the seeded policies newest first with validity and status on today', async () => {
    const page = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }, ctx.token, 'en'));
    expect(page).toMatchObject({ total: 3, pageNo: 1, pageSize: 10 });
    const [imported, exported, road] = [
      page.list.find((row) => row.marketproductCode === 'MP09110008')!,
      page.list.find((row) => row.marketproductCode === 'MP09110009')!,
      page.list.find((row) => row.marketproductCode === 'MP09110012')!,
    ];
    expect(page.list.map((row) => row.policyNo)).toEqual([
      imported.policyNo,
      exported.policyNo,
      road.policyNo,
    ]);
    expect(exported).toMatchObject({
      voucherNo: exported.policyNo,
      riskName: 'Hamburg Haushaltswaren GmbH',
      planDetail: 'Institute Cargo Clauses (A)',
      businessStatus: 'P1',
      policyStatus: null,
      policyStatusName: 'Normal',
      validity: '02',
      validityName: 'In force',
      validPolicy: 'Y',
      // The demo claim reported on it (claim.seed.ts).
      hasClaim: 'Y',
      currencyCode: '03',
      insuredAmount: '110000.00',
      totalInsuredAmount: '11.00',
      totalActualPremium: '330.00',
    });
    expect(exported.policyNo).toMatch(/^60009\d{15}$/);
    expect(imported).toMatchObject({
      validity: '01',
      hasClaim: 'N',
      planDetail: 'All Risks + War risks',
      currencyCode: '12',
      totalInsuredAmount: '27.50',
    });
    expect(road).toMatchObject({
      policyStatus: '03',
      policyStatusName: 'Expired, not renewed',
      validity: null,
      validPolicy: 'N',
      licensePlate: '沪A·D82516',
      totalInsuredAmount: '38.00',
    });
  });

  it("shows a corrected policy's riders and conveyance, not its application's", async () => {
    await ctx.app.db.execute(sql`update policies p
      set form = jsonb_set(a.form, '{transport,conveyanceName}', '"沪B·12345"'),
        quote = jsonb_set(a.quote, '{riderPremiums}', '[{"zh": "罢工险", "en": "Strikes risks"}]')
      from applications a where a.id = p.application_id and p.product_code = 'MP09110012'`);
    const page = data<Page<PolicyListRow>>(
      await query({ ...WIDE_RANGE, productCode: 'MP09110012' }, ctx.token, 'en'),
    );
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      licensePlate: '沪B·12345',
      planDetail: expect.stringMatching(/ \+ Strikes risks$/),
    });
  });

  it('filters by the last 4 or all 20 digits, product, insured, validity and start date', async () => {
    const all = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }));
    const target = all.list[1]!;
    const byTail = data<Page<PolicyListRow>>(
      await query({ ...WIDE_RANGE, policyNo: target.policyNo!.slice(-4) }),
    );
    expect(byTail.list.map((row) => row.policyNo)).toEqual([target.policyNo]);
    // A full number needs no dates (SPEC §5).
    const byNumber = data<Page<PolicyListRow>>(await query({ policyNo: target.policyNo! }));
    expect(byNumber.total).toBe(1);
    const byProduct = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE, productCode: 'MP09110012' }));
    expect(byProduct.list.map((row) => row.marketproductCode)).toEqual(['MP09110012']);
    const byInsured = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE, insuredName: '张' }));
    expect(byInsured.list.map((row) => row.riskName)).toEqual(['张丽']);
    const notYet = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE, validity: '01' }));
    expect(notYet.list.map((row) => row.marketproductCode)).toEqual(['MP09110008']);
    const started = data<Page<PolicyListRow>>(await query({ startDate: inDays(-30), endDate: inDays(0) }));
    expect(started.list.map((row) => row.marketproductCode)).toEqual(['MP09110009']);
    const paged = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE, pageSize: 2, pageNo: 2 }));
    expect(paged).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(paged.list).toHaveLength(1);
  });

  it('answers the SPEC §5 query messages with HTTP 400', async () => {
    const cases: [object, string][] = [
      [{ ...WIDE_RANGE, policyNo: '123456' }, '保单号：保单号位数输入有误，仅支持4位或20位数字'],
      [{ ...WIDE_RANGE, policyNo: 'ABCD' }, '保单号：保单号必须为数字'],
      [{ startDate: inDays(-1) }, '开始日期：请填写完整的起保日期'],
      [{ startDate: inDays(1), endDate: inDays(-1) }, '开始日期：开始日期不能晚于结束日期'],
    ];
    for (const [body, message] of cases) {
      const response = await query(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: '400000', message });
    }
    const en = await query({ startDate: inDays(-1) }, ctx.token, 'en');
    expect(en.json().message).toBe('Start date: Please fill in the complete insurance start date range');
  });

  it('shows another account none of these policies', async () => {
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const all = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }));
    expect(data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }, hangzhou)).total).toBe(0);
    expect(data<Page<PolicyListRow>>(await query({ policyNo: all.list[0]!.policyNo! }, hangzhou)).total).toBe(
      0,
    );
  });
});

describe('POST /cargo/query/copyPolicyInfo', () => {
  it('starts a new draft from an issued policy, without the shipment details', async () => {
    const all = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }));
    const source = all.list.find((row) => row.marketproductCode === 'MP09110009')!;
    const copy = data<TempApplyResult>(
      await call(ctx.app, policyEndpoints.copyPolicy, { policyNo: source.policyNo! }, { cookie: ctx.token }),
    );
    expect(copy).toMatchObject({ status: 'B1', quote: null });
    expect(copy.voucherNo).not.toBe(source.voucherNo);
    const view = data<ApplicationView>(
      await call(ctx.app, applicationEndpoints.loadDraft, { id: copy.id }, { cookie: ctx.token }),
    );
    expect(view.form.insured.insuredName).toBe('Hamburg Haushaltswaren GmbH');
    expect(view.form.insurance).toMatchObject({
      mainClause: 'ICC_A',
      invoiceAmount: '100000.00',
      currencyCode: '03',
    });
    expect(view.form.basic).toEqual({ insuranceBeginDate: null, insuranceEndDate: null });
    expect(view.form.transport).toMatchObject({
      invoiceNo: null,
      blNo: null,
      departurePort: 'CNSHA',
      destinationPort: 'DEHAM',
    });
  });

  it('answers not found for another account’s policy or an unknown number, and 400 for a malformed one', async () => {
    const all = data<Page<PolicyListRow>>(await query({ ...WIDE_RANGE }));
    const before = await countRows(ctx.app, applications);
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const theirs = await call(
      ctx.app,
      policyEndpoints.copyPolicy,
      { policyNo: all.list[0]!.policyNo! },
      { cookie: hangzhou },
    );
    expect(theirs.statusCode).toBe(404);
    const unknown = await call(
      ctx.app,
      policyEndpoints.copyPolicy,
      { policyNo: '60009202500000099999' },
      { cookie: ctx.token },
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(
      ctx.app,
      policyEndpoints.copyPolicy,
      { policyNo: '1234' },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(await countRows(ctx.app, applications)).toBe(before);
  });
});
