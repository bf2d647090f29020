import type { DeclarationResult, EndpointInput } from '@cargo/domain';
import { addDays, todayInChina } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  claimDocumentRequests,
  declarations,
  messages,
  policies,
} from '../../db/schema/index.ts';
import {
  claimReport,
  handlingCall,
  inForcePolicyNo,
  reportClaim,
  setCover,
} from '../../test/claim.fixtures.ts';
import { issuePolicy, pendingCorrection } from '../../test/correction.fixtures.ts';
import { createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { createApplication } from '../../test/factories.ts';
import { exportForm, HAZARDOUS_GOODS, logInAsUnderwriter } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { forgetSweep, messagesAbout, unreadCount, whileMessagesFail } from './message.fixtures.ts';
import { declaredMonthlyPolicy } from './message-events.fixtures.ts';
import { sweepEveryAccount } from './message-timed.service.ts';

/**
 * One test per kind of event: the event writes its message in its own transaction, so a message that cannot
 * be written fails the event (nothing of it stays) and a refused event writes no message.
 */
const ctx = useTestApp({ logIn: 'demo' });
let underwriter = '';
/** The claims handler (the claim steps are theirs). */
let insurer: Actor;
beforeAll(async () => {
  underwriter = await logInAsUnderwriter(ctx.app);
  insurer = { app: ctx.app, token: await logInAs(ctx.app, 'claims') };
});

const review = (id: number, body: Omit<EndpointInput<typeof applicationEndpoints.decideReview>, 'id'>) =>
  call(ctx.app, applicationEndpoints.decideReview, { ...body, id }, { cookie: underwriter, lang: 'en' });
const statusOf = async (id: number) =>
  (await ctx.app.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;

describe('application decisions', () => {
  it('tells an approval and a decline with its comment; a failed message undoes the decision', async () => {
    const first = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    const failed = await whileMessagesFail(ctx.app, () => review(first.id, { result: '00' }));
    expect(failed.statusCode).toBe(500);
    expect(await statusOf(first.id)).toBe('B4');
    expect(await messagesAbout(ctx, first.voucherNo)).toEqual([]);
    data(await review(first.id, { result: '00' }));
    expect(await messagesAbout(ctx, first.voucherNo, '02', 'en')).toMatchObject([
      { kind: 'applicationApproved', title: 'Application approved', subjectKind: 'application' },
    ]);
    // Refused (decided already): no second message.
    expect((await review(first.id, { result: '01' })).statusCode).toBe(409);
    expect(await messagesAbout(ctx, first.voucherNo)).toHaveLength(1);

    const second = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    data(await review(second.id, { result: '01', comment: '超出承保能力' }));
    const [declined] = await messagesAbout(ctx, second.voucherNo, '02', 'zh');
    expect(declined).toMatchObject({ kind: 'applicationDeclined', title: '投保单审核不通过' });
    expect(declined!.content).toContain('超出承保能力');
  });
});

describe('policy issue', () => {
  it('tells the policy issued on payment; a failed message leaves the application unpaid', async () => {
    const before = await ctx.app.db.select().from(policies);
    const failed = await whileMessagesFail(ctx.app, () => issuePolicy(ctx).catch((error: Error) => error));
    expect(failed).toBeInstanceOf(Error);
    expect(await ctx.app.db.select().from(policies)).toHaveLength(before.length);
    const paid = await issuePolicy(ctx);
    const [message] = await messagesAbout(ctx, paid.policyNo, '02', 'en');
    expect(message).toMatchObject({ kind: 'policyIssued', title: 'Policy issued', subjectKind: 'policy' });
    expect(message!.content).toContain(paid.policyNo);
  });
});

describe('correction decisions', () => {
  const decide = (id: number, body: Omit<EndpointInput<typeof correctionEndpoints.decideCorrection>, 'id'>) =>
    call(ctx.app, correctionEndpoints.decideCorrection, { ...body, id }, { cookie: underwriter, lang: 'en' });

  it('tells a correction made effective or refused; a failed message keeps it pending', async () => {
    const effective = await pendingCorrection(ctx);
    const failed = await whileMessagesFail(ctx.app, () => decide(effective.id, { decision: 'approve' }));
    expect(failed.statusCode).toBe(500);
    expect(await messagesAbout(ctx, effective.correctionNo)).toEqual([]);
    data(await decide(effective.id, { decision: 'approve' }));
    expect(await messagesAbout(ctx, effective.correctionNo, '02', 'en')).toMatchObject([
      { kind: 'correctionEffective', title: 'Endorsement effective', subjectKind: 'correction' },
    ]);
    const refused = await pendingCorrection(ctx);
    data(await decide(refused.id, { decision: 'reject', comment: 'Not supported' }));
    const [message] = await messagesAbout(ctx, refused.correctionNo, '02', 'en');
    expect(message).toMatchObject({ kind: 'correctionRefused' });
    expect(message!.content).toContain('Not supported');
  });
});

describe('declarations under review', () => {
  const submit = (policyNo: string) =>
    call(
      ctx.app,
      declarationEndpoints.submitDeclaration,
      declarationForm({ policyNo, goodsDescription: 'Paint UN1263 flammable' }),
      { cookie: ctx.token },
    );
  const decide = (
    declarationNo: string,
    body: Omit<EndpointInput<typeof declarationEndpoints.decideDeclaration>, 'id'>,
  ) =>
    call(
      ctx.app,
      declarationEndpoints.decideDeclaration,
      { ...body, id: declarationNo },
      { cookie: underwriter },
    );

  it('tells the referral and the decision; a failed message writes no declaration', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    const failed = await whileMessagesFail(ctx.app, () => submit(policy.policyNo));
    expect(failed.statusCode).toBe(500);
    expect(
      await ctx.app.db.select().from(declarations).where(eq(declarations.openPolicyId, policy.id)),
    ).toEqual([]);
    const referred = data<DeclarationResult>(await submit(policy.policyNo));
    expect(referred.status).toBe('02');
    expect(await messagesAbout(ctx, referred.declarationNo!, '02', 'en')).toMatchObject([
      { kind: 'declarationReferred', title: 'Declaration sent to manual review' },
    ]);
    const approved = data<{ certificateNo: string }>(
      await decide(referred.declarationNo!, { decision: 'approve' }),
    );
    expect(await messagesAbout(ctx, approved.certificateNo, '02', 'en')).toMatchObject([
      { kind: 'declarationApproved', subjectKind: 'declaration' },
    ]);
    const second = data<DeclarationResult>(await submit(policy.policyNo));
    const failedDecision = await whileMessagesFail(ctx.app, () =>
      decide(second.declarationNo!, { decision: 'reject' }),
    );
    expect(failedDecision.statusCode).toBe(500);
    data(await decide(second.declarationNo!, { decision: 'reject', comment: 'Not insurable' }));
    const rejected = (await messagesAbout(ctx, second.declarationNo!)).filter(
      (m) => m.kind === 'declarationRejected',
    );
    expect(rejected).toHaveLength(1);
  });
});

describe('claim handling', () => {
  it('tells documents requested and each status change; a failed message records no request', async () => {
    const { reportNo } = await reportClaim(ctx, claimReport(await inForcePolicyNo(ctx)));
    const documents = [{ typeCode: '26', note: 'survey report' } as const];
    const requestsBefore = await ctx.app.db.select().from(claimDocumentRequests);
    const failed = await whileMessagesFail(ctx.app, () =>
      handlingCall(insurer, claimHandlingEndpoints.requestDocuments, { documents, reportNo }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await ctx.app.db.select().from(claimDocumentRequests)).toEqual(requestsBefore);
    data(await handlingCall(insurer, claimHandlingEndpoints.requestDocuments, { documents, reportNo }));
    data(
      await handlingCall(insurer, claimHandlingEndpoints.closeClaim, { note: 'closed by test', reportNo }),
    );
    const told = await messagesAbout(ctx, reportNo, '02', 'en');
    expect(told.map((message) => message.kind).sort()).toEqual([
      'claimDocumentsRequested',
      'claimStatusChanged',
    ]);
    expect(told.find((message) => message.kind === 'claimStatusChanged')!.content).toContain('Closed');
  });
});

describe('time-based messages', () => {
  it('tells a policy ending within 30 days once, however often the messages are read', async () => {
    const paid = await issuePolicy(ctx);
    await setCover(ctx.app, paid.policyNo, addDays(todayInChina(), -10), addDays(todayInChina(), 20));
    await forgetSweep(ctx.app, 'SHOCEAN');
    await unreadCount(ctx);
    await forgetSweep(ctx.app, 'SHOCEAN');
    await Promise.all([unreadCount(ctx), unreadCount(ctx)]);
    const told = await messagesAbout(ctx, paid.policyNo, '02', 'en');
    expect(told.map((message) => message.kind).sort()).toEqual(['policyIssued', 'renewalDue']);
    expect(told.find((message) => message.kind === 'renewalDue')!.content).toContain(
      addDays(todayInChina(), 20),
    );
  });

  it('the hourly schedule tells every account of its renewals, though nobody read the messages', async () => {
    const paid = await issuePolicy(ctx);
    await setCover(ctx.app, paid.policyNo, addDays(todayInChina(), -10), addDays(todayInChina(), 12));
    await forgetSweep(ctx.app, 'SHOCEAN');
    await sweepEveryAccount(ctx.app);
    await sweepEveryAccount(ctx.app);
    const renewals = await ctx.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'renewalDue'), eq(messages.subjectId, paid.policyNo)));
    expect(renewals).toHaveLength(1);
  });

  it("tells last month's open-cover settlement once it has ended", async () => {
    const settlementNo = await declaredMonthlyPolicy(ctx);
    await forgetSweep(ctx.app, 'SHOCEAN');
    await unreadCount(ctx);
    const [due] = await messagesAbout(ctx, settlementNo, '02', 'en');
    expect(due).toMatchObject({ kind: 'settlementDue', subjectKind: 'settlement', title: 'Settlement due' });
    await forgetSweep(ctx.app, 'SHOCEAN');
    await unreadCount(ctx);
    expect(await messagesAbout(ctx, settlementNo)).toHaveLength(1);
  });
});
