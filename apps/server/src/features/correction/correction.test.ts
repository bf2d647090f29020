import type {
  Correctability,
  CorrectionListPage,
  CorrectionPreview,
  CorrectionResult,
  CorrectionStatusChange,
  EndpointInput,
  SettlementPage,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { describe, expect, it } from 'vitest';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import {
  appliedCorrection,
  applyCorrection,
  cancellation,
  correct,
  correctionCounts,
  issuePolicy,
  OVER_LIMIT_CHANGES,
  policyRowOf,
  seededPolicy,
  wholeCorrection,
} from '../../test/correction.fixtures.ts';
import { inDays, logInAsUnderwriter, logInToAccount } from '../../test/insuring.fixtures.ts';
import { createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInWithPassword } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const able = async (policyNo: string, lang: 'zh' | 'en' = 'en') =>
  data<Correctability>(await correct(ctx, correctionEndpoints.correctability, { policyNo }, lang));
const apply = (body: EndpointInput<typeof correctionEndpoints.applyCorrection>) =>
  appliedCorrection(ctx, body, 'en');
const policyRow = (policyNo: string) => policyRowOf(ctx, policyNo);
const listOf = async (body: EndpointInput<typeof correctionEndpoints.listCorrections> = {}) =>
  data<CorrectionListPage>(await correct(ctx, correctionEndpoints.listCorrections, body, 'en'));
const decide = (
  id: number,
  body: Omit<EndpointInput<typeof correctionEndpoints.decideCorrection>, 'id'>,
  cookie: string,
) => call(ctx.app, correctionEndpoints.decideCorrection, { ...body, id }, { cookie, lang: 'en' });

/** A sum insured of USD 132,000 instead of 110,000 and another vessel. */
const RAISED = {
  transport: { conveyanceName: 'COSCO SHIPPING LEO V.031W' },
  insurance: { invoiceAmount: '120000.00' },
};

describe('GET /cargo/correct/able/{policyNo} and the verify calls', () => {
  it('allows cancellation before departure and surrender after it; details and parties always', async () => {
    const notStarted = await seededPolicy(ctx, 'MP09110008');
    const before = await able(notStarted.policyNo);
    expect(before).toMatchObject({
      policyId: notStarted.policyId,
      isCorrectable: true,
      reason: null,
      allowedTypes: ['90001', '70001', '10001', '00017'],
      unavailableTypes: [
        {
          type: '00006',
          reason: 'Cover has not started (the goods have not departed): apply for a cancellation instead',
        },
      ],
      isAfterDeparture: false,
      currencyCode: '12',
      insuredAmount: '275000.00',
      // The form greys out riders this clause already includes (theft, rain and fresh water damage).
      mainClause: 'CIC_ALL_RISKS',
    });
    expect(before.current.transport).toMatchObject({ creditNo: 'LC31025080012', departurePort: 'NLRTM' });
    expect(before.current.insurance.riders).toEqual([{ riderCode: 'WAR' }]);
    const inForce = await seededPolicy(ctx, 'MP09110009');
    expect(await able(inForce.policyNo)).toMatchObject({
      isCorrectable: true,
      // The seeded demo claim on this policy is open: no surrender until it is closed.
      allowedTypes: ['90001', '70001', '10001'],
      unavailableTypes: [
        {
          type: '00017',
          reason: 'Cover has started (the goods have departed): a cargo policy cannot be cancelled',
        },
        {
          type: '00006',
          reason: 'A claim on this policy is still open: the policy cannot be surrendered until it is closed',
        },
      ],
      isAfterDeparture: true,
    });
    const check = data(
      await correct(ctx, correctionEndpoints.checkPolicyCorrect, { policyNo: inForce.policyNo }),
    );
    expect(check).toEqual({ isCorrectable: true, reason: null });
    const level = data(
      await correct(ctx, correctionEndpoints.checkPolicyUserLevel, { policyNo: inForce.policyNo }),
    );
    expect(level).toEqual({ isOwnPolicy: true, reason: null });
  });

  it('refuses an expired policy and answers 400 for a malformed number', async () => {
    const expired = await seededPolicy(ctx, 'MP09110012');
    expect(await able(expired.policyNo, 'zh')).toMatchObject({
      isCorrectable: false,
      reason: '该保单已过保险期间，不可批改',
      allowedTypes: [],
    });
    expect((await correct(ctx, correctionEndpoints.correctability, { policyNo: '1234' })).statusCode).toBe(
      400,
    );
  });

  it("does not name a subordinate's policy to a parent's operator, who may not act there (not found)", async () => {
    const ningbo = await logInToAccount(ctx.app, 'SHOCEAN-NB');
    const theirs = await issuePolicy({ app: ctx.app, token: ningbo });
    await createMember(ctx.app, 'parent-operator', { SHOCEAN: 'operator' });
    const operator = await logInWithPassword(ctx.app, 'parent-operator', TEST_USER_PASSWORD);
    const answer = await call(
      ctx.app,
      correctionEndpoints.checkPolicyUserLevel,
      { policyNo: theirs.policyNo },
      { cookie: operator, lang: 'en' },
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('SHOCEAN-NB');
  });

  it('names the subordinate account that owns a policy: switch to it to correct', async () => {
    const ningbo = await logInToAccount(ctx.app, 'SHOCEAN-NB');
    const theirs = await issuePolicy({ app: ctx.app, token: ningbo });
    const answer = await able(theirs.policyNo, 'zh');
    expect(answer).toMatchObject({
      isCorrectable: false,
      allowedTypes: [],
      reason: '该保单属于下级账户 SHOCEAN-NB，请切换到该账户后再申请批改',
    });
    expect(
      data(await correct(ctx, correctionEndpoints.checkPolicyUserLevel, { policyNo: theirs.policyNo }, 'en')),
    ).toEqual({
      isOwnPolicy: false,
      reason:
        'This policy belongs to the subordinate account SHOCEAN-NB; switch to that account to apply for an endorsement',
    });
    const preview = await correct(
      ctx,
      correctionEndpoints.previewCorrection,
      wholeCorrection(theirs.policyId, RAISED),
    );
    expect(preview.statusCode).toBe(403);
    expect(
      data<Correctability>(
        await correct({ app: ctx.app, token: ningbo }, correctionEndpoints.correctability, {
          policyNo: theirs.policyNo,
        }),
      ),
    ).toMatchObject({ isCorrectable: true });
  });
});

describe('whole-policy correction (90001)', () => {
  it('previews the flat additional premium and the changed fields without writing anything', async () => {
    const policy = await issuePolicy(ctx);
    const before = await correctionCounts(ctx);
    const preview = data<CorrectionPreview>(
      await correct(
        ctx,
        correctionEndpoints.previewCorrection,
        wholeCorrection(policy.policyId, RAISED),
        'zh',
      ),
    );
    expect(preview).toMatchObject({
      policyNo: policy.policyNo,
      outcome: 'effective',
      referrals: [],
      pricing: {
        currencyCode: '03',
        oldPremium: '374.00',
        newPremium: '448.80',
        premiumDifference: '74.80',
        additionalPremium: '74.80',
        returnPremium: '0.00',
        oldInsuredAmount: '110000.00',
        newInsuredAmount: '132000.00',
        isAfterDeparture: false,
      },
      notices: ['加收保费在批改生效后计入结算清单'],
    });
    expect(preview.changes).toEqual([
      {
        section: 'transport',
        field: 'conveyanceName',
        label: '运输工具名称',
        before: 'COSCO SHIPPING ARIES',
        after: 'COSCO SHIPPING LEO V.031W',
      },
      {
        section: 'insurance',
        field: 'invoiceAmount',
        label: '发票金额',
        before: '100000.00',
        after: '120000.00',
      },
    ]);
    expect(await correctionCounts(ctx)).toEqual(before);
  });

  it('is effective at once: the policy, the enquiry, copyPolicyInfo and the settlement show it', async () => {
    const policy = await issuePolicy(ctx);
    const result = await apply(
      wholeCorrection(policy.policyId, {
        ...RAISED,
        transport: { ...RAISED.transport, destinationPort: 'NLRTM' },
      }),
    );
    expect(result).toMatchObject({ status: 'E2', statusName: 'Effective', outcome: 'effective' });
    expect(result.correctionNo).toMatch(new RegExp(`^${new Date().getFullYear()}90001\\d{11}$`));
    // The endorsement number: 8 + the product's last 4 digits + year + its own 11-digit sequence.
    expect(result.endorsementNo).toMatch(new RegExp(`^80009${new Date().getFullYear()}\\d{11}$`));
    expect(result.message).toBe(`The endorsement is effective; endorsement no. ${result.endorsementNo}`);
    expect((await policyRow(policy.policyNo)).endorsementNo).toBe(result.endorsementNo);
    expect((await listOf({ policyNo: policy.policyNo })).list[0]!.endorsementNo).toBe(result.endorsementNo);
    expect(result.changes.find((change) => change.field === 'destinationPort')).toMatchObject({
      before: 'Hamburg (DEHAM)',
      after: 'Rotterdam (NLRTM)',
    });
    expect(await policyRow(policy.policyNo)).toMatchObject({
      policyStatus: null,
      totalActualPremium: '448.80',
      insuredAmount: '132000.00',
    });
    const copy = data<{ id: number }>(
      await call(ctx.app, policyEndpoints.copyPolicy, { policyNo: policy.policyNo }, { cookie: ctx.token }),
    );
    const view = data<{
      form: { transport: { destinationPort: string }; insurance: { invoiceAmount: string } };
    }>(await call(ctx.app, applicationEndpoints.loadDraft, { id: copy.id }, { cookie: ctx.token }));
    expect(view.form.transport.destinationPort).toBe('NLRTM');
    expect(view.form.insurance.invoiceAmount).toBe('120000.00');

    const listed = await listOf({ policyNo: policy.policyNo });
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({
      id: result.id,
      correctionTypeName: 'Whole-policy endorsement',
      status: 'E2',
      canWithdraw: false,
      canDelete: false,
      reason: '更正发票金额',
    });
    expect(listed.list[0]!.decidedAt).not.toBeNull();

    const settlement = data<SettlementPage>(
      await call(
        ctx.app,
        settlementEndpoints.querySettlements,
        { kind: 'correction' },
        { cookie: ctx.token },
      ),
    );
    expect(settlement.list.find((row) => row.settlementNo === result.correctionNo)).toMatchObject({
      kind: 'correction',
      documentNo: policy.policyNo,
      premium: '74.80',
      insuredAmount: '132000.00',
    });
    expect(await able(policy.policyNo)).toMatchObject({ isCorrectable: true, insuredAmount: '132000.00' });
  });

  it('after departure charges at least the minimum premium and returns nothing', async () => {
    const inForce = await seededPolicy(ctx, 'MP09110009');
    const raised = await apply(
      wholeCorrection(inForce.policyId, { insurance: { invoiceAmount: '100100.00' } }),
    );
    // USD 110,110 × 0.30 % = 330.33: 0.33 more, raised to the minimum premium (CNY 50 at 7.09, rounded up).
    expect(raised.pricing).toMatchObject({
      oldPremium: '330.00',
      newPremium: '330.33',
      premiumDifference: '0.33',
      additionalPremium: '7.06',
      returnPremium: '0.00',
      isAfterDeparture: true,
    });
    expect(raised.notices).toContain(
      'After departure, the additional premium of an endorsement is at least the minimum premium',
    );
    expect((await policyRow(inForce.policyNo)).totalActualPremium).toBe('337.06');
    const lowered = await apply(
      wholeCorrection(inForce.policyId, { insurance: { invoiceAmount: '90000.00' } }),
    );
    expect(lowered.pricing).toMatchObject({
      oldPremium: '337.06',
      newPremium: '297.00',
      additionalPremium: '0.00',
      returnPremium: '0.00',
    });
    expect(lowered.notices).toEqual(['After departure, an endorsement returns no premium']);
    expect(await policyRow(inForce.policyNo)).toMatchObject({
      totalActualPremium: '337.06',
      insuredAmount: '99000.00',
    });
  });

  it('refuses bad input with 400 naming the field, in Chinese and English, writing nothing', async () => {
    const policy = await issuePolicy(ctx);
    const before = await correctionCounts(ctx);
    const cases: [object, string, string, string[]][] = [
      [
        wholeCorrection(policy.policyId, { transport: { departureDate: inDays(200) } }),
        '起运日期：起运日期须在保险期间内',
        'Departure date: The departure date must be within the period of insurance',
        ['changes', 'transport', 'departureDate'],
      ],
      [
        wholeCorrection(policy.policyId, { transport: { invoiceNo: '', blNo: '' } }),
        '发票号：发票号与提单/运单号至少填写一项',
        'Invoice number: Please fill in the invoice number or the bill of lading/waybill number',
        ['changes', 'transport', 'invoiceNo'],
      ],
      [
        wholeCorrection(policy.policyId, { transport: { destinationPort: 'DEXXX' } }),
        '目的港：',
        'Destination port: ',
        ['changes', 'transport', 'destinationPort'],
      ],
      [
        wholeCorrection(policy.policyId, { insurance: { invoiceAmount: '100000.00' } }),
        '批改内容：批改内容与原保单相同，请修改后再提交',
        'Endorsement details: The endorsement changes nothing on the policy; change a field and submit again',
        ['changes'],
      ],
      [
        // The correction form greys these out; the server refuses them all the same.
        wholeCorrection(policy.policyId, {
          insurance: { riders: [{ riderCode: 'WAR' }, { riderCode: 'THEFT' }] },
        }),
        '附加险：该附加险的保险责任已包含在所选主险中',
        'Additional cover: The chosen main clause already includes this additional cover',
        ['changes', 'insurance', 'riders', '1', 'riderCode'],
      ],
      [
        wholeCorrection(policy.policyId, undefined),
        '批改内容：请填写批改内容',
        'Endorsement details: Enter what the endorsement changes',
        ['changes'],
      ],
      [
        cancellation(policy.policyId, { changes: RAISED }),
        '批改内容：注销申请不能同时修改保单内容',
        'Endorsement details: A cancellation cannot change the policy at the same time',
        ['changes'],
      ],
      [
        { ...wholeCorrection(policy.policyId, RAISED), requestKey: undefined },
        '请求编号：',
        'Request key: ',
        ['requestKey'],
      ],
      [
        { ...wholeCorrection(policy.policyId, RAISED), reason: ' ' },
        '批改原因：',
        'Reason for endorsement: ',
        ['reason'],
      ],
    ];
    for (const [body, zh, en, path] of cases) {
      for (const [lang, text] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const response = await callWithInvalidInput(ctx.app, correctionEndpoints.applyCorrection, body, {
          cookie: ctx.token,
          lang,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message.startsWith(text), `${response.json().message} / ${text}`).toBe(true);
        expect(response.json().data.issues.map((issue: { path: string[] }) => issue.path)).toContainEqual(
          path,
        );
      }
    }
    expect(await correctionCounts(ctx)).toEqual(before);
  });
});

describe('corrections under review (E1)', () => {
  it('puts the policy in correction (01) until withdrawn (E4); then it can be deleted for good', async () => {
    const policy = await issuePolicy(ctx);
    const pending = await apply(wholeCorrection(policy.policyId, OVER_LIMIT_CHANGES));
    expect(pending).toMatchObject({ status: 'E1', outcome: 'pendingReview' });
    expect(pending.referrals.map((referral) => referral.key)).toEqual(['pricing.refer.sumInsuredOverLimit']);
    expect(await policyRow(policy.policyNo)).toMatchObject({
      policyStatus: '01',
      totalActualPremium: '374.00',
      validPolicy: 'Y',
    });
    expect(await able(policy.policyNo, 'zh')).toMatchObject({
      isCorrectable: false,
      reason: '该保单已有待审核的批改申请，请待其处理或撤回后再申请',
    });
    const second = await applyCorrection(ctx, wholeCorrection(policy.policyId, RAISED));
    expect(second.statusCode).toBe(409);
    const notDeletable = await correct(ctx, correctionEndpoints.deleteCorrection, { id: pending.id }, 'en');
    expect(notDeletable.statusCode).toBe(400);
    expect(notDeletable.json().message).toBe(
      'Only a rejected or withdrawn endorsement request can be deleted',
    );

    const withdrawn = data<CorrectionStatusChange>(
      await correct(ctx, correctionEndpoints.withdrawCorrection, { id: pending.id }, 'en'),
    );
    expect(withdrawn).toMatchObject({ status: 'E4', statusName: 'Withdrawn' });
    expect((await policyRow(policy.policyNo)).policyStatus).toBeNull();
    const again = await correct(ctx, correctionEndpoints.withdrawCorrection, { id: pending.id }, 'zh');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('只有待审核的批改申请可以撤回');
    expect((await listOf({ policyNo: policy.policyNo })).list[0]).toMatchObject({
      canDelete: true,
      canWithdraw: false,
    });

    data(await correct(ctx, correctionEndpoints.deleteCorrection, { id: pending.id }));
    expect((await listOf({ policyNo: policy.policyNo })).total).toBe(0);
    expect((await correct(ctx, correctionEndpoints.withdrawCorrection, { id: pending.id })).statusCode).toBe(
      404,
    );
    expect((await correct(ctx, correctionEndpoints.deleteCorrection, { id: pending.id })).statusCode).toBe(
      404,
    );
  });

  it('is decided by an underwriter only: approve applies it, reject leaves the policy as it was', async () => {
    const policy = await issuePolicy(ctx);
    const first = await apply(wholeCorrection(policy.policyId, OVER_LIMIT_CHANGES));
    const refused = await decide(first.id, { decision: 'approve' }, ctx.token);
    expect(refused.statusCode).toBe(404);
    const underwriter = await logInAsUnderwriter(ctx.app);
    const approved = data<CorrectionStatusChange>(
      await decide(first.id, { decision: 'approve' }, underwriter),
    );
    expect(first.endorsementNo).toBeNull();
    expect(approved.endorsementNo).toMatch(/^8\d{19}$/);
    expect(approved).toMatchObject({
      status: 'E2',
      message: `The endorsement request was approved and is effective; endorsement no. ${approved.endorsementNo}`,
    });
    expect((await policyRow(policy.policyNo)).endorsementNo).toBe(approved.endorsementNo);
    // USD 880,000 × 0.34 % = 2,992.00.
    expect(await policyRow(policy.policyNo)).toMatchObject({
      policyStatus: null,
      insuredAmount: '880000.00',
      totalActualPremium: '2992.00',
    });
    expect((await decide(first.id, { decision: 'reject' }, underwriter)).statusCode).toBe(409);

    const next = await apply(wholeCorrection(policy.policyId, { insurance: { invoiceAmount: '900000.00' } }));
    expect(next.status).toBe('E1');
    const rejected = data<CorrectionStatusChange>(
      await decide(next.id, { decision: 'reject', comment: '请提供货物价值证明' }, underwriter),
    );
    expect(rejected.status).toBe('E3');
    expect(await policyRow(policy.policyNo)).toMatchObject({
      policyStatus: null,
      totalActualPremium: '2992.00',
    });
    const row = (await listOf({ policyNo: policy.policyNo, status: 'E3' })).list[0]!;
    expect(row.reviewReasons).toEqual(['Rejected by the underwriter', '请提供货物价值证明']);
    expect(row.canDelete).toBe(true);
    expect((await decide(999_999, { decision: 'approve' }, underwriter)).statusCode).toBe(404);
  });

  it('refuses a customer the decision with 404 (no such route for customers), changing nothing', async () => {
    const policy = await issuePolicy(ctx);
    const pending = await apply(wholeCorrection(policy.policyId, OVER_LIMIT_CHANGES));
    const before = await correctionCounts(ctx);
    for (const decision of ['approve', 'reject'] as const) {
      const refused = await decide(pending.id, { decision }, ctx.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('No such interface');
    }
    expect((await listOf({ policyNo: policy.policyNo })).list[0]).toMatchObject({
      id: pending.id,
      status: 'E1',
      decidedAt: null,
    });
    expect((await policyRow(policy.policyNo)).policyStatus).toBe('01');
    expect(await correctionCounts(ctx)).toEqual(before);
  });
});

describe('cancellation (00017)', () => {
  it('before departure returns the premium less the 5 % fee and cancels the policy (99)', async () => {
    const policy = await issuePolicy(ctx);
    const result = await apply(cancellation(policy.policyId));
    expect(result).toMatchObject({
      status: 'E2',
      correctionType: '00017',
      changes: [],
      pricing: {
        oldPremium: '374.00',
        cancellationFee: '18.70',
        returnPremium: '355.30',
        additionalPremium: '0.00',
        premiumDifference: '-355.30',
      },
      notices: ['Cancelling before departure keeps 5 % of the premium as a handling fee'],
    });
    expect(result.correctionNo).toMatch(/^\d{4}00017\d{11}$/);
    expect(await policyRow(policy.policyNo)).toMatchObject({ policyStatus: '99', validPolicy: 'N' });
    expect(await able(policy.policyNo, 'zh')).toMatchObject({
      isCorrectable: false,
      reason: '该保单当前状态不可批改',
    });
    expect((await applyCorrection(ctx, cancellation(policy.policyId))).statusCode).toBe(409);
  });

  it('is refused once cover has started', async () => {
    const inForce = await seededPolicy(ctx, 'MP09110009');
    const before = await correctionCounts(ctx);
    const response = await applyCorrection(ctx, cancellation(inForce.policyId), 'zh');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('保险责任已开始（起运后），货运险保单不可注销');
    expect(await correctionCounts(ctx)).toEqual(before);
  });
});

describe('idempotency and accounts', () => {
  it('answers a repeat with the same request key with the first correction, even concurrent ones', async () => {
    const policy = await issuePolicy(ctx);
    const before = await correctionCounts(ctx);
    const body = wholeCorrection(policy.policyId, RAISED);
    const answers = await Promise.all([1, 2, 3].map(() => applyCorrection(ctx, body)));
    const ids = answers.map((response) => data<CorrectionResult>(response).id);
    expect(new Set(ids).size).toBe(1);
    expect(data<CorrectionResult>(await applyCorrection(ctx, body)).id).toBe(ids[0]);
    expect((await correctionCounts(ctx)).corrections).toBe(before.corrections + 1);
  });

  it('lets only one of two concurrent corrections of a policy through', async () => {
    const policy = await issuePolicy(ctx);
    const before = await correctionCounts(ctx);
    const answers = await Promise.all([
      applyCorrection(ctx, wholeCorrection(policy.policyId, OVER_LIMIT_CHANGES)),
      applyCorrection(ctx, wholeCorrection(policy.policyId, { insurance: { invoiceAmount: '700000.00' } })),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await correctionCounts(ctx)).corrections).toBe(before.corrections + 1);
  });

  it('answers not found for another account’s policy or correction on every route', async () => {
    const policy = await issuePolicy(ctx);
    const pending = await apply(wholeCorrection(policy.policyId, OVER_LIMIT_CHANGES));
    const hangzhou = { app: ctx.app, token: await logInToAccount(ctx.app, 'HZSHUNDA') };
    for (const endpoint of [
      correctionEndpoints.correctability,
      correctionEndpoints.checkPolicyCorrect,
      correctionEndpoints.checkPolicyUserLevel,
    ]) {
      expect(
        (await correct(hangzhou, endpoint, { policyNo: policy.policyNo })).statusCode,
        endpoint.path,
      ).toBe(404);
    }
    expect(
      (
        await correct(
          hangzhou,
          correctionEndpoints.previewCorrection,
          wholeCorrection(policy.policyId, RAISED),
        )
      ).statusCode,
    ).toBe(404);
    expect((await applyCorrection(hangzhou, cancellation(policy.policyId))).statusCode).toBe(404);
    expect(
      (await correct(hangzhou, correctionEndpoints.withdrawCorrection, { id: pending.id })).statusCode,
    ).toBe(404);
    expect(
      (await correct(hangzhou, correctionEndpoints.deleteCorrection, { id: pending.id })).statusCode,
    ).toBe(404);
    expect((await correct(hangzhou, correctionEndpoints.listCorrections, {})).json().data.total).toBe(0);
    expect(
      (await correct(ctx, correctionEndpoints.correctability, { policyNo: '60009202500000099999' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /cargo/correct/getEdrProcessListByExternal', () => {
  it('filters by policy number, type, status and application day, newest first', async () => {
    const policy = await issuePolicy(ctx);
    const effective = await apply(wholeCorrection(policy.policyId, RAISED));
    const cancelled = await apply(cancellation(policy.policyId));
    const mine = await listOf({ policyNo: policy.policyNo.slice(-4) });
    expect(mine.list.filter((row) => row.policyNo === policy.policyNo).map((row) => row.id)).toEqual([
      cancelled.id,
      effective.id,
    ]);
    expect(mine.pageSize).toBe(10);
    const byType = await listOf({ policyNo: policy.policyNo, correctionType: '00017' });
    expect(byType.list.map((row) => row.id)).toEqual([cancelled.id]);
    expect((await listOf({ policyNo: policy.policyNo, status: 'E1' })).total).toBe(0);
    expect(
      (await listOf({ policyNo: policy.policyNo, startDate: inDays(0), endDate: inDays(0) })).total,
    ).toBe(2);
    expect(
      (await listOf({ policyNo: policy.policyNo, startDate: inDays(-9), endDate: inDays(-1) })).total,
    ).toBe(0);
    const bad = await correct(ctx, correctionEndpoints.listCorrections, { startDate: inDays(0) }, 'en');
    expect(bad.statusCode).toBe(400);
    const badNumber = await correct(ctx, correctionEndpoints.listCorrections, { policyNo: '123' }, 'zh');
    expect(badNumber.json().message).toBe('保单号：保单号位数输入有误，仅支持4位或20位数字');
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, correctionEndpoints.listCorrections, {})).statusCode).toBe(401);
    expect((await call(ctx.app, correctionEndpoints.applyCorrection, cancellation(1))).statusCode).toBe(401);
  });
});
