import type { EndpointInput, Page, PolicyListRow } from '@cargo/domain';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { quotationEndpoints } from '@cargo/domain/api/quotation';
import type {
  ClientInfo,
  MyPolicySummary,
  PolicyQuotation,
  VoucherModifyCheck,
} from '@cargo/domain/schemas/insuring-lookups';
import { describe, expect, it } from 'vitest';
import { createApplication, createDraft } from '../../test/factories.ts';
import { logInToAccount, WIDE_RANGE } from '../../test/insuring.fixtures.ts';
import { data, refusalOf, useTestApp } from '../../test/suite.ts';
import { call, prepareCall } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const seededPolicies = async () =>
  data<Page<PolicyListRow>>(
    await call(ctx.app, policyEndpoints.listPolicies, { ...WIDE_RANGE }, { cookie: ctx.token }),
  ).list;

describe('GET /cargo/quote/queryQuotationInfoByPolicyNo', () => {
  it('answers the price the policy was issued at, in the caller language', async () => {
    const exported = (await seededPolicies()).find((row) => row.marketproductCode === 'MP09110009')!;
    const quotation = data<PolicyQuotation>(
      await call(
        ctx.app,
        quotationEndpoints.quotationOfPolicy,
        { policyNo: exported.policyNo! },
        { cookie: ctx.token, lang: 'en' },
      ),
    );
    expect(quotation).toMatchObject({
      policyNo: exported.policyNo,
      productCode: 'MP09110009',
      mainClauseName: 'Institute Cargo Clauses (A)',
      insuredAmount: '110000.00',
      premium: exported.totalActualPremium,
    });
  });

  it("answers not found for another account's policy and 400 for a short number", async () => {
    const [policy] = await seededPolicies();
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    const foreign = await call(
      ctx.app,
      quotationEndpoints.quotationOfPolicy,
      { policyNo: policy!.policyNo! },
      { cookie: other },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      await refusalOf(ctx, prepareCall(quotationEndpoints.quotationOfPolicy, { policyNo: '1234' })),
    ).toBe('Policy number: must be the full 20-digit policy number');
  });
});

describe('GET /tag/policy/myPolicy', () => {
  it('counts the policies by state today and lists the five latest', async () => {
    const summary = data<MyPolicySummary>(
      await call(ctx.app, policyEndpoints.myPolicies, {}, { cookie: ctx.token }),
    );
    // Seeded: one in force, one not yet effective, one expired (policy.test.ts).
    expect(summary).toMatchObject({ total: 3, inForce: 1, notYetEffective: 1, ended: 1 });
    expect(summary.latest.map((row) => row.policyNo)).toEqual(
      (await seededPolicies()).map((row) => row.policyNo),
    );
  });

  it("counts only the caller's account", async () => {
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    const summary = data<MyPolicySummary>(
      await call(ctx.app, policyEndpoints.myPolicies, {}, { cookie: other }),
    );
    const mine = new Set((await seededPolicies()).map((row) => row.policyNo));
    expect(summary.latest.some((row) => mine.has(row.policyNo))).toBe(false);
  });
});

describe('POST /cargo/query/queryClientInfo', () => {
  const ask = (
    body: EndpointInput<typeof policyEndpoints.clientInfo>,
    cookie = ctx.token,
    lang: 'zh' | 'en' = 'zh',
  ) => call(ctx.app, policyEndpoints.clientInfo, body, { cookie, lang });

  it('finds the applicant and insured records with exactly that ID number, and a clear punish state', async () => {
    const info = data<ClientInfo>(await ask({ idNo: '91310115ma1h7gxq3e' }));
    expect(info.clients.map((client) => client.kind).sort()).toEqual(['applicant', 'insured']);
    expect(info.clients[0]).toMatchObject({ clientName: '上海远洋贸易有限公司', idNo: '91310115MA1H7GXQ3E' });
    expect(info.punish.punishState).toBe('N');
  });

  it('reports the punish state of a listed party even when the account has no record of it', async () => {
    const info = data<ClientInfo>(await ask({ idNo: '91440300MA5G7DEMO1' }, ctx.token, 'en'));
    expect(info.clients).toEqual([]);
    expect(info.punish).toMatchObject({
      punishState: 'Y',
      reason: 'On a sanctions or prohibited-trade list',
    });
  });

  it("never answers another account's clients, and needs an ID number or a name", async () => {
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect(data<ClientInfo>(await ask({ clientName: '张丽' }, other)).clients).toEqual([]);
    expect(data<ClientInfo>(await ask({ clientName: '张丽' })).clients).toHaveLength(1);
    const empty = await ask({}, ctx.token, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/: cannot be empty$/);
  });
});

describe('POST /cargo/verify/checkVoucherModify', () => {
  const check = (voucherNo: string, cookie = ctx.token) =>
    call(ctx.app, policyEndpoints.voucherModifyCheck, { voucherNo }, { cookie, lang: 'en' });

  it('allows a draft, refuses an application pending payment with the way to change it', async () => {
    const draft = await createDraft(ctx);
    expect(data<VoucherModifyCheck>(await check(draft.voucherNo))).toMatchObject({
      voucherType: 'application',
      status: 'B1',
      modifiable: true,
      reason: null,
    });
    const submitted = await createApplication(ctx);
    const pending = data<VoucherModifyCheck>(await check(submitted.voucherNo));
    expect(pending).toMatchObject({ status: submitted.status, modifiable: false });
    expect(pending.reason).toMatch(/withdraw it first/);
  });

  it('refuses an issued policy and points to online endorsement', async () => {
    const [policy] = await seededPolicies();
    const result = data<VoucherModifyCheck>(await check(policy!.policyNo!));
    expect(result).toMatchObject({ voucherType: 'policy', modifiable: false });
    expect(result.reason).toMatch(/online endorsement/);
  });

  it("answers not found for another account's voucher and an unknown number", async () => {
    const draft = await createDraft(ctx);
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect((await check(draft.voucherNo, other)).statusCode).toBe(404);
    expect((await check('00000000000000000000')).statusCode).toBe(404);
  });
});
