import type {
  ClaimCheck,
  ClaimDetail,
  ClaimSubject,
  EndpointInput,
  Page,
  PolicyListRow,
} from '@cargo/domain';
import { todayInChina } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimEvents, claimGoodsLines, claims } from '../../db/schema/index.ts';
import {
  claimCall,
  claimReport,
  declaredCertificateNo,
  draftFormOf,
  incidentAt,
  inForcePolicyNo,
  notStartedPolicyNo,
  reportClaim,
  setCover,
  setPolicyStatus,
  submitBody,
} from '../../test/claim.fixtures.ts';
import { issuePolicy, seededPolicy } from '../../test/correction.fixtures.ts';
import { inDays, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callPrepared, callWithInvalidInput, prepareCall } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const subjectOf = async (policyNo: string, lang: 'zh' | 'en' = 'en') =>
  data<ClaimSubject>(await claimCall(ctx, claimReportEndpoints.reportablePolicy, { policyNo }, lang));
const check = (
  report: EndpointInput<typeof claimReportEndpoints.checkSubmitReport>,
  lang: 'zh' | 'en' = 'en',
) => claimCall(ctx, claimReportEndpoints.checkSubmitReport, report, lang);
const issuesOf = (response: { json: () => { data: { issues: { path: string[]; message: string }[] } } }) =>
  response.json().data.issues;

