import type { EndpointDeclaration, EndpointInput, PrintDispatch } from '@cargo/domain';
import { documentEndpoints } from '@cargo/domain/api/document';
import { describe, expect, it } from 'vitest';
import { applyWholeCorrection, issuePolicy } from '../../test/correction.fixtures.ts';
import { createApplication, createDraft } from '../../test/factories.ts';
import { inDays, logInToAccount } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callPrepared, callWithInvalidInput, prepareCall } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const squash = (text: string) => text.replace(/\s+/g, '');
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const pdfOf = (response: { statusCode: number; rawPayload: Buffer; body: string }) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { text: squash(pdfText(response.rawPayload)), bytes: response.rawPayload };
};
const hasQrCode = (pdf: Buffer) => /\/URI \(http[^)]*\/verify\//.test(pdf.toString('latin1'));

const document = <E extends EndpointDeclaration>(
  endpoint: E,
  query: EndpointInput<E>,
  cookie = ctx.token,
  lang: 'zh' | 'en' = 'en',
) => call(ctx.app, endpoint, query, { cookie, lang });

/** A policy issued today and corrected at once: invoice USD 100,000 → 120,000 and another vessel. */
const correctedPolicy = async () => {
  const policy = await issuePolicy(ctx);
  const result = await applyWholeCorrection(
    ctx,
    policy.policyId,
    { transport: { conveyanceName: 'COSCO SHIPPING LEO V.031W' }, insurance: { invoiceAmount: '120000.00' } },
    'en',
  );
  expect(result.status).toBe('E2');
  return { ...policy, endorsementNo: result.endorsementNo ?? '', result };
};

