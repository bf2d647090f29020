import type {
  BackofficeClaimRow,
  ClaimDocuments,
  ClaimDocumentType,
  ClaimSettlement,
  EndpointInput,
  Page,
} from '@cargo/domain';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { accountIdOf, insertClaim, PDF, PNG, uploadDocument } from './claim-document.fixtures.ts';

/**
 * What the claims handler's screens add to the handling routes (docs/business-rules.md "Operations"): list
 * filters and age, the documents viewable in the browser, the audit row of each step, read-only auditors.
 */
const ctx = useTestApp({ logIn: 'demo' });
const tokens = { claims: '', auditor: '', operations: '', hangzhou: '' };
let shanghai = 0;
let hangzhou = 0;

beforeAll(async () => {
  tokens.claims = await logInAs(ctx.app, 'claims');
  tokens.auditor = await logInAs(ctx.app, 'auditor');
  tokens.operations = await logInAs(ctx.app, 'operations');
  tokens.hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
  shanghai = await accountIdOf(ctx.app, 'SHOCEAN');
  hangzhou = await accountIdOf(ctx.app, 'HZSHUNDA');
});

const list = async (
  body: Omit<EndpointInput<typeof claimHandlingEndpoints.listClaims>, 'pageSize'>,
  cookie = tokens.claims,
) =>
  data<Page<BackofficeClaimRow>>(
    await call(
      ctx.app,
      claimHandlingEndpoints.listClaims,
      { pageSize: 100, ...body },
      { cookie, lang: 'en' },
    ),
  );

