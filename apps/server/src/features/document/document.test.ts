import type { DocumentVerification, EndpointInput, Page, PolicyListRow } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { documentEndpoints } from '@cargo/domain/api/document';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentVerifications, policies } from '../../db/schema/index.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { logInToAccount, WIDE_RANGE } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const squash = (text: string) => text.replace(/\s+/g, '');

const pdfOf = (response: { statusCode: number; rawPayload: Buffer; body: string }) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { text: squash(pdfText(response.rawPayload)), bytes: response.rawPayload };
};

/** The verification address the QR code and its link hold. */
const qrTargetOf = (pdf: Buffer) => {
  const match = /\/URI \((http[^)]*\/verify\/([A-Za-z0-9_-]{22}))\)/.exec(pdf.toString('latin1'));
  expect(match).not.toBeNull();
  return { url: match?.[1] ?? '', token: match?.[2] ?? '' };
};

const exportPolicy = async () => {
  const page = data<Page<PolicyListRow>>(
    await call(ctx.app, policyEndpoints.listPolicies, { ...WIDE_RANGE }, { cookie: ctx.token }),
  );
  const row = page.list.find((policy) => policy.marketproductCode === 'MP09110009');
  if (row?.policyNo == null) throw new Error('No seeded export policy');
  return { ...row, policyNo: row.policyNo };
};

type PrintLanguage = EndpointInput<typeof documentEndpoints.policyPdf>['language'];
const policyPdf = (policyNo: string, language: PrintLanguage, cookie = ctx.token) =>
  call(ctx.app, documentEndpoints.policyPdf, { policyNo, language }, { cookie });

const verify = async (code: string) =>
  data<DocumentVerification>(await call(ctx.app, documentEndpoints.verify, { code }, { lang: 'en' }));

describe('GET /cargo/document/cargoPolicy', () => {
  it('prints the policy in English with the amount in words and a QR code to its verification page', async () => {
    const policy = await exportPolicy();
    const response = await policyPdf(policy.policyNo, 'en-US');
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text, bytes } = pdfOf(response);
    for (const fact of [
      'CARGOTRANSPORTATIONINSURANCEPOLICY',
      policy.policyNo,
      'HamburgHaushaltswarenGmbH',
      'USD110,000.00',
      'SAYUSDOLLARSONEHUNDREDTENTHOUSANDONLY',
      'InstituteCargoClauses(A)',
    ]) {
      expect(text).toContain(fact);
    }
    expect(bytes.length).toBeLessThan(300 * 1024);
    // One page: a single page object under the page tree.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    const { url, token } = qrTargetOf(bytes);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/verify\//);
    const [row] = await ctx.app.db
      .select()
      .from(documentVerifications)
      .where(eq(documentVerifications.token, token));
    expect(row).toMatchObject({ kind: 'policy', documentNo: policy.policyNo });
    expect(text).toContain(row?.shortCode);
  });

  it('prints the policy in Chinese with 大写 amount and the same codes on a second print', async () => {
    const policy = await exportPolicy();
    const first = pdfOf(await policyPdf(policy.policyNo, 'en-US'));
    const { text, bytes } = pdfOf(await policyPdf(policy.policyNo, 'zh-CN'));
    expect(text).toContain('货物运输保险单');
    expect(text).toContain('美元壹拾壹万元整');
    expect(qrTargetOf(bytes).token).toBe(qrTargetOf(first.bytes).token);
  });

  it("answers not found for another account's policy", async () => {
    const policy = await exportPolicy();
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    const response = await policyPdf(policy.policyNo, 'en-US', other);
    expect(response.statusCode).toBe(404);
  });

  it('prints a corrected policy with its endorsement number, and the old copy verifies as superseded', async () => {
    const policy = await exportPolicy();
    const old = qrTargetOf(pdfOf(await policyPdf(policy.policyNo, 'en-US')).bytes).token;
    await ctx.app.db
      .update(policies)
      .set({ revision: 1, endorsementNo: '80009202600000000017' })
      .where(eq(policies.policyNo, policy.policyNo));
    const corrected = pdfOf(await policyPdf(policy.policyNo, 'en-US'));
    expect(corrected.text).toContain('80009202600000000017');
    const current = qrTargetOf(corrected.bytes).token;
    expect(current).not.toBe(old);

    const oldAnswer = await verify(old);
    expect(oldAnswer).toMatchObject({
      genuine: true,
      document: {
        status: 'corrected',
        isCurrentVersion: false,
        currentEndorsementNo: '80009202600000000017',
      },
    });
    expect(oldAnswer.message).toContain('80009202600000000017');
    expect(await verify(current)).toMatchObject({
      genuine: true,
      document: { status: 'corrected', isCurrentVersion: true, endorsementNo: '80009202600000000017' },
    });

    await ctx.app.db
      .update(policies)
      .set({ policyStatus: '99' })
      .where(eq(policies.policyNo, policy.policyNo));
    expect(await verify(current)).toMatchObject({ genuine: true, document: { status: 'cancelled' } });
  });
});

describe('GET /cargo/document/cargoPolicyPrint', () => {
  it('prints a declared certificate in both languages with its verification codes', async () => {
    const declared = data<{ declarationNo: string; certificateNo: string }>(
      await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), { cookie: ctx.token }),
    );
    const print = (language: PrintLanguage) =>
      call(
        ctx.app,
        documentEndpoints.certificatePdf,
        { declarationNo: declared.declarationNo, language },
        { cookie: ctx.token },
      );
    const english = pdfOf(await print('en-US'));
    expect(english.text).toContain('CARGOTRANSPORTATIONINSURANCECERTIFICATE');
    expect(english.text).toContain(declared.certificateNo);
    expect(english.text).toContain('SAYUSDOLLARSONEHUNDREDTENTHOUSANDONLY');
    const chinese = pdfOf(await print('zh-CN'));
    expect(chinese.text).toContain('货物运输保险凭证');
    expect(chinese.text).toContain('美元壹拾壹万元整');
    const answer = await verify(qrTargetOf(chinese.bytes).token);
    expect(answer).toMatchObject({
      genuine: true,
      document: {
        kind: 'certificate',
        documentNo: declared.certificateNo,
        amount: 'USD 110,000.00',
        status: 'issued',
      },
    });
  });
});

describe('GET /cargo/public/verify/:code', () => {
  it('answers an unknown and a tampered code alike: not genuine, nothing else', async () => {
    const policy = await exportPolicy();
    const token = qrTargetOf(pdfOf(await policyPdf(policy.policyNo, 'en-US')).bytes).token;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await verify('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown).toEqual({
      genuine: false,
      message: expect.stringContaining('No document'),
      document: null,
    });
    expect(await verify(tampered)).toEqual(unknown);
  });

  it('finds a document by the short code printed under the QR code, without a session', async () => {
    const policy = await exportPolicy();
    const token = qrTargetOf(pdfOf(await policyPdf(policy.policyNo, 'en-US')).bytes).token;
    const [row] = await ctx.app.db
      .select()
      .from(documentVerifications)
      .where(eq(documentVerifications.token, token));
    expect(row?.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(await verify(row?.shortCode ?? '')).toMatchObject({
      genuine: true,
      document: {
        documentNo: policy.policyNo,
        amount: 'USD 110,000.00',
      },
    });
  });
});

describe('verification rate limit', () => {
  it('refuses a 21st verification from one IP within a minute, so short codes cannot be tried in bulk', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await call(ctx.app, documentEndpoints.verify, {
        code: `ZZZZZZZZ${String(attempt).padStart(2, '2')}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses[0]).toBe(200);
  });
});
