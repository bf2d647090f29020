import type { Correctability, CorrectionListPage, EndpointInput } from '@cargo/domain';
import { CLAIM_STATUS } from '@cargo/domain';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimSettlements, claims, policies } from '../../db/schema/index.ts';
import {
  appliedCorrection,
  applyCorrection,
  correct,
  correctionCounts,
  issuePolicy,
  policyRowOf,
} from '../../test/correction.fixtures.ts';
import { inDays, logInAsUnderwriter, logInToAccount, newKey } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { accountIdOf, insertClaim } from '../claim/claim-document.fixtures.ts';

/** Surrender (00006), the party changes (70001, 10001), the types not offered, endorsement numbers. */

const ctx = useTestApp({ logIn: 'demo' });

const apply = (body: EndpointInput<typeof correctionEndpoints.applyCorrection>) =>
  appliedCorrection(ctx, body, 'en');
const able = async (policyNo: string) =>
  data<Correctability>(await correct(ctx, correctionEndpoints.correctability, { policyNo }, 'en'));
const policyRow = (policyNo: string) => policyRowOf(ctx, policyNo);
const messageOf = (response: { json: () => { message: string } }) => response.json().message;

/** A policy issued today whose cover started yesterday (the goods have departed). */
const startedPolicy = async () => {
  const policy = await issuePolicy(ctx);
  await ctx.app.db
    .update(policies)
    .set({ insuranceBeginDate: inDays(-1) })
    .where(eq(policies.id, policy.policyId));
  return policy;
};

/** A claim of the demo account on the policy, in the status, with a settlement payable when given. */
const claimOn = async (policyNo: string, status: string, payable?: number) => {
  const claim = await insertClaim(ctx.app, await accountIdOf(ctx.app, 'SHOCEAN'), { status });
  await ctx.app.db.update(claims).set({ policyNo }).where(eq(claims.id, claim.id));
  if (payable === undefined) return;
  await ctx.app.db.insert(claimSettlements).values({
    claimId: claim.id,
    currencyCode: 'USD',
    lines: [],
    totalClaimed: payable,
    totalAssessed: payable,
    deductible: 0,
    payable,
    cappedBySumInsured: false,
    exchangeRate: '7.1',
    payableCny: payable * 7,
    calculatedAt: new Date(),
  });
};

const NEW_APPLICANT = {
  appliType: 'group',
  appliName: '宁波远航国际物流有限公司',
  appliIdType: '10',
  appliIdNo: '91330200MA2AFXXH2R',
  appliContact: '李强',
  appliPhone: '13900139000',
  appliEmail: 'ops@ningbo-yuanhang.test',
};

const applicantChange = (policyId: number, applicant: object = NEW_APPLICANT) => ({
  policyId,
  correctionType: '70001',
  reason: '投保人名称变更',
  applicant,
  requestKey: newKey(),
});