describe('what a loss is reported on', () => {
  it('answers an issued policy of the account with its facts, reportable', async () => {
    const subject = await subjectOf(await inForcePolicyNo(ctx));
    expect(subject).toMatchObject({
      kind: 'policy',
      openPolicyNo: null,
      productCode: 'MP09110009',
      planCode: 'ICC_A',
      insuredName: 'Hamburg Haushaltswaren GmbH',
      insuranceBeginDate: inDays(-20),
      insuranceEndDate: inDays(40),
      currencyCode: '03',
      sumInsured: '110000.00',
      conveyance: 'COSCO SHIPPING ARIES V.025W',
      billOfLadingNo: 'COSU6312457890',
      reportable: true,
      notReportableReason: null,
      fastClaimEnabled: true,
    });
    expect(subject.planName).toMatch(/Institute Cargo Clauses \(A\)|ICC/);
  });

  it('answers a declared certificate under an open policy', async () => {
    const certificateNo = await declaredCertificateNo(ctx);
    expect(await subjectOf(certificateNo)).toMatchObject({
      policyNo: certificateNo,
      kind: 'certificate',
      openPolicyNo: '60110009202500000018',
      planCode: 'ICC_A',
      insuranceBeginDate: todayInChina(),
      sumInsured: '110000.00',
      reportable: true,
      claimCount: 0,
    });
  });

  it('is not reportable before the cover starts or once the policy is cancelled, with the reason', async () => {
    const notStarted = await subjectOf(await notStartedPolicyNo(ctx), 'zh');
    expect(notStarted).toMatchObject({
      reportable: false,
      notReportableReason: '保险责任尚未开始，不可报案',
    });
    const { policyNo } = await issuePolicy(ctx);
    await setCover(ctx.app, policyNo, inDays(-30), inDays(30));
    await setPolicyStatus(ctx.app, policyNo, '99');
    expect(await subjectOf(policyNo)).toMatchObject({
      reportable: false,
      notReportableReason: 'A loss cannot be reported on this policy (certificate) in its present status',
    });
  });

  it("answers 404 for another account's number", async () => {
    const policyNo = await inForcePolicyNo(ctx);
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const response = await call(
      ctx.app,
      claimReportEndpoints.reportablePolicy,
      { policyNo },
      { cookie: hangzhou, lang: 'en' },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Policy or certificate not found');
    const types = await call(ctx.app, claimReportEndpoints.lossTypes, { policyNo }, { cookie: hangzhou });
    expect(types.statusCode).toBe(404);
    const report = claimReport(policyNo);
    for (const refusedCall of [
      prepareCall(claimReportEndpoints.checkSubmitReport, report),
      prepareCall(claimReportEndpoints.checkFastTrackClaims, report),
      prepareCall(claimReportEndpoints.submitReport, submitBody(report)),
      prepareCall(claimReportEndpoints.submitFastReport, submitBody(report)),
    ]) {
      const refused = await callPrepared(ctx.app, refusedCall, { cookie: hangzhou });
      expect(refused.statusCode, refusedCall.endpoint.path).toBe(404);
    }
  });
});

describe('loss types and accident causes', () => {
  it('offers general average on a sea product and not on a domestic road one', async () => {
    const sea = data<{ valueCode: string }[]>(
      await claimCall(ctx, claimReportEndpoints.lossTypes, { policyNo: await inForcePolicyNo(ctx) }),
    );
    expect(sea.map((type) => type.valueCode)).toContain('05');
    const road = await seededPolicy(ctx, 'MP09110012');
    const domestic = data<{ valueCode: string; valueName: string }[]>(
      await claimCall(ctx, claimReportEndpoints.lossTypes, { policyNo: road.policyNo }, 'zh'),
    );
    expect(domestic.map((type) => type.valueCode)).not.toContain('05');
    expect(domestic[0]).toEqual({ valueCode: '01', valueName: '货损' });
  });

  it('offers the causes of the plan, in the caller language', async () => {
    const { level1AccidentCauses: level1, level2AccidentCauses: level2 } = claimReportEndpoints;
    const restricted = (await claimCall(ctx, level1, { planCode: 'ICC_B' }, 'en')).json().data;
    expect(restricted.map((cause: { valueCode: string }) => cause.valueCode)).toEqual(['01', '02', '99']);
    expect(restricted[0].valueName).toBe('Natural Calamities');
    const all = (await claimCall(ctx, level1, { planCode: 'ICC_A' }, 'zh')).json().data;
    expect(all.map((cause: { valueCode: string }) => cause.valueCode)).toEqual(['01', '02', '03', '99']);
    const theft = (await claimCall(ctx, level2, { planCode: 'ICC_A', level1Code: '03' }, 'zh')).json().data;
    expect(theft[0]).toEqual({ valueCode: '0301', valueName: '偷窃、提货不着' });
    expect((await claimCall(ctx, level2, { planCode: 'ICC_B', level1Code: '03' }, 'en')).json().data).toEqual(
      [],
    );
  });
});

describe('checking a report', () => {
  it('names each missing field in the caller language (lang cookie or Accept-Language)', async () => {
    const report = claimReport(await inForcePolicyNo(ctx), { reporterName: '' });
    const zh = await check(report, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(issuesOf(zh)).toContainEqual({ path: ['reporterName'], message: '报案人：不能为空' });
    const en = await call(ctx.app, claimReportEndpoints.checkSubmitReport, report, {
      cookie: ctx.token,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.statusCode).toBe(400);
    expect(issuesOf(en)[0]!.message).toMatch(/^Reporter: /);
  });

  it('refuses an incident outside the cover, in the future or beyond the time bar', async () => {
    const policyNo = await inForcePolicyNo(ctx);
    const outside = await check(claimReport(policyNo, { incidentTime: incidentAt(-25) }), 'en');
    expect(outside.statusCode).toBe(400);
    expect(issuesOf(outside)).toEqual([
      {
        path: ['incidentTime'],
        message: `Time of loss: The time of loss must be within the period of cover, ${inDays(-20)} to ${inDays(40)}`,
      },
    ]);
    const future = await check(claimReport(policyNo, { incidentTime: incidentAt(1) }), 'zh');
    expect(issuesOf(future)[0]!.message).toBe('出险时间：出险时间不能晚于当前时间');
    const old = await issuePolicy(ctx);
    await setCover(ctx.app, old.policyNo, inDays(-1000), inDays(-700));
    const barred = await check(claimReport(old.policyNo, { incidentTime: incidentAt(-800) }), 'en');
    expect(issuesOf(barred)[0]).toMatchObject({ path: ['incidentTime'] });
    expect(issuesOf(barred)[0]!.message).toContain('beyond the time bar');
  });

  it('refuses a cause the plan does not insure and a loss type the product does not take', async () => {
    const certificateNo = await declaredCertificateNo(ctx, 'ICC_B');
    const theft = claimReport(certificateNo, {
      incidentTime: `${todayInChina()} 00:00`,
      causeLevel1: '03',
      causeLevel2: '0301',
    });
    const refused = await check(theft, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)).toEqual([
      { path: ['causeLevel2'], message: '出险原因明细：该险别不承保所选出险原因，请重新选择' },
    ]);
    const road = await seededPolicy(ctx, 'MP09110012');
    const average = claimReport(road.policyNo, {
      incidentTime: incidentAt(-90),
      lossType: '05',
      goodsLines: [],
    });
    expect(issuesOf(await check(average, 'en'))).toEqual([
      { path: ['lossType'], message: 'Loss type: This product does not take the loss type chosen' },
    ]);
  });

  it('takes a place the base data knows: a city of the province, a country of the continent', async () => {
    const policyNo = await inForcePolicyNo(ctx);
    const hangzhouInShanghai = await check(
      claimReport(policyNo, { cityCode: '330100', districtCode: '' }),
      'en',
    );
    expect(hangzhouInShanghai.statusCode).toBe(400);
    expect(issuesOf(hangzhouInShanghai).map((issue) => issue.path)).toEqual([['cityCode']]);
    const overseas = { locationType: 'overseas', provinceCode: '', cityCode: '', districtCode: '' } as const;
    const germanyInAsia = await check(
      claimReport(policyNo, { ...overseas, continentCode: 'AS', countryCode: 'DE' }),
    );
    expect(issuesOf(germanyInAsia).map((issue) => issue.path)).toEqual([['countryCode']]);
    const inEurope = await check(
      claimReport(policyNo, { ...overseas, continentCode: 'EU', countryCode: 'DE' }),
    );
    expect(inEurope.statusCode).toBe(200);
  });

  it('answers the CNY value, the carrier notice and a goods total that differs, writing nothing', async () => {
    const before = (await ctx.app.db.select().from(claims)).length;
    const report = claimReport(await inForcePolicyNo(ctx), {
      estimatedLoss: '1000.00',
      estimatedCurrency: '03',
    });
    const answer = data<ClaimCheck>(await check(report, 'en'));
    expect(answer.estimatedLossCny).toBe('7090.00');
    expect(answer.carrierNoticeDue).toBe(inDays(2));
    expect(answer.warnings).toEqual([
      `Give the carrier written notice of the loss by ${inDays(2)} and keep its receipt; a late notice can lose the claim against the carrier`,
      'The damaged goods add up to USD 8,000.00, not the estimated loss of USD 1,000.00',
    ]);
    const late = data<ClaimCheck>(
      await check(claimReport(report.policyNo, { incidentTime: incidentAt(-5) }), 'zh'),
    );
    expect(late.warnings).toEqual(['距出险已超过 3 天，请尽快书面通知承运人，并在单证中上传通知函']);
    expect((await ctx.app.db.select().from(claims)).length).toBe(before);
  });
});

describe('submitting a report', () => {
  it('stores the claim with its goods lines and history, and marks the policy as claimed', async () => {
    const policyNo = await inForcePolicyNo(ctx);
    const response = await claimCall(
      ctx,
      claimReportEndpoints.submitReport,
      submitBody(claimReport(policyNo)),
      'en',
    );
    const result = data<{ reportNo: string; status: string; statusName: string; fastClaim: boolean }>(
      response,
    );
    expect(result.reportNo).toMatch(new RegExp(`^5${todayInChina().replaceAll('-', '')}\\d{11}$`));
    expect(result).toMatchObject({ status: '01', statusName: 'Reported', fastClaim: false });
    expect(response.json().message).toBe(`Loss reported. Report number ${result.reportNo}`);
    const [row] = await ctx.app.db.select().from(claims).where(eq(claims.reportNo, result.reportNo));
    expect(row).toMatchObject({ policyNo, subjectKind: 'policy', estimatedLoss: 800_000, lossType: '01' });
    expect(
      await ctx.app.db.select().from(claimGoodsLines).where(eq(claimGoodsLines.claimId, row!.id)),
    ).toEqual([
      expect.objectContaining({ lineNo: 1, quantity: 10_000, unitPrice: 80_000, claimedLoss: 800_000 }),
    ]);
    const events = await ctx.app.db.select().from(claimEvents).where(eq(claimEvents.claimId, row!.id));
    expect(events).toEqual([expect.objectContaining({ action: 'report', fromStatus: null, toStatus: '01' })]);
    const policies = data<Page<PolicyListRow>>(
      await call(ctx.app, policyEndpoints.listPolicies, { policyNo }, { cookie: ctx.token }),
    );
    expect(policies.list[0]!.hasClaim).toBe('Y');
    const detail = data<ClaimDetail>(
      await claimCall(ctx, claimEndpoints.claimDetail, { reportNo: result.reportNo }, 'zh'),
    );
    expect(detail).toMatchObject({
      locationName: '上海市 上海市 黄浦区 外高桥港区五号码头',
      causeName: '意外事故 / 火灾',
    });
  });

  it('refuses a report without the read-and-accept confirmation', async () => {
    const body = { ...submitBody(claimReport(await inForcePolicyNo(ctx))), accepted: false };
    const response = await callWithInvalidInput(ctx.app, claimReportEndpoints.submitReport, body, {
      cookie: ctx.token,
      lang: 'zh',
    });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)[0]!.message).toBe('阅读并同意：请阅读并同意报案须知');
  });

  it('makes one claim of a repeated or concurrent submit with the same key, and refuses the key for another report', async () => {
    const report = claimReport(await inForcePolicyNo(ctx));
    const body = submitBody(report);
    const count = async () =>
      (await ctx.app.db.select().from(claims).where(eq(claims.requestKey, body.requestKey))).length;
    const [first, second] = await Promise.all([
      claimCall(ctx, claimReportEndpoints.submitReport, body),
      claimCall(ctx, claimReportEndpoints.submitReport, body),
    ]);
    const firstNo = data<{ reportNo: string }>(first).reportNo;
    expect(data<{ reportNo: string }>(second).reportNo).toBe(firstNo);
    const again = data<{ reportNo: string }>(await claimCall(ctx, claimReportEndpoints.submitReport, body));
    expect(again.reportNo).toBe(firstNo);
    expect(await count()).toBe(1);
    const other = { ...body, report: { ...report, description: '另一次出险' } };
    const reused = await claimCall(ctx, claimReportEndpoints.submitReport, other, 'en');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(
      'This submission was already used for another report; reload the page and try again',
    );
    expect(await count()).toBe(1);
  });

  it('deletes the draft the report came from', async () => {
    const report = claimReport(await inForcePolicyNo(ctx));
    const saved = data<{ draftId: number }>(
      await claimCall(ctx, claimReportEndpoints.saveDraft, {
        requestKey: crypto.randomUUID(),
        form: draftFormOf(report),
      }),
    );
    await reportClaim(ctx, report, { draftId: saved.draftId });
    const gone = await claimCall(ctx, claimReportEndpoints.getDraft, { draftId: saved.draftId }, 'en');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Report draft not found');
  });

  it('makes one claim of 20 concurrent submits of one draft, and refuses a later submit of it', async () => {
    const report = claimReport(await inForcePolicyNo(ctx));
    const saved = data<{ draftId: number }>(
      await claimCall(ctx, claimReportEndpoints.saveDraft, {
        requestKey: crypto.randomUUID(),
        form: draftFormOf(report),
      }),
    );
    const reportedOn = async () =>
      (
        await ctx.app.db
          .select()
          .from(claims)
          .where(eq(claims.policyNo, report.policyNo ?? ''))
      ).length;
    const before = await reportedOn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        claimCall(
          ctx,
          claimReportEndpoints.submitReport,
          submitBody(report, { draftId: saved.draftId }),
          'en',
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await reportedOn()).toBe(before + 1);
    const later = await claimCall(
      ctx,
      claimReportEndpoints.submitReport,
      submitBody(report, { draftId: saved.draftId }),
      'zh',
    );
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe('该报案草稿已提交或已删除，请在报案查询中查看');
    expect(await reportedOn()).toBe(before + 1);
  });
});