describe('POST backoffice/claim/list filters', () => {
  it('filters by account, report number and status, and gives each claim its age in days', async () => {
    const mine = await insertClaim(ctx.app, hangzhou);
    await insertClaim(ctx.app, shanghai);
    const ofHangzhou = await list({ accountCode: 'HZSHUNDA' });
    expect(ofHangzhou.list.map((row) => row.reportNo)).toContain(mine.reportNo);
    expect(ofHangzhou.list.every((row) => row.accountName === 'HZSHUNDA')).toBe(true);
    const one = await list({ reportNo: mine.reportNo.slice(-8) });
    expect(one.list.map((row) => row.reportNo)).toEqual([mine.reportNo]);
    expect(one.list[0]!.ageDays).toBe(0);
    expect((await list({ accountCode: 'NOSUCH' })).total).toBe(0);
    expect(
      (await list({ status: '03', accountCode: 'HZSHUNDA' })).list.map((row) => row.reportNo),
    ).not.toContain(mine.reportNo);
  });

  it('names a bad filter and lets the auditor read; a customer and operations staff are refused', async () => {
    const bad = await call(
      ctx.app,
      claimHandlingEndpoints.listClaims,
      { reportNo: '12ab' },
      { cookie: tokens.claims, lang: 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Report number: /);
    expect((await list({}, tokens.auditor)).total).toBeGreaterThan(0);
    expect(
      (await call(ctx.app, claimHandlingEndpoints.listClaims, {}, { cookie: ctx.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, claimHandlingEndpoints.listClaims, {}, { cookie: tokens.operations })).statusCode,
    ).toBe(403);
  });
});

/** The documents of a claim as staff see them (the claims handler by default). */
const documentsOf = (reportNo: string, cookie = tokens.claims, lang?: 'zh' | 'en') =>
  call(ctx.app, claimHandlingEndpoints.claimDocuments, { reportNo }, { cookie, lang });

/** A claim's document shown through the handling route (to the claims handler by default). */
const view = (reportNo: string, key: string, cookie = tokens.claims) =>
  call(ctx.app, claimHandlingEndpoints.viewDocument, { reportNo, key }, { cookie });

/** Uploads a document to the HZSHUNDA claim as its customer would. */
const upload = (reportNo: string, typeCode: ClaimDocumentType, fileName: string, content: Buffer) =>
  uploadDocument(ctx.app, tokens.hangzhou, { reportNo, typeCode }, fileName, content);

describe("a claim's documents in the browser", () => {
  it('lists the documents and shows each inline, framable by the portal only', async () => {
    const claim = await insertClaim(ctx.app, hangzhou);
    expect((await upload(claim.reportNo, '05', 'claim.pdf', PDF)).statusCode).toBe(200);
    expect((await upload(claim.reportNo, '26', 'photo.png', PNG)).statusCode).toBe(200);
    const documents = data<ClaimDocuments>(await documentsOf(claim.reportNo, tokens.auditor, 'en'));
    expect(documents.documents.map((document) => document.fileName).sort()).toEqual([
      'claim.pdf',
      'photo.png',
    ]);
    const pdf = documents.documents.find((document) => document.fileName === 'claim.pdf')!;
    const shown = await view(claim.reportNo, pdf.downloadKey);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toBe('inline; filename="claim.pdf"');
    expect(String(shown.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(shown.rawPayload.equals(PDF)).toBe(true);
    const png = documents.documents.find((document) => document.fileName === 'photo.png')!;
    expect((await view(claim.reportNo, png.downloadKey)).headers['content-type']).toBe('image/png');
  });

  it('sends what a browser cannot show in the page (a CSV) as a download, never inline', async () => {
    const claim = await insertClaim(ctx.app, hangzhou);
    const csv = Buffer.from('goods,cartons\nmicrowaves,10\n<script>alert(1)</script>,0\n');
    const uploaded = await upload(claim.reportNo, '05', 'loss-list.csv', csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const documents = data<ClaimDocuments>(await documentsOf(claim.reportNo));
    const listed = documents.documents.find((document) => document.fileName === 'loss-list.csv')!;
    const sent = await view(claim.reportNo, listed.downloadKey);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-disposition']).toBe('attachment; filename="loss-list.csv"');
    expect(String(sent.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it("answers 404 for another claim's key, an unknown claim, and a customer", async () => {
    const claim = await insertClaim(ctx.app, hangzhou);
    const other = await insertClaim(ctx.app, hangzhou);
    await upload(claim.reportNo, '05', 'a.pdf', PDF);
    const [document] = data<ClaimDocuments>(await documentsOf(claim.reportNo)).documents;
    const key = document!.downloadKey;
    expect((await view(other.reportNo, key)).statusCode).toBe(404);
    expect((await documentsOf('9'.repeat(20))).statusCode).toBe(404);
    expect((await view(claim.reportNo, key, tokens.hangzhou)).statusCode).toBe(404);
    expect((await view(claim.reportNo, 'bad!key')).statusCode).toBe(400);
  });
});

describe('the audit log of handling steps', () => {
  it('writes who did which step, status before → after and the figures, in the step', async () => {
    const claim = await insertClaim(ctx.app, shanghai);
    const settle = {
      lines: [{ lineNo: 1, assessedLoss: '5000.00' }],
      exchangeRate: '7.1',
      note: 'survey done',
    };
    const settlement = data<ClaimSettlement>(
      await call(
        ctx.app,
        claimHandlingEndpoints.calculateSettlement,
        { ...settle, version: 0, reportNo: claim.reportNo },
        { cookie: tokens.claims },
      ),
    );
    expect(settlement.payable).toBe('4500.00');
    await call(
      ctx.app,
      claimHandlingEndpoints.closeClaim,
      { note: 'paid', version: 1, reportNo: claim.reportNo },
      { cookie: tokens.claims },
    );
    const rows = await ctx.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.objectNo, claim.reportNo))
      .orderBy(desc(staffAuditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['claim.close', 'claim.calculateSettlement']);
    expect(rows[0]).toMatchObject({
      staffName: '吴理赔',
      objectType: 'claim',
      before: { status: '02' },
      after: { status: '03', note: 'paid' },
    });
    expect(rows[1]!.after).toMatchObject({
      status: '02',
      payable: '4500.00',
      deductible: '500.00',
      currencyCode: 'USD',
    });
  });

  it('refuses the auditor every step and writes nothing', async () => {
    const claim = await insertClaim(ctx.app, shanghai);
    const refused = await call(
      ctx.app,
      claimHandlingEndpoints.closeClaim,
      { note: '', version: 0, reportNo: claim.reportNo },
      { cookie: tokens.auditor },
    );
    expect(refused.statusCode).toBe(403);
    expect(
      await ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectNo, claim.reportNo)),
    ).toEqual([]);
  });
});
