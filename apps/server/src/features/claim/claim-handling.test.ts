import { randomUUID } from 'node:crypto';
import type { ClaimDetail, ClaimSettlement, EndpointInput, Page, Quote } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  claimDocuments,
  claimEvents,
  claims,
  policies,
  storedFiles,
} from '../../db/schema/index.ts';
import {
  claimCall,
  claimReport,
  handlingCall,
  inForcePolicyNo,
  reportClaim,
} from '../../test/claim.fixtures.ts';
import type { Actor } from '../../test/factories.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs } from '../../test/test-app.ts';

/** The insurer's handling by the seeded demo claims handler (docs/business-rules.md "Claims", lifecycle). */
const ctx = useTestApp({ logIn: 'demo' });
let insurer: Actor;
let policyNo: string;

beforeAll(async () => {
  insurer = { app: ctx.app, token: await logInAs(ctx.app, 'claims') };
  policyNo = await inForcePolicyNo(ctx);
});

const newClaim = async (overrides: object = {}) =>
  (await reportClaim(ctx, claimReport(policyNo, overrides))).reportNo;
type SettleBody = Omit<
  EndpointInput<typeof claimHandlingEndpoints.calculateSettlement>,
  'reportNo' | 'version'
> & { version?: number };
const settle = (reportNo: string, body: SettleBody, lang: 'zh' | 'en' = 'en') =>
  handlingCall(insurer, claimHandlingEndpoints.calculateSettlement, { ...body, reportNo }, lang);
const STEPS = { close: claimHandlingEndpoints.closeClaim, archive: claimHandlingEndpoints.archiveClaim };
const step = (reportNo: string, action: keyof typeof STEPS, lang: 'zh' | 'en' = 'en') =>
  handlingCall(insurer, STEPS[action], { reportNo, note: `${action} by test` }, lang);
const customerDetail = async (reportNo: string) =>
  data<ClaimDetail>(await claimCall(ctx, claimEndpoints.claimDetail, { reportNo }, 'en'));
const eventsOf = async (reportNo: string) => {
  const [claim] = await ctx.app.db.select().from(claims).where(eq(claims.reportNo, reportNo));
  return ctx.app.db.select().from(claimEvents).where(eq(claimEvents.claimId, claim!.id));
};
/** The deductible of the in-force policy's quote, minor units of USD. */
const policyDeductible = async () => {
  const [row] = await ctx.app.db
    .select({ quote: applications.quote })
    .from(policies)
    .innerJoin(applications, eq(applications.id, policies.applicationId))
    .where(eq(policies.policyNo, policyNo));
  return (row!.quote as Quote).deductible.amount;
};

describe('who may handle claims', () => {
  it('answers 401 without a session and 404 to a customer (no such route for customers)', async () => {
    const reportNo = await newClaim();
    const anonymous = await call(ctx.app, claimHandlingEndpoints.openClaim, { reportNo });
    expect(anonymous.statusCode).toBe(401);
    // Access is checked before the input: an incomplete one will do.
    for (const endpoint of [
      claimHandlingEndpoints.listClaims,
      claimHandlingEndpoints.closeClaim,
      claimHandlingEndpoints.calculateSettlement,
      claimHandlingEndpoints.requestDocuments,
    ]) {
      const answer = await callWithInvalidInput(
        ctx.app,
        endpoint,
        { reportNo, version: 0 },
        { cookie: ctx.token },
      );
      expect(answer.statusCode, endpoint.path).toBe(404);
    }
    expect((await claimCall(ctx, claimHandlingEndpoints.openClaim, { reportNo })).statusCode).toBe(404);
  });
});

