import { amountText, type ClaimCheck, type ClaimDetail, currencyByIso, parseAmountIn } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../db/schema/index.ts';
import { claimCall, claimReport, reportClaim, setCover, submitBody } from '../../test/claim.fixtures.ts';
import { issuePolicy } from '../../test/correction.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { inDays, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { setSwitch } from '../switch/switch.service.ts';

/** Fast claims in SHOCEAN's Ningbo branch, which has no claims yet (docs/business-rules.md "Claims"). */
const ctx = useTestApp({ logIn: 'demo' });
let ningbo: Actor;
let policyNo: string;

beforeAll(async () => {
  ningbo = { app: ctx.app, token: await logInToAccount(ctx.app, 'SHOCEAN-NB') };
  policyNo = (await issuePolicy(ningbo)).policyNo;
  await setCover(ctx.app, policyNo, inDays(-10), inDays(50));
});

const fastCheck = async (overrides: object, lang: 'zh' | 'en' = 'en') =>
  data<ClaimCheck>(
    await claimCall(
      ningbo,
      claimReportEndpoints.checkFastTrackClaims,
      claimReport(policyNo, overrides),
      lang,
    ),
  );
const reasonsOf = (answer: ClaimCheck) => answer.fastClaimRefusals.map((refusal) => refusal.reason);
const standing = async () =>
  data<{ highQuality: boolean; claimsInLastYear: number }>(
    await call(ctx.app, claimReportEndpoints.highQualityCustomer, {}, { cookie: ningbo.token }),
  );

describe('fast claims', () => {
  it('qualifies a small cargo damage of a customer in good standing', async () => {
    expect(await standing()).toEqual({ highQuality: true, claimsInLastYear: 0 });
    const answer = await fastCheck({});
    expect(answer).toMatchObject({
      fastClaimEligible: true,
      fastClaimRefusals: [],
      estimatedLossCny: '8000.00',
    });
    expect(reasonsOf(await fastCheck({ estimatedLoss: '10000.00' }))).toEqual([]);
  });

  it('refuses each unqualified report with its reason, in the caller language', async () => {
    const total = await fastCheck({ lossType: '03' }, 'zh');
    expect(total.fastClaimRefusals).toEqual([
      { reason: 'lossType', message: '仅货损、货差/短少可走快速理赔' },
    ]);
    const damage = await fastCheck({ propertyDamage: 'Y', propertyDamageDetail: '仓库墙体熏黑' });
    expect(damage.fastClaimRefusals).toEqual([
      { reason: 'injuryOrDamage', message: 'Persons, vehicles or third-party property were harmed' },
    ]);
    expect(reasonsOf(await fastCheck({ vehicleDamage: 'Y' }))).toEqual(['injuryOrDamage']);
    const injury = { personalInjury: 'Y', outpatientCount: 1 };
    expect(reasonsOf(await fastCheck(injury))).toEqual(['injuryOrDamage']);
    const cents = { estimatedLoss: '10000.01' };
    expect(reasonsOf(await fastCheck(cents))).toEqual(['amount']);
    // USD 1,411.00 at 7.09 is CNY 10,003.99.
    const dollars = await fastCheck({ estimatedLoss: '1411.00', estimatedCurrency: '03' });
    expect(dollars).toMatchObject({ estimatedLossCny: '10003.99', fastClaimEligible: false });
    expect(dollars.fastClaimRefusals[0]!.message).toBe('The estimated loss is above CNY 10,000');
  });

  it('shows the payout after the deductible, and offers no fast claim for an estimate the deductible takes whole', async () => {
    const { policyCurrency, deductible } = await fastCheck({});
    const currency = currencyByIso(policyCurrency)!;
    const inPolicyCurrency = (estimatedLoss: string) =>
      fastCheck({ estimatedLoss, estimatedCurrency: currency.code }, 'zh');
    const nil = await inPolicyCurrency(deductible);
    expect(nil).toMatchObject({ deductible, expectedPayout: '0.00', fastClaimEligible: false });
    expect(nil.fastClaimRefusals).toEqual([
      { reason: 'belowDeductible', message: '估损金额未超过免赔额，预计无赔款' },
    ]);
    const parsed = parseAmountIn(deductible, currency.code);
    if (!parsed.ok) throw new Error(`deductible ${deductible}`);
    const above = await inPolicyCurrency(amountText(parsed.value + 1234, currency.code));
    expect(above).toMatchObject({ expectedPayout: '12.34', fastClaimEligible: true });
  });

  it('refuses every fast claim while the switch is off', async () => {
    await setSwitch(ctx.app, 'isEnableFastClaim', 'N');
    try {
      const answer = await fastCheck({ lossType: '03' });
      expect(reasonsOf(answer)).toEqual(['switchOff', 'lossType']);
      const subject = await claimCall(ningbo, claimReportEndpoints.reportablePolicy, { policyNo });
      expect(subject.json().data.fastClaimEnabled).toBe(false);
    } finally {
      await setSwitch(ctx.app, 'isEnableFastClaim', 'Y');
    }
  });

  it('refuses a fast submit that does not qualify, storing nothing', async () => {
    const body = submitBody(claimReport(policyNo, { lossType: '03', estimatedLoss: '20000.00' }));
    const response = await claimCall(ningbo, claimReportEndpoints.submitFastReport, body, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This report does not qualify for a fast claim: Only cargo damage and shortage qualify; The estimated loss is above CNY 10,000',
    );
    expect(await ctx.app.db.select().from(claims).where(eq(claims.requestKey, body.requestKey))).toEqual([]);
  });

  it('submits a fast claim with its short document list', async () => {
    const response = await claimCall(
      ningbo,
      claimReportEndpoints.submitFastReport,
      submitBody(claimReport(policyNo)),
      'zh',
    );
    const result = data<{ reportNo: string; fastClaim: boolean }>(response);
    expect(result.fastClaim).toBe(true);
    expect(response.json().message).toBe(`快速理赔报案成功，报案号 ${result.reportNo}`);
    const detail = data<ClaimDetail>(
      await claimCall(ningbo, claimEndpoints.claimDetail, { reportNo: result.reportNo }),
    );
    expect(detail).toMatchObject({ fastClaim: true, missingDocuments: 4, status: '01' });
  });

  it('counts the claims of the last 365 days: a third claim ends the standing', async () => {
    expect(await standing()).toEqual({ highQuality: true, claimsInLastYear: 1 });
    await reportClaim(ningbo, claimReport(policyNo));
    expect(reasonsOf(await fastCheck({}))).toEqual([]);
    await reportClaim(ningbo, claimReport(policyNo));
    expect(await standing()).toEqual({ highQuality: false, claimsInLastYear: 3 });
    const refused = await fastCheck({}, 'zh');
    expect(refused.fastClaimRefusals).toEqual([
      { reason: 'customer', message: '近 365 天内已报案超过 2 次' },
    ]);
  });
});
