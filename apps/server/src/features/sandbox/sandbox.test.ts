import { randomUUID } from 'node:crypto';
import type {
  DeclarationPage,
  DeclarationQueueItem,
  DeclarationResult,
  Page,
  SandboxStatus,
  SettlementPage,
  SubUserList,
  UserInfo,
} from '@cargo/domain';
import { todayInChina } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { documentEndpoints } from '@cargo/domain/api/document';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import { paymentEndpoints } from '@cargo/domain/api/payment';
import { sandboxEndpoints } from '@cargo/domain/api/sandbox';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import { and, asc, count, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  claims,
  declarationDayTotals,
  declarations,
  openPolicies,
  payments,
} from '../../db/schema/index.ts';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { claimReport, incidentAt, reportClaim } from '../../test/claim.fixtures.ts';
import { balanceOf, declarationForm, EXPORT_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { EXPORT_FORM_PREMIUM, newKey } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { accountIdOf, createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs, logInWithPassword } from '../../test/test-app.ts';
import { isSandboxAccount, resetSandbox, sandboxPolicyNo, sandboxTwinOf } from './sandbox.service.ts';

/** The sandbox twin of an account (docs/business-rules.md "The sandbox"), issue 45. */

const ctx = useTestApp({ logIn: 'demo' });
const TWIN = 'SHOCEAN~SANDBOX';

const twinRows = (liveId: number) => ctx.app.db.select().from(accounts).where(eq(accounts.sandboxOf, liveId));
const policiesOf = (accountId: number) =>
  ctx.app.db
    .select()
    .from(openPolicies)
    .where(eq(openPolicies.accountId, accountId))
    .orderBy(asc(openPolicies.id));
/** The account's declarations as its totals count them (the lists' totals and the dashboard read these). */
const countedDeclarations = async (accountId: number) =>
  (
    await ctx.app.db
      .select({ n: sum(declarationDayTotals.declarations) })
      .from(declarationDayTotals)
      .where(eq(declarationDayTotals.accountId, accountId))
  )[0]!.n;
const declarationsOf = async (accountId: number) =>
  (
    await ctx.app.db.select({ n: count() }).from(declarations).where(eq(declarations.accountId, accountId))
  )[0]!.n;

/** A new session of the demo administrator switched into SHOCEAN's sandbox. */
const inSandbox = async (login: 'demo' | string = 'demo') => {
  const cookie =
    login === 'demo'
      ? await logInAs(ctx.app, 'demo')
      : await logInWithPassword(ctx.app, login, TEST_USER_PASSWORD);
  const switched = await call(ctx.app, accountEndpoints.chooseUser, { accountName: TWIN }, { cookie });
  expect(switched.statusCode, switched.body).toBe(200);
  return cookie;
};

const exportCopyNo = async () => {
  const live = await policiesOf(await accountIdOf(ctx.app, 'SHOCEAN'));
  return sandboxPolicyNo(live.find((policy) => policy.policyNo === EXPORT_POLICY_NO)!.id);
};

const declareIn = async (cookie: string, overrides: Parameters<typeof declarationForm>[0] = {}) =>
  data<DeclarationResult>(
    await call(
      ctx.app,
      declarationEndpoints.submitDeclaration,
      declarationForm({ policyNo: await exportCopyNo(), ...overrides }),
      { cookie },
    ),
  );

const listOf = async (cookie: string) =>
  data<DeclarationPage>(
    await call(
      ctx.app,
      declarationEndpoints.queryDeclarations,
      { pageNo: 1, pageSize: 100, startDate: todayInChina(), endDate: todayInChina() },
      { cookie },
    ),
  ).list.map((row) => row.declarationNo);

describe('the twin', () => {
  it('is made once when asked at once, with copies of the open policies at their whole balance', async () => {
    const liveId = await accountIdOf(ctx.app, 'SHOCEAN');
    const ids = await Promise.all(Array.from({ length: 8 }, () => sandboxTwinOf(ctx.app, liveId)));
    expect(new Set(ids).size).toBe(1);
    expect(await twinRows(liveId)).toHaveLength(1);
    expect(await sandboxTwinOf(ctx.app, liveId)).toBe(ids[0]);
    expect(await isSandboxAccount(ctx.app, ids[0]!)).toBe(true);
    expect(await isSandboxAccount(ctx.app.db, liveId)).toBe(false);
    const live = await policiesOf(liveId);
    const copies = await policiesOf(ids[0]!);
    expect(copies).toHaveLength(live.length);
    copies.forEach((copy, index) => {
      const original = live[index]!;
      expect(copy.policyNo).toBe(sandboxPolicyNo(original.id));
      expect(copy.policyNo).toMatch(/^9999\d{16}$/);
      expect(copy.balance).toBe(original.totalInsuredAmount);
      const {
        id: _a,
        accountId: _b,
        policyNo: _c,
        balance: _d,
        createdAt: _e,
        updatedAt: _f,
        ...terms
      } = copy;
      const {
        id: _g,
        accountId: _h,
        policyNo: _i,
        balance: _j,
        createdAt: _k,
        updatedAt: _l,
        ...liveTerms
      } = original;
      expect(terms).toEqual(liveTerms);
    });
    // Neither a twin nor an unknown account has a twin.
    await expect(sandboxTwinOf(ctx.app, ids[0]!)).rejects.toThrow();
  });
});

describe('working in the sandbox', () => {
  it('lists the twin as the current sandbox account after the switch, with the same role', async () => {
    const cookie = await inSandbox();
    const info = data<UserInfo>(await call(ctx.app, accountEndpoints.userInfo, {}, { cookie }));
    expect(info.allUser.find((account) => account.isCurrent)).toMatchObject({
      accountName: TWIN,
      isSandbox: true,
    });
    const status = data<SandboxStatus>(await call(ctx.app, sandboxEndpoints.status, {}, { cookie }));
    expect(status).toMatchObject({ exists: true, isCurrent: true, accountName: TWIN, lastResetAt: null });
    // The twin has no members of its own: the user administration there manages the live account's.
    const members = data<SubUserList>(await call(ctx.app, userAdminEndpoints.list, {}, { cookie }));
    expect(members.accounts.map((account) => account.accountName)).toContain('SHOCEAN');
    expect(members.accounts.map((account) => account.accountName)).not.toContain(TWIN);
  });

  it('declares under a copy without touching the live balance, lists or totals', async () => {
    const liveId = await accountIdOf(ctx.app, 'SHOCEAN');
    const liveBalance = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const liveDeclarations = await declarationsOf(liveId);
    const liveCounted = await countedDeclarations(liveId);
    const cookie = await inSandbox();
    const copyNo = await exportCopyNo();
    const before = await balanceOf(ctx.app, copyNo);
    const declared = await declareIn(cookie);
    expect(declared.outcome).toBe('declared');
    expect(await balanceOf(ctx.app, copyNo)).toBeLessThan(before);
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(liveBalance);
    expect(await declarationsOf(liveId)).toBe(liveDeclarations);
    expect(await countedDeclarations(liveId)).toBe(liveCounted);
    expect(await listOf(cookie)).toContain(declared.declarationNo);
    expect(await listOf(ctx.token)).not.toContain(declared.declarationNo);
    // The live account cannot read it by number either.
    const live = await call(
      ctx.app,
      declarationEndpoints.getDeclaration,
      { declarationNo: declared.declarationNo! },
      { cookie: ctx.token },
    );
    expect(live.statusCode).toBe(404);
  });

  it('stamps every document SPECIMEN in the sandbox, and none in the live account', async () => {
    const cookie = await inSandbox();
    const declared = await declareIn(cookie);
    const sandboxPdf = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: declared.declarationNo!, language: 'en-US' },
      { cookie },
    );
    expect(sandboxPdf.statusCode).toBe(200);
    const text = pdfText(sandboxPdf.rawPayload).replace(/\s+/g, '');
    expect(text).toContain('SPECIMEN—notvalid');
    expect(text).toContain('样本—无效');
    const liveDeclared = data<DeclarationResult>(
      await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), { cookie: ctx.token }),
    );
    const livePdf = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: liveDeclared.declarationNo!, language: 'en-US' },
      { cookie: ctx.token },
    );
    expect(pdfText(livePdf.rawPayload)).not.toContain('SPECIMEN');
  });

  it('bills nothing: no settlements, no settlement payment, no invoice; an application is paid without money', async () => {
    const cookie = await inSandbox();
    await declareIn(cookie);
    const settlements = data<SettlementPage>(
      await call(ctx.app, settlementEndpoints.querySettlements, { pageNo: 1, pageSize: 10 }, { cookie }),
    );
    expect(settlements).toMatchObject({ total: 0, list: [], totals: [] });
    const pay = await call(
      ctx.app,
      settlementEndpoints.paySettlement,
      { settlementNo: 'X1', requestKey: randomUUID(), amount: '1.00', currencyCode: '01', count: 1 },
      { cookie, lang: 'en' },
    );
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('Nothing in the sandbox is settled, invoiced or paid');
    const invoice = await call(
      ctx.app,
      invoiceEndpoints.createInvoice,
      {
        sourceType: 'policy',
        sourceNo: '00000000000000000000',
        invoiceTitle: 'Test',
        taxpayerNo: '91350100M000100Y43',
        email: 'a@example.test',
      },
      { cookie, lang: 'en' },
    );
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe('Nothing in the sandbox is settled, invoiced or paid');
    const application = await createApplication({ app: ctx.app, token: cookie });
    const paid = await call(
      ctx.app,
      paymentEndpoints.payApplication,
      {
        applicationId: application.id,
        requestKey: newKey(),
        amount: EXPORT_FORM_PREMIUM,
        currencyCode: '03',
      },
      { cookie },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, application.id));
    expect(payment).toMatchObject({ provider: 'sandbox', providerReference: `SBX-${application.voucherNo}` });
  });

  it('keeps a referred sandbox declaration out of the underwriter queue', async () => {
    const cookie = await inSandbox();
    const referred = await declareIn(cookie, { goodsDescription: 'Paint UN1263 flammable' });
    expect(referred.outcome).toBe('review');
    const underwriter = await logInAs(ctx.app, 'underwriter');
    const queue = data<Page<DeclarationQueueItem>>(
      await call(ctx.app, staffEndpoints.declarationQueue, { pageSize: 100 }, { cookie: underwriter }),
    );
    expect(queue.list.map((item) => item.declarationNo)).not.toContain(referred.declarationNo);
    const review = await call(
      ctx.app,
      staffEndpoints.declarationReview,
      { id: referred.declarationNo! },
      { cookie: underwriter },
    );
    expect(review.statusCode).toBe(404);
  });
});

