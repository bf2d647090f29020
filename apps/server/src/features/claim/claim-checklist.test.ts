import { CLAIM_STATUS, type ClaimDocuments, type ClaimDocumentType, LOSS_TYPE } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { data } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import {
  insertClaim,
  PDF,
  POLICY_NO,
  requestDocument,
  setClaimStatus,
  uploadDocument,
  useClaimTestApp,
} from './claim-document.fixtures.ts';

const { ctx, owner, other } = useClaimTestApp();

const detailsList = async (reportNo: string, lang: 'zh' | 'en' = 'en') =>
  data<ClaimDocuments>(
    await call(ctx.app, claimEndpoints.claimDocuments, { reportNo }, { cookie: owner.token, lang }),
  );

/** Uploads a PDF of the type to the claim as its owner. */
const upload = (reportNo: string, typeCode: ClaimDocumentType, fileName: string) =>
  uploadDocument(ctx.app, owner.token, { reportNo, typeCode }, fileName, PDF);

const lineOf = (documents: ClaimDocuments, typeCode: string) =>
  documents.checklist.find((line) => line.typeCode === typeCode);

describe('POST /cargo/claim/detailsList', () => {
  it('water damage by sea: the survey report, the bill of lading and the packing list are expected', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const documents = await detailsList(claim.reportNo);
    expect(documents).toMatchObject({ reportNo: claim.reportNo, acceptsDocuments: true, documents: [] });
    expect(lineOf(documents, '26')).toEqual({
      typeCode: '26',
      typeName: 'Third-party survey report',
      reason: 'For this loss type',
      requestedByInsurer: false,
      note: '',
      uploaded: false,
    });
    expect(lineOf(documents, '23')).toMatchObject({
      typeName: 'Bill of lading',
      reason: 'Transport document',
    });
    expect(lineOf(documents, '21')).toMatchObject({ typeName: 'Packing list', reason: 'Always needed' });
    expect(lineOf(documents, '09')).toBeUndefined();
    expect(documents.missing).toBe(documents.checklist.length);
  });

  it('theft: the police certificate is expected, in the caller language', async () => {
    const claim = await insertClaim(ctx.app, owner.id, {
      lossType: LOSS_TYPE.shortage,
      causeLevel1: '03',
      causeLevel2: '0301',
    });
    expect(lineOf(await detailsList(claim.reportNo), '09')).toMatchObject({
      typeName: 'Police certificate',
      reason: 'For this cause',
    });
    expect(lineOf(await detailsList(claim.reportNo, 'zh'), '09')).toMatchObject({
      typeName: '公安机关证明',
      reason: '按出险原因',
    });
  });

  it('an upload ticks its line and lowers the missing count', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const before = await detailsList(claim.reportNo);
    await upload(claim.reportNo, '23', 'bl.pdf');
    const after = await detailsList(claim.reportNo);
    expect(lineOf(after, '23')?.uploaded).toBe(true);
    expect(after.missing).toBe(before.missing - 1);
    expect(after.documents).toEqual([expect.objectContaining({ typeCode: '23', fileName: 'bl.pdf' })]);
  });

  it('a document the insurer asks for appears with its note, and a later upload satisfies it', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    await upload(claim.reportNo, '26', 'survey.pdf');
    await requestDocument(ctx.app, claim.id, '32', 'Signed by the legal representative');
    await requestDocument(ctx.app, claim.id, '26', 'The final survey report, not the preliminary one');
    const requested = await detailsList(claim.reportNo);
    expect(lineOf(requested, '32')).toMatchObject({
      typeName: 'Power of attorney',
      reason: 'Requested by the adjuster',
      requestedByInsurer: true,
      note: 'Signed by the legal representative',
      uploaded: false,
    });
    // Uploaded before the request: the adjuster wants a new one.
    expect(lineOf(requested, '26')).toMatchObject({ requestedByInsurer: true, uploaded: false });
    await upload(claim.reportNo, '32', 'poa.pdf');
    await upload(claim.reportNo, '26', 'final.pdf');
    const satisfied = await detailsList(claim.reportNo);
    expect(lineOf(satisfied, '32')?.uploaded).toBe(true);
    expect(lineOf(satisfied, '26')?.uploaded).toBe(true);
    expect(satisfied.missing).toBe(requested.missing - 2);
  });

  it('a closed claim no longer accepts documents', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    await setClaimStatus(ctx.app, claim.id, CLAIM_STATUS.closed);
    expect((await detailsList(claim.reportNo)).acceptsDocuments).toBe(false);
  });

  it("answers not found for another account's claim", async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await call(
      ctx.app,
      claimEndpoints.claimDocuments,
      { reportNo: claim.reportNo },
      { cookie: other.token },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('未找到该赔案');
  });
});