describe("the insurer's list and claim", () => {
  it('lists claims of every account, open ones first, oldest first, with the account', async () => {
    const page = data<Page<{ reportNo: string; status: string; accountName: string }>>(
      await handlingCall(insurer, claimHandlingEndpoints.listClaims, { pageSize: 100 }),
    );
    expect(page.list.every((row) => row.accountName === 'SHOCEAN')).toBe(true);
    expect(page.list[0]!.status).toBe('02');
    const reported = data<Page<{ status: string }>>(
      await handlingCall(insurer, claimHandlingEndpoints.listClaims, { status: '01' }),
    );
    expect(reported.list.every((row) => row.status === '01')).toBe(true);
  });

  it('opens a claim of any account; an unknown one is not found', async () => {
    const reportNo = await newClaim();
    expect(
      data<ClaimDetail>(await claimCall(insurer, claimHandlingEndpoints.openClaim, { reportNo })),
    ).toMatchObject({ reportNo, status: '01' });
    const unknown = await claimCall(
      insurer,
      claimHandlingEndpoints.openClaim,
      { reportNo: '59999999999999999999' },
      'zh',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('未找到该赔案');
  });
});

describe('requesting documents', () => {
  it('records the requests the customer sees, satisfied by a later upload; the status stays', async () => {
    const reportNo = await newClaim();
    const before = (await customerDetail(reportNo)).missingDocuments;
    const documents = [{ typeCode: '26', note: '请提供检验报告' } as const, { typeCode: '32' } as const];
    const change = data<{ status: string }>(
      await handlingCall(insurer, claimHandlingEndpoints.requestDocuments, { documents, reportNo }, 'en'),
    );
    expect(change).toEqual({ reportNo, status: '01', statusName: 'Reported' });
    const detail = await customerDetail(reportNo);
    expect(detail.documentRequests).toEqual([
      expect.objectContaining({ typeCode: '26', note: '请提供检验报告', satisfied: false }),
      expect.objectContaining({ typeCode: '32', typeName: 'Power of attorney', note: '', satisfied: false }),
    ]);
    // 26 was expected already (fire, cargo damage); 32 is new on the checklist.
    expect(detail.missingDocuments).toBe(before + 1);
    const [claim] = await ctx.app.db.select().from(claims).where(eq(claims.reportNo, reportNo));
    const fileId = randomUUID();
    await ctx.app.db.insert(storedFiles).values({
      id: fileId,
      accountId: claim!.accountId,
      fileName: 'poa.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
    });
    await ctx.app.db
      .insert(claimDocuments)
      .values({ claimId: claim!.id, typeCode: '32', fileId, downloadKey: randomUUID().replaceAll('-', '') });
    const after = await customerDetail(reportNo);
    expect(after.documentRequests.map((request) => request.satisfied)).toEqual([false, true]);
    expect(after.missingDocuments).toBe(before);
    expect(
      (await eventsOf(reportNo)).map((event) => [event.action, event.fromStatus, event.toStatus]),
    ).toEqual([
      ['report', null, '01'],
      ['requestDocuments', '01', '01'],
    ]);
  });
});

describe('calculating the settlement', () => {
  it('takes exactly the claim lines, and applies the policy deductible once', async () => {
    const reportNo = await newClaim({
      estimatedLoss: '5000.00',
      estimatedCurrency: '03',
      goodsLines: [
        {
          goodsName: 'Microwave ovens',
          quantity: '20',
          unit: 'carton',
          unitPrice: '150.00',
          damageExtent: '100',
        },
        { goodsName: 'Spare parts', quantity: '2', unit: 'box', unitPrice: '1000.00', damageExtent: '100' },
      ],
    });
    const missing = await settle(reportNo, { lines: [{ lineNo: 1, assessedLoss: '2500.00' }] }, 'zh');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.issues).toEqual([
      { path: ['lines'], message: '理算明细：请为每一条货物损失明细填写核定损失' },
    ]);
    const extra = [
      { lineNo: 1, assessedLoss: '1' },
      { lineNo: 2, assessedLoss: '1' },
      { lineNo: 3, assessedLoss: '1' },
    ];
    expect((await settle(reportNo, { lines: extra })).statusCode).toBe(400);
    const deductible = await policyDeductible();
    const lines = [
      { lineNo: 1, assessedLoss: '2500.00' },
      { lineNo: 2, assessedLoss: '2000.00' },
    ];
    const result = data<ClaimSettlement>(await settle(reportNo, { lines, note: '按检验报告核定' }));
    const payable = 450_000 - deductible;
    expect(result).toMatchObject({
      currencyCode: '03',
      totalClaimed: '5000.00',
      totalAssessed: '4500.00',
      deductible: (deductible / 100).toFixed(2),
      payable: (payable / 100).toFixed(2),
      cappedBySumInsured: false,
      exchangeRate: '7.09',
      payableCny: ((payable * 709) / 10_000).toFixed(2),
      note: '按检验报告核定',
    });
    const detail = await customerDetail(reportNo);
    expect(detail).toMatchObject({
      status: '02',
      statusName: 'Settlement calculated',
      payable: result.payable,
    });
    expect(detail.history.map((entry) => entry.action)).toEqual(['report', 'calculateSettlement']);
  });

  it('never pays more than the sum insured, values a loss claimed in another currency, and recalculates', async () => {
    const reportNo = await newClaim({
      estimatedLoss: '200000.00',
      estimatedCurrency: '03',
      goodsLines: [
        {
          goodsName: 'Microwave ovens',
          quantity: '1000',
          unit: 'carton',
          unitPrice: '200.00',
          damageExtent: '100',
        },
      ],
    });
    const capped = data<ClaimSettlement>(
      await settle(reportNo, { lines: [{ lineNo: 1, assessedLoss: '200000.00' }], exchangeRate: '7.1' }),
    );
    expect(capped).toMatchObject({ payable: '110000.00', cappedBySumInsured: true, payableCny: '781000.00' });
    const again = data<ClaimSettlement>(
      await settle(reportNo, { lines: [{ lineNo: 1, assessedLoss: '0' }] }),
    );
    expect(again).toMatchObject({ payable: '0.00', deductible: '0.00', cappedBySumInsured: false });
    // CNY 8,000.00 claimed on a USD policy: 8,000 / 7.09 = USD 1,128.35.
    const yuan = await newClaim();
    const converted = data<ClaimSettlement>(
      await settle(yuan, { lines: [{ lineNo: 1, assessedLoss: '1000.00' }] }),
    );
    expect(converted.totalClaimed).toBe('1128.35');
  });
});