describe('the reset', () => {
  it('deletes what the sandbox holds and restores the copies at their whole balance; the live account keeps its own', async () => {
    const liveId = await accountIdOf(ctx.app, 'SHOCEAN');
    const twinId = await sandboxTwinOf(ctx.app, liveId);
    const cookie = await inSandbox();
    const declared = await declareIn(cookie, { mainClause: 'ICC_A', riders: [] });
    // A claim on the sandbox certificate: its rows (goods lines, events, documents) hang on it.
    const claim = await reportClaim(
      { app: ctx.app, token: cookie },
      claimReport(declared.certificateNo!, { incidentTime: incidentAt(0, '00:05') }),
    );
    expect(claim.reportNo).toBeTruthy();
    const liveDeclarations = await declarationsOf(liveId);
    expect(await declarationsOf(twinId)).toBeGreaterThan(0);
    const answer = data<SandboxStatus>(
      await call(ctx.app, sandboxEndpoints.reset, {}, { cookie: ctx.token }),
    );
    expect(answer.lastResetAt).not.toBeNull();
    expect(await declarationsOf(twinId)).toBe(0);
    const [twinPayments] = await ctx.app.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.accountId, twinId));
    expect(twinPayments!.n).toBe(0);
    const [twinClaims] = await ctx.app.db
      .select({ n: count() })
      .from(claims)
      .where(eq(claims.accountId, twinId));
    expect(twinClaims!.n).toBe(0);
    for (const copy of await policiesOf(twinId)) expect(copy.balance).toBe(copy.totalInsuredAmount);
    expect(await declarationsOf(liveId)).toBe(liveDeclarations);
    expect(await twinRows(liveId)).toHaveLength(1);
    // The session in the sandbox goes on, in the emptied twin.
    expect(await listOf(cookie)).toEqual([]);
    await resetSandbox(ctx.app, liveId);
    expect(await policiesOf(twinId)).toHaveLength((await policiesOf(liveId)).length);
  });
});