describe('endorsement numbers and the party changes (70001 applicant, 10001 insured)', () => {
  it('changes the applicant at once: endorsement number on the policy, the change shown by name', async () => {
    const policy = await issuePolicy(ctx);
    const result = await apply(applicantChange(policy.policyId));
    expect(result).toMatchObject({ status: 'E2', outcome: 'effective', correctionType: '70001' });
    expect(result.pricing).toMatchObject({ additionalPremium: '0.00', returnPremium: '0.00' });
    expect(result.notices).toEqual(['Changing the applicant or the insured does not change the premium']);
    expect(result.endorsementNo).toMatch(new RegExp(`^80009${new Date().getFullYear()}\\d{11}$`));
    expect(result.changes).toContainEqual({
      section: 'applicant',
      field: 'appliName',
      label: 'Applicant name',
      before: '上海远洋贸易有限公司',
      after: '宁波远航国际物流有限公司',
    });
    const row = await policyRow(policy.policyNo);
    expect(row).toMatchObject({ endorsementNo: result.endorsementNo, policyStatus: null });
    const after = await able(policy.policyNo);
    expect(after.parties.applicant).toMatchObject({ appliName: '宁波远航国际物流有限公司' });
    expect(after.current.transport.conveyanceName).toBeTruthy();
  });

  it('gives every effective correction its own endorsement number, the policy keeping the latest', async () => {
    const policy = await issuePolicy(ctx);
    const first = await apply(applicantChange(policy.policyId));
    const second = await apply({
      policyId: policy.policyId,
      correctionType: '10001',
      reason: 'CIF 货物转让给买方',
      insured: {
        insuredType: 'group',
        insuredName: 'Rotterdam Imports B.V.',
        insuredIdType: '99',
        insuredIdNo: 'NL123456789B01',
      },
      requestKey: newKey(),
    });
    expect(second.status).toBe('E2');
    expect(second.endorsementNo).not.toBe(first.endorsementNo);
    expect(Number(second.endorsementNo!.slice(-11))).toBeGreaterThan(Number(first.endorsementNo!.slice(-11)));
    expect(await policyRow(policy.policyNo)).toMatchObject({
      endorsementNo: second.endorsementNo,
      riskName: 'Rotterdam Imports B.V.',
    });
  });

  it('checks the new party like the application form: 400 on its field, nothing written', async () => {
    const policy = await issuePolicy(ctx);
    const before = await correctionCounts(ctx);
    const badUscc = await applyCorrection(
      ctx,
      applicantChange(policy.policyId, { ...NEW_APPLICANT, appliIdNo: '91330200MA2AFXXH2D' }),
      'en',
    );
    expect(badUscc.statusCode).toBe(400);
    expect(badUscc.json().data.issues[0].path).toEqual(['applicant', 'appliIdNo']);
    const same = await applyCorrection(
      ctx,
      applicantChange(policy.policyId, {
        appliType: 'group',
        appliName: '上海远洋贸易有限公司',
        appliIdType: '10',
        appliIdNo: '91310115MA1H7GXQ3E',
        appliContact: '王明',
        appliPhone: '13800138000',
        appliEmail: 'demo@cargo-portal.test',
      }),
      'en',
    );
    expect(same.statusCode).toBe(400);
    const missing = await applyCorrection(
      ctx,
      { ...applicantChange(policy.policyId), applicant: undefined },
      'zh',
    );
    expect(messageOf(missing)).toContain('请填写变更后的信息');
    const foreign = await applyCorrection(
      ctx,
      { ...applicantChange(policy.policyId), goodsNotShipped: true },
      'en',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.issues[0].path).toEqual(['goodsNotShipped']);
    expect(await correctionCounts(ctx)).toEqual(before);
  });

  it('refers an assignment (10001) after a loss was reported; the applicant change is not referred', async () => {
    const policy = await issuePolicy(ctx);
    await ctx.app.db.update(policies).set({ hasClaim: true }).where(eq(policies.id, policy.policyId));
    const result = await apply({
      policyId: policy.policyId,
      correctionType: '10001',
      reason: '转让',
      insured: {
        insuredType: 'personal',
        insuredName: '李四',
        insuredIdType: '01',
        insuredIdNo: '440524188001010014',
      },
      requestKey: newKey(),
    });
    expect(result).toMatchObject({ status: 'E1', endorsementNo: null });
    expect(result.referrals.map((referral) => referral.key)).toEqual([
      'correction.refer.assignmentAfterClaim',
    ]);
    expect((await policyRow(policy.policyNo)).policyStatus).toBe('01');
  });

  it('answers a double submit with one correction and one endorsement number', async () => {
    const policy = await issuePolicy(ctx);
    const body = applicantChange(policy.policyId);
    const [a, b] = await Promise.all([apply(body), apply(body)]);
    expect(b.id).toBe(a.id);
    expect(b.endorsementNo).toBe(a.endorsementNo);
    const list = data<CorrectionListPage>(
      await correct(ctx, correctionEndpoints.listCorrections, { policyNo: policy.policyNo }),
    );
    expect(list.total).toBe(1);
  });
});