describe('POST /cargo/claim/sendSbClaimDocEmail', () => {
  const send = (
    reportNo: string,
    email: string,
    policyNo: string,
    cookie = owner.token,
    lang: 'zh' | 'en' = 'en',
  ) => call(ctx.app, claimEndpoints.emailChecklist, { reportNo, email, policyNo }, { cookie, lang });
  const mailsTo = (email: string) => ctx.app.db.select().from(outbox).where(eq(outbox.recipient, email));

  it('puts the checklist with what is missing and the carrier-notice day in the outbox', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    await upload(claim.reportNo, '23', 'bl.pdf');
    await requestDocument(ctx.app, claim.id, '32', 'Signed original');
    const missing = (await detailsList(claim.reportNo)).missing;
    const response = await send(claim.reportNo, 'claims@shocean.example.cn', POLICY_NO);
    expect(data(response)).toEqual({ sentTo: 'claims@shocean.example.cn' });
    expect(response.json().message).toBe('Document checklist sent to claims@shocean.example.cn');
    const [mail] = await mailsTo('claims@shocean.example.cn');
    expect(mail).toMatchObject({ channel: 'mail', subject: `Claim ${claim.reportNo}: documents checklist` });
    expect(mail!.body).toContain(`claim ${claim.reportNo} (policy or certificate ${POLICY_NO})`);
    expect(mail!.body).toContain('[uploaded] 23 Bill of lading (Transport document)');
    expect(mail!.body).toContain('[missing] 26 Third-party survey report (For this loss type)');
    expect(mail!.body).toContain('[missing] 32 Power of attorney (Requested by the adjuster)');
    expect(mail!.body).toContain("Adjuster's note: Signed original");
    expect(missing).toBeGreaterThan(1);
    expect(mail!.body).toContain(`${missing} documents still missing.`);
    expect(mail!.body).toContain('written notice of the loss by 2026-03-13');
  });

  it('writes the mail in the caller language', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    await send(claim.reportNo, 'zh@shocean.example.cn', POLICY_NO, owner.token, 'zh');
    const [mail] = await mailsTo('zh@shocean.example.cn');
    expect(mail!.subject).toBe(`赔案 ${claim.reportNo} 索赔单证清单`);
    expect(mail!.body).toContain('[待补充] 26 第三方检验报告（按损失类型）');
    expect(mail!.body).toContain('请在 2026-03-13 前书面通知承运人');
  });

  it('refuses a policy number that is not the claim', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await send(claim.reportNo, 'wrong@shocean.example.cn', '99999999999999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The policy number does not match the claim');
    expect(await mailsTo('wrong@shocean.example.cn')).toHaveLength(0);
  });

  it('checks the address', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await send(claim.reportNo, 'not-an-address', POLICY_NO);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toEqual(['email']);
  });

  it("answers not found for another account's claim and sends nothing", async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await send(claim.reportNo, 'other@shocean.example.cn', POLICY_NO, other.token);
    expect(response.statusCode).toBe(404);
    expect(await mailsTo('other@shocean.example.cn')).toHaveLength(0);
  });
});