describe('GET /cargo/document/cargoApplyPrint', () => {
  it('prints a submitted application in English with the chosen date format, paper and seal, without a QR code', async () => {
    const application = await createApplication(ctx);
    const sailing = inDays(3);
    const [year, month, day] = sailing.split('-');
    const { text, bytes } = pdfOf(
      await document(documentEndpoints.applicationPdf, {
        id: application.id,
        language: 'en-US',
        datePrintFormat: '06',
        sealType: '02',
      }),
    );
    for (const fact of [
      'CARGOTRANSPORTATIONINSURANCEAPPLICATION',
      application.voucherNo,
      'Thisapplicationisnotapolicy',
      'USD100,000.00',
      'USD110,000.00',
      'SAYUSDOLLARSONEHUNDREDTENTHOUSANDONLY',
      `${day}${MONTHS[Number(month) - 1]}${year}`,
      'Companysealstampedatthebranch',
      'InstituteCargoClauses(A)',
      'Pendingpayment',
    ]) {
      expect(text).toContain(fact);
    }
    expect(hasQrCode(bytes)).toBe(false);
  });

  it('prints it in Chinese, and refuses a draft (print the draft instead)', async () => {
    const application = await createApplication(ctx);
    const { text } = pdfOf(
      await document(documentEndpoints.applicationPdf, { id: application.id, language: 'zh-CN' }),
    );
    expect(text).toContain('货物运输保险投保单');
    expect(text).toContain('美元壹拾壹万元整');
    expect(text).toContain('待支付');
    const draft = await createDraft(ctx);
    const refused = await document(documentEndpoints.applicationPdf, { id: draft.id }, ctx.token, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该投保单尚未提交，请下载暂存稿');
  });
});

describe('GET /cargo/document/tempAndApply', () => {
  it('prints a draft marked as not a policy in both languages; a submitted application is refused', async () => {
    const draft = await createDraft(ctx);
    const english = pdfOf(await document(documentEndpoints.draftPdf, { id: draft.id, language: 'en-US' }));
    expect(english.text).toContain('CARGOINSURANCEAPPLICATION(DRAFT)');
    // The middle dot reads back as "·" (the font draws it and "•" with one glyph: platform/pdf.ts).
    expect(english.text).toContain('DRAFT·NOTAPOLICY:thisdocumentisnoinsurancecontract');
    expect(english.text).toContain('PacificHomeGoodsLLC');
    expect(hasQrCode(english.bytes)).toBe(false);
    const chinese = pdfOf(await document(documentEndpoints.draftPdf, { id: draft.id, language: 'zh-CN' }));
    expect(chinese.text).toContain('暂存稿·非保险单');
    expect(chinese.text).toContain('货物运输保险投保单（暂存稿）');

    const application = await createApplication(ctx);
    const refused = await document(documentEndpoints.draftPdf, { id: application.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Only a draft or an application pending modification prints as a draft',
    );
  });

  it('answers bad print options with a 400 naming the field', async () => {
    const draft = await createDraft(ctx);
    const response = await callWithInvalidInput(
      ctx.app,
      documentEndpoints.draftPdf,
      { id: draft.id, paperType: '09' },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toEqual(['paperType']);
  });
});

describe('policy documents of a corrected policy', () => {
  it('prints the original policy and the correction inventory (endorsement, field before → after, premium difference)', async () => {
    const policy = await correctedPolicy();
    const { text, bytes } = pdfOf(
      await document(documentEndpoints.oldPolicyPdf, { policyNo: policy.policyNo, language: 'en-US' }),
    );
    for (const fact of [
      'CARGOTRANSPORTATIONINSURANCEPOLICY(ASORIGINALLYISSUED)',
      'USD110,000.00',
      'COSCOSHIPPINGARIES',
      'ENDORSEMENTINVENTORY',
      policy.endorsementNo,
      'USD100,000.00→USD120,000.00',
      'COSCOSHIPPINGARIES→COSCOSHIPPINGLEOV.031W',
      `Premiumdifference:+USD${policy.result.pricing.premiumDifference.replace(/\s/g, '')}`,
      'Electronicpolicy,printedinthequeue',
    ]) {
      expect(text).toContain(fact);
    }
    // The original is printed as issued: not the corrected amount.
    expect(text).not.toContain('USD132,000.00');
    expect(hasQrCode(bytes)).toBe(true);
    const chinese = pdfOf(
      await document(documentEndpoints.oldPolicyPdf, { policyNo: policy.policyNo, language: 'zh-CN' }),
    );
    expect(chinese.text).toContain('批改清单');
    expect(chinese.text).toContain(`批单号${policy.endorsementNo}生效日期`);
  });

  it('prints the current version in the new layout with the endorsements it holds (cargoNewPolicyPrint)', async () => {
    const policy = await correctedPolicy();
    const { text } = pdfOf(
      await document(documentEndpoints.newPolicyPdf, { policyNo: policy.policyNo, language: 'en-US' }),
    );
    expect(text).toContain('USD132,000.00');
    expect(text).toContain('COSCOSHIPPINGLEOV.031W');
    expect(text).toContain('Endorsementsincorporated');
    expect(text).toContain(policy.endorsementNo);
    expect(text).toContain('Printtype');
    const chinese = pdfOf(
      await document(documentEndpoints.newPolicyPdf, { policyNo: policy.policyNo, language: 'zh-CN' }),
    );
    expect(chinese.text).toContain('美元壹拾叁万贰仟元整');
  });

  it('prints "no effective correction" for a policy never corrected', async () => {
    const policy = await issuePolicy(ctx);
    const { text } = pdfOf(await document(documentEndpoints.oldPolicyPdf, { policyNo: policy.policyNo }));
    expect(text).toContain('Thispolicyhasnoeffectiveendorsement.');
  });
});

describe('tenancy', () => {
  it("answers not found for another account's application, draft, policy and print job", async () => {
    const application = await createApplication(ctx);
    const draft = await createDraft(ctx);
    const policy = await issuePolicy(ctx);
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    for (const print of [
      prepareCall(documentEndpoints.applicationPdf, { id: application.id }),
      prepareCall(documentEndpoints.draftPdf, { id: draft.id }),
      prepareCall(documentEndpoints.newPolicyPdf, { policyNo: policy.policyNo }),
      prepareCall(documentEndpoints.oldPolicyPdf, { policyNo: policy.policyNo }),
    ]) {
      const response = await callPrepared(ctx.app, print, { cookie: other, lang: 'en' });
      expect(response.statusCode, print.endpoint.path).toBe(404);
    }
    const dispatched = await call(
      ctx.app,
      documentEndpoints.printDispatch,
      { document: 'cargoPolicy', documentNo: policy.policyNo },
      { cookie: other },
    );
    expect(dispatched.statusCode).toBe(404);
    const mine = data<PrintDispatch>(
      await call(
        ctx.app,
        documentEndpoints.printDispatch,
        { document: 'cargoPolicy', documentNo: policy.policyNo },
        { cookie: ctx.token },
      ),
    );
    await ctx.app.jobs.settled();
    const theirs = await call(
      ctx.app,
      documentEndpoints.printResult,
      { docno: mine.docno! },
      { cookie: other },
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(ctx.app, documentEndpoints.printDownload, { docno: mine.docno! }, { cookie: other }))
        .statusCode,
    ).toBe(404);
  });
});