describe('two handlers acting on one claim at once', () => {
  it('takes one of 20 concurrent settlements of one version; the others are told who changed it', async () => {
    const reportNo = await newClaim();
    const opened = data<ClaimDetail>(
      await claimCall(insurer, claimHandlingEndpoints.openClaim, { reportNo }, 'en'),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        settle(reportNo, {
          lines: [{ lineNo: 1, assessedLoss: `${1000 + index}.00` }],
          exchangeRate: '7.1',
          version: opened.version,
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json().message).toMatch(/^吴理赔 changed this claim at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(refused[0]!.json().message).toContain('refresh to see it');
    // The stored settlement is the winner's, and one step is in the history.
    const winner = won[0]!.json().data as ClaimSettlement;
    expect(
      data<ClaimDetail>(await claimCall(insurer, claimHandlingEndpoints.openClaim, { reportNo }, 'en'))
        .settlement?.totalAssessed,
    ).toBe(winner.totalAssessed);
    expect((await eventsOf(reportNo)).filter((event) => event.action === 'calculateSettlement')).toHaveLength(
      1,
    );
  });

  it('refuses a close on a version the claim has left, and one taken on the new version goes through', async () => {
    const reportNo = await newClaim();
    const seen = data<ClaimDetail>(
      await claimCall(insurer, claimHandlingEndpoints.openClaim, { reportNo }, 'zh'),
    ).version;
    data(await settle(reportNo, { lines: [{ lineNo: 1, assessedLoss: '800.00' }], version: seen }));
    const stale = await handlingCall(
      insurer,
      claimHandlingEndpoints.closeClaim,
      { note: '', version: seen, reportNo },
      'zh',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^该案件已被吴理赔于.+更新（理算），请刷新后查看最新情况再操作$/);
    expect(
      data<ClaimDetail>(await claimCall(insurer, claimHandlingEndpoints.openClaim, { reportNo }, 'en'))
        .status,
    ).toBe('02');
    const fresh = await handlingCall(
      insurer,
      claimHandlingEndpoints.closeClaim,
      { note: '', version: seen + 1, reportNo },
      'en',
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

describe('closing and archiving', () => {
  it('closes a settled or reported claim, archives a closed one, and refuses other steps', async () => {
    const reportNo = await newClaim();
    const early = await step(reportNo, 'archive', 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A claim in status "Reported" does not allow you to archive the claim');
    expect(data(await step(reportNo, 'close'))).toEqual({ reportNo, status: '03', statusName: 'Closed' });
    const settleClosed = await settle(reportNo, { lines: [{ lineNo: 1, assessedLoss: '1.00' }] }, 'zh');
    expect(settleClosed.statusCode).toBe(409);
    expect(settleClosed.json().message).toBe('赔案当前状态（已结案）不能理算');
    const request = await handlingCall(insurer, claimHandlingEndpoints.requestDocuments, {
      documents: [{ typeCode: '26' }],
      reportNo,
    });
    expect(request.statusCode).toBe(409);
    expect(data(await step(reportNo, 'archive'))).toEqual({ reportNo, status: '04', statusName: 'Archived' });
    expect((await step(reportNo, 'close', 'zh')).json().message).toBe('赔案当前状态（已归档）不能结案');
    const events = await eventsOf(reportNo);
    expect(events.map((event) => [event.action, event.fromStatus, event.toStatus, event.note])).toEqual([
      ['report', null, '01', ''],
      ['close', '01', '03', 'close by test'],
      ['archive', '03', '04', 'archive by test'],
    ]);
    expect((await customerDetail(reportNo)).history.map((entry) => entry.statusName)).toEqual([
      'Reported',
      'Closed',
      'Archived',
    ]);
  });
});