describe('who reaches the sandbox', () => {
  it('is refused to a user of another account (404), whose own sandbox is its own', async () => {
    await createMember(ctx.app, 'sbx-stranger', { HZSHUNDA: 'admin' });
    const stranger = await logInWithPassword(ctx.app, 'sbx-stranger', TEST_USER_PASSWORD);
    const refused = await call(
      ctx.app,
      accountEndpoints.chooseUser,
      { accountName: TWIN },
      { cookie: stranger },
    );
    expect(refused.statusCode).toBe(404);
    const status = data<SandboxStatus>(
      await call(ctx.app, sandboxEndpoints.status, {}, { cookie: stranger }),
    );
    expect(status).toMatchObject({ accountName: 'HZSHUNDA~SANDBOX', exists: false });
    const copy = await call(
      ctx.app,
      declarationEndpoints.getOpenPolicy,
      { policyNo: await exportCopyNo() },
      { cookie: stranger },
    );
    expect(copy.statusCode).toBe(404);
    const info = data<UserInfo>(await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: stranger }));
    expect(info.allUser.map((account) => account.accountName)).not.toContain(TWIN);
  });

  it('carries the live role: an operator declares there, a viewer does not, neither resets (403)', async () => {
    await createMember(ctx.app, 'sbx-operator', { SHOCEAN: 'operator' });
    await createMember(ctx.app, 'sbx-viewer', { SHOCEAN: 'viewer' });
    const operator = await inSandbox('sbx-operator');
    expect((await declareIn(operator)).outcome).toBe('declared');
    const viewer = await inSandbox('sbx-viewer');
    const viewed = await call(
      ctx.app,
      declarationEndpoints.submitDeclaration,
      declarationForm({ policyNo: await exportCopyNo() }),
      { cookie: viewer },
    );
    expect(viewed.statusCode).toBe(403);
    for (const cookie of [operator, viewer]) {
      expect((await call(ctx.app, sandboxEndpoints.reset, {}, { cookie })).statusCode).toBe(403);
      expect((await call(ctx.app, sandboxEndpoints.status, {}, { cookie })).statusCode).toBe(403);
    }
    const [twin] = await twinRows(await accountIdOf(ctx.app, 'SHOCEAN'));
    expect(
      await ctx.app.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, twin!.id), eq(accounts.accountName, TWIN))),
    ).toHaveLength(1);
  });
});
