import type { ApplicationForm, ClaimDetail, ClaimSettlement, ScreeningItem } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { sanctionsEndpoints } from '@cargo/domain/api/sanctions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, claims, policies, sanctionsScreenings, staffAuditLog } from '../../db/schema/index.ts';
import {
  claimCall,
  claimReport,
  handlingCall,
  inForcePolicyNo,
  reportClaim,
} from '../../test/claim.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { logInAsStaff } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

/** Sanctions screening before a claim is settled (docs/business-rules.md "Sanctions screening"). */
const ctx = useTestApp({ logIn: 'demo' });
let insurer: Actor;
let compliance: string;
let auditor: string;
let policyNo: string;

beforeAll(async () => {
  insurer = { app: ctx.app, token: await logInAs(ctx.app, 'claims') };
  compliance = await logInAsStaff(ctx.app, ['compliance']);
  auditor = await logInAsStaff(ctx.app, ['auditor']);
  policyNo = await inForcePolicyNo(ctx);
});

/** The policy's insured renamed in its current form (a party listed after the policy was issued). */
const nameInsured = async (insuredName: string) => {
  const [row] = await ctx.app.db
    .select({ policyForm: policies.form, form: applications.form })
    .from(policies)
    .innerJoin(applications, eq(applications.id, policies.applicationId))
    .where(eq(policies.policyNo, policyNo));
  const form = (row!.policyForm ?? row!.form) as ApplicationForm;
  await ctx.app.db
    .update(policies)
    .set({ form: { ...form, insured: { ...form.insured, insuredName } } })
    .where(eq(policies.policyNo, policyNo));
};

const newClaim = async () => (await reportClaim(ctx, claimReport(policyNo))).reportNo;
const settle = (reportNo: string, lang: 'zh' | 'en' = 'en') =>
  handlingCall(
    insurer,
    claimHandlingEndpoints.calculateSettlement,
    { reportNo, lines: [{ lineNo: 1, assessedLoss: '500.00' }] },
    lang,
  );
const claimOf = async (reportNo: string) =>
  (await ctx.app.db.select().from(claims).where(eq(claims.reportNo, reportNo)))[0]!;
const screeningsOf = async (reportNo: string) =>
  ctx.app.db
    .select()
    .from(sanctionsScreenings)
    .where(
      and(
        eq(sanctionsScreenings.subjectType, 'claim'),
        eq(sanctionsScreenings.subjectId, (await claimOf(reportNo)).id),
      ),
    )
    .orderBy(sanctionsScreenings.id);
const queue = async (cookie: string) =>
  data<{ list: ScreeningItem[] }>(
    await call(
      ctx.app,
      sanctionsEndpoints.screeningQueue,
      { pageNo: 1, pageSize: 100 },
      { cookie, lang: 'en' },
    ),
  ).list;
const decide = (id: number, decision: 'clear' | 'confirm') =>
  call(
    ctx.app,
    sanctionsEndpoints.decideScreening,
    { id, decision, reason: 'Checked against the register' },
    { cookie: compliance, lang: 'en' },
  );
const customerView = async (reportNo: string) =>
  JSON.stringify(await claimCall(ctx, claimEndpoints.claimDetail, { reportNo }, 'en').then((r) => r.json()));

describe('screening before a claim is settled', () => {
  it('records the list version with the settlement of a claim whose parties are not listed', async () => {
    await nameInsured('Shanghai Ocean Shipping Co., Ltd.');
    const reportNo = await newClaim();
    const settled = await settle(reportNo);
    expect(settled.statusCode, settled.body).toBe(200);
    const [screening] = await screeningsOf(reportNo);
    expect(screening).toMatchObject({ status: 'noHit', stage: 'settle', subjectNo: reportNo });
    expect(screening!.listVersionId).not.toBeNull();
  });

  it('holds the settlement of a claim whose insured is listed until compliance clears it, then settles', async () => {
    await nameInsured('Banco Nacional de Cuba, S.A.');
    const reportNo = await newClaim();
    const held = await settle(reportNo);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/awaits a compliance review/);
    const again = await settle(reportNo, 'zh');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/等待合规审核/);
    expect((await claimOf(reportNo)).status).toBe('01');
    const screenings = await screeningsOf(reportNo);
    expect(screenings.map((row) => [row.status, row.stage])).toEqual([['pendingReview', 'settle']]);

    const item = (await queue(compliance)).find((row) => row.subjectNo === reportNo)!;
    expect(item).toMatchObject({ subjectTypeName: 'Claim', stageName: 'Before claim settlement' });
    expect(item.hits).toEqual([expect.objectContaining({ partyRole: 'insured', entNum: '306' })]);
    expect((await queue(auditor)).map((row) => row.id)).toContain(item.id);
    const audit = await ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectNo, reportNo));
    expect(audit.map((row) => row.action)).toContain('claim.settlementHeld');
    // The customer sees nothing of it.
    expect(await customerView(reportNo)).not.toMatch(/OFAC|sanction|compliance|CUBA\b/i);

    expect((await decide(item.id, 'clear')).statusCode).toBe(200);
    const settled = await settle(reportNo);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(data<ClaimSettlement>(settled).payable).toBeDefined();
    expect((await claimOf(reportNo)).status).toBe('02');
    expect((await screeningsOf(reportNo)).map((row) => row.status)).toEqual(['cleared', 'noHit']);
  });

  it('refuses every settlement once compliance confirms the hit; the claim can only close without payment', async () => {
    await nameInsured('BNC');
    const reportNo = await newClaim();
    expect((await settle(reportNo)).statusCode).toBe(409);
    const item = (await queue(compliance)).find((row) => row.subjectNo === reportNo)!;
    expect((await decide(item.id, 'confirm')).statusCode).toBe(200);
    const refused = await settle(reportNo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no settlement can be paid/);
    const refusedZh = await settle(reportNo, 'zh');
    expect(refusedZh.json().message).toMatch(/不得支付赔款/);
    expect((await claimOf(reportNo)).status).toBe('01');
    expect((await screeningsOf(reportNo)).map((row) => row.status)).toEqual(['confirmed']);
    const closed = await handlingCall(insurer, claimHandlingEndpoints.closeClaim, {
      reportNo,
      note: 'Declined after review',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const detail = data<ClaimDetail>(await claimCall(ctx, claimEndpoints.claimDetail, { reportNo }, 'en'));
    expect(detail.status).toBe('03');
    expect(JSON.stringify(detail)).not.toMatch(/OFAC|sanction|compliance|CUBA\b/i);
  });
});