describe('surrender (00006)', () => {
  it('is refused before departure (that is a cancellation) with 400', async () => {
    const policy = await issuePolicy(ctx);
    const response = await applyCorrection(
      ctx,
      { policyId: policy.policyId, correctionType: '00006', reason: '不再需要', requestKey: newKey() },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('apply for a cancellation instead');
  });

  it('after departure returns nothing, is effective at once and marks the policy surrendered (05)', async () => {
    const policy = await startedPolicy();
    expect((await able(policy.policyNo)).allowedTypes).toContain('00006');
    const result = await apply({
      policyId: policy.policyId,
      correctionType: '00006',
      reason: '贸易合同解除',
      requestKey: newKey(),
    });
    expect(result).toMatchObject({ status: 'E2', outcome: 'effective' });
    expect(result.pricing).toMatchObject({
      returnPremium: '0.00',
      cancellationFee: '0.00',
      newInsuredAmount: '0.00',
    });
    expect(result.notices).toEqual(['Cover has started: a surrender returns no premium']);
    expect(await policyRow(policy.policyNo)).toMatchObject({
      policyStatus: '05',
      endorsementNo: result.endorsementNo,
    });
    const again = await applyCorrection(
      ctx,
      { policyId: policy.policyId, correctionType: '00006', reason: 'x', requestKey: newKey() },
      'en',
    );
    expect(again.statusCode).toBe(409);
  });

  it('goods never shipped: the premium less 5 % after an underwriter approves it', async () => {
    const policy = await startedPolicy();
    const result = await apply({
      policyId: policy.policyId,
      correctionType: '00006',
      reason: '货物未装船',
      goodsNotShipped: true,
      requestKey: newKey(),
    });
    // Premium USD 374.00: fee 18.70, return 355.30.
    expect(result).toMatchObject({ status: 'E1', endorsementNo: null });
    expect(result.pricing).toMatchObject({ returnPremium: '355.30', cancellationFee: '18.70' });
    const underwriter = await logInAsUnderwriter(ctx.app);
    const approved = await call(
      ctx.app,
      correctionEndpoints.decideCorrection,
      { decision: 'approve', id: result.id },
      { cookie: underwriter, lang: 'en' },
    );
    expect(approved.json().data.endorsementNo).toMatch(/^8\d{19}$/);
    expect((await policyRow(policy.policyNo)).policyStatus).toBe('05');
  });

  it('is refused while a claim is open or after one was paid, not after one closed without payment', async () => {
    const open = await startedPolicy();
    await claimOn(open.policyNo, CLAIM_STATUS.reported);
    const body = (policyId: number) => ({
      policyId,
      correctionType: '00006',
      reason: '退保',
      requestKey: newKey(),
    });
    const refusedOpen = await applyCorrection(ctx, body(open.policyId), 'en');
    expect(refusedOpen.statusCode).toBe(409);
    expect(messageOf(refusedOpen)).toContain('A claim on this policy is still open');
    expect((await able(open.policyNo)).unavailableTypes).toContainEqual({
      type: '00006',
      reason: 'A claim on this policy is still open: the policy cannot be surrendered until it is closed',
    });
    const paid = await startedPolicy();
    await claimOn(paid.policyNo, CLAIM_STATUS.closed, 100_00);
    const refusedPaid = await applyCorrection(ctx, body(paid.policyId), 'zh');
    expect(refusedPaid.statusCode).toBe(409);
    expect(messageOf(refusedPaid)).toContain('该保单已发生赔付，不能退保');
    const declined = await startedPolicy();
    await claimOn(declined.policyNo, CLAIM_STATUS.closed);
    expect((await apply(body(declined.policyId))).status).toBe('E2');
  });

  it('answers not found for another account’s policy', async () => {
    const policy = await startedPolicy();
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    const response = await call(
      ctx.app,
      correctionEndpoints.applyCorrection,
      { policyId: policy.policyId, correctionType: '00006', reason: 'x', requestKey: newKey() },
      { cookie: other },
    );
    expect(response.statusCode).toBe(404);
    const party = await call(ctx.app, correctionEndpoints.applyCorrection, applicantChange(policy.policyId), {
      cookie: other,
    });
    expect(party.statusCode).toBe(404);
  });
});

describe('types not offered (90002, 60001, 80001)', () => {
  it.each([
    [
      '90002',
      'Endorsement type: Policies here are paid in one sum when issued',
      '本平台的保单在出单时一次缴清保费',
    ],
    ['60001', 'Endorsement type: No temporary policies are issued here', '本平台不出具暂保单'],
    ['80001', 'Endorsement type: Open policies here are rated per shipment declared', '不按营业额计费'],
  ])('refuses %s with 400 saying why, in English and Chinese, writing nothing', async (type, en, zh) => {
    const policy = await issuePolicy(ctx);
    const before = await correctionCounts(ctx);
    const body = { policyId: policy.policyId, correctionType: type, reason: 'x', requestKey: newKey() };
    const english = await applyCorrection(ctx, body, 'en');
    expect(english.statusCode).toBe(400);
    expect(messageOf(english)).toContain(en);
    expect(messageOf(await correct(ctx, correctionEndpoints.previewCorrection, body, 'zh'))).toContain(zh);
    expect(await correctionCounts(ctx)).toEqual(before);
  });
});
