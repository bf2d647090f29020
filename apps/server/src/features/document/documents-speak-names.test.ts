import { type DocumentVerification, type Invoice, type Language, translate } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { documentEndpoints } from '@cargo/domain/api/document';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import { publicEndpoints } from '@cargo/domain/api/public';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimReport, inForcePolicyNo, reportClaim } from '../../test/claim.fixtures.ts';
import { applyWholeCorrection, issuePolicy } from '../../test/correction.fixtures.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { type CodeBook, codeBookOf, documentTextFindings, domainCodeBook } from '../../test/document-text.ts';
import { createApplication, createDraft } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/**
 * Every kind of document a customer (or a bank checking one) reads, in both languages, speaks names
 * (docs/business-rules.md "Documents speak names"): no raw code where a name exists, no Chinese in the
 * English version but the parties typed in Chinese, no amount without thousands separators. The records are
 * made once for the file, through the API as a customer makes them.
 */

const ctx = useTestApp({ logIn: 'demo' });

/** The parties the fixtures type in Chinese (applicant, insured, invoice title): printed as typed. */
const CHINESE_PARTIES = ['上海远洋贸易有限公司', '张丽', '上海海运进出口有限公司'];
const LANGUAGES: readonly Language[] = ['en-US', 'zh-CN'];
const SETTLEMENT_COLUMNS = ['settlementNo', 'kind', 'documentNo', 'period', 'count', 'premium', 'dueDate'];

interface Records {
  book: CodeBook;
  applicationId: number;
  draftId: number;
  policyNo: string;
  declarationNo: string;
  invoiceNo: string;
  reportNo: string;
}
let records: Records | undefined;
const made = () => {
  if (records === undefined) throw new Error('The records are made in beforeAll');
  return records;
};

/** A declaration whose typed facts are English (the parties stay as the open cover names them). */
const englishDeclaration = () =>
  declarationForm({ goodsDescription: 'Cotton knitted T-shirts', loadingPort: 'Shanghai' });

/** A claim on the seeded export policy (Shanghai → Hamburg), USD 6,600 estimated, typed in English. */
const englishClaim = async () =>
  reportClaim(
    ctx,
    claimReport(await inForcePolicyNo(ctx), {
      locationDetail: 'Waigaoqiao terminal 5',
      description: 'Fire in the container yard; 11 cartons burnt',
      estimatedLoss: '6600.00',
      estimatedCurrency: '03',
      goodsLines: [
        {
          goodsName: 'Microwave ovens',
          quantity: '11',
          unit: 'CTN',
          unitPrice: '600.00',
          damageExtent: '100',
        },
      ],
    }),
  );

const invoiceOf = async (policyNo: string) =>
  data<Invoice>(
    await call(
      ctx.app,
      invoiceEndpoints.createInvoice,
      {
        sourceType: 'policy',
        sourceNo: policyNo,
        invoiceTitle: '上海海运进出口有限公司',
        taxpayerNo: '91350100M000100Y43',
        email: 'finance@shocean.example.com',
        mobile: '13800138000',
        remarks: '',
        showForeignCurrency: true,
        showBlNo: false,
      },
      { cookie: ctx.token },
    ),
  );

beforeAll(async () => {
  const policy = await issuePolicy(ctx);
  const corrected = await applyWholeCorrection(ctx, policy.policyId, {
    transport: { destinationPort: 'NLRTM' },
    insurance: { invoiceAmount: '120000.00' },
  });
  expect(corrected.status).toBe('E2');
  const declared = data<{ declarationNo: string }>(
    await call(ctx.app, declarationEndpoints.submitDeclaration, englishDeclaration(), { cookie: ctx.token }),
  );
  records = {
    book: await codeBookOf(ctx.app),
    applicationId: (await createApplication(ctx)).id,
    draftId: (await createDraft(ctx)).id,
    policyNo: policy.policyNo,
    declarationNo: declared.declarationNo,
    invoiceNo: (await invoiceOf(policy.policyNo)).invoiceNo,
    reportNo: (await englishClaim()).reportNo,
  };
});

const textOfPdf = (response: { statusCode: number; rawPayload: Buffer; body: string }) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(response.rawPayload);
};

const findingsIn = (text: string, language: Language) =>
  documentTextFindings(text, { language, book: made().book, allowedChinese: CHINESE_PARTIES });

/** Both languages' findings at once (none in either), the texts shown when there are some. */
const expectSpeaksNames = async (textIn: (language: Language) => Promise<string>) => {
  const texts = await Promise.all(LANGUAGES.map(textIn));
  const findings = Object.fromEntries(
    LANGUAGES.map((language, index) => [language, findingsIn(texts[index]!, language)]),
  );
  expect(findings, texts.join('\n\n')).toEqual(
    Object.fromEntries(LANGUAGES.map((language) => [language, []])),
  );
};

const cookieLang = (language: Language) => (language === 'zh-CN' ? 'zh' : 'en');

/** Each printed document, by what it is, fetched in a language. */
const PRINTS: Record<string, (language: Language) => ReturnType<typeof call>> = {
  policy: (language) =>
    call(
      ctx.app,
      documentEndpoints.policyPdf,
      { policyNo: made().policyNo, language },
      { cookie: ctx.token },
    ),
  'policy in the new layout (endorsements)': (language) =>
    call(
      ctx.app,
      documentEndpoints.newPolicyPdf,
      { policyNo: made().policyNo, language },
      { cookie: ctx.token },
    ),
  'original policy and correction inventory': (language) =>
    call(
      ctx.app,
      documentEndpoints.oldPolicyPdf,
      { policyNo: made().policyNo, language },
      { cookie: ctx.token },
    ),
  certificate: (language) =>
    call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: made().declarationNo, language },
      { cookie: ctx.token },
    ),
  application: (language) =>
    call(
      ctx.app,
      documentEndpoints.applicationPdf,
      { id: made().applicationId, language },
      { cookie: ctx.token },
    ),
  draft: (language) =>
    call(ctx.app, documentEndpoints.draftPdf, { id: made().draftId, language }, { cookie: ctx.token }),
  'unpaid settlement list': (language) =>
    call(ctx.app, settlementEndpoints.settlementPdf, { language }, { cookie: ctx.token }),
  'notice of claim to the carrier': (language) =>
    call(
      ctx.app,
      claimEndpoints.carrierNotice,
      { reportNo: made().reportNo, language },
      { cookie: ctx.token },
    ),
  'usage guide': (language) => call(ctx.app, publicEndpoints.usageGuide, {}, { lang: cookieLang(language) }),
};

describe('every printed document speaks names, in both languages', () => {
  for (const [kind, print] of Object.entries(PRINTS)) {
    it(kind, async () => {
      await expectSpeaksNames(async (language) => textOfPdf(await print(language)));
    });
  }

  it('the unpaid settlement list keeps each column heading on one line ("Count", not "Coun/t")', async () => {
    for (const language of LANGUAGES) {
      const lines = textOfPdf(await PRINTS['unpaid settlement list']!(language)).split('\n');
      for (const column of SETTLEMENT_COLUMNS) {
        expect(lines, language).toContain(translate(language, `settlement.pdf.column.${column}`));
      }
    }
  });

  it('the e-invoice (Chinese, with English labels): no codes, amounts grouped', async () => {
    const response = await call(
      ctx.app,
      invoiceEndpoints.invoicePdf,
      { invoiceNo: made().invoiceNo },
      { cookie: ctx.token },
    );
    expect(findingsIn(textOfPdf(response), 'zh-CN')).toEqual([]);
  });
});

/** The verification codes the policy's and the certificate's prints carry. */
const verificationTokensOf = async () =>
  Promise.all(
    [PRINTS.policy!, PRINTS.certificate!].map(async (print) => {
      const pdf = (await print('en-US')).rawPayload.toString('latin1');
      return /\/URI \(http[^)]*\/verify\/([A-Za-z0-9_-]{22})\)/.exec(pdf)?.[1] ?? '';
    }),
  );

describe('the public verification answer speaks names', () => {
  it('names the voyage and the goods in the reader language', async () => {
    for (const token of await verificationTokensOf()) {
      await expectSpeaksNames(async (language) => {
        const answer = data<DocumentVerification>(
          await call(ctx.app, documentEndpoints.verify, { code: token }, { lang: cookieLang(language) }),
        );
        expect(answer.genuine).toBe(true);
        return Object.values(answer.document ?? {}).join('\n');
      });
    }
  });
});

describe('the check itself', () => {
  const book = domainCodeBook();
  book.set('CNSHA', 'port').set('DEHAM', 'port').set('CN', 'portCountry');
  const findings = (text: string, language: Language = 'en-US') =>
    documentTextFindings(text, { language, book, allowedChinese: ['张丽'] });

  it('finds a currency code, port codes, a bare code, Chinese in English and an ungrouped amount', () => {
    expect(findings('Estimated loss 03 6,600.00')).toEqual(['currency code before an amount: "03 6,600.00"']);
    expect(findings('Voyage\nFrom CNSHA to DEHAM')).toEqual(['port code: "CNSHA"', 'port code: "DEHAM"']);
    expect(findings('Destination country: CN\nPacking\n01')).toHaveLength(2);
    expect(findings('Goods category\n0301')).toEqual(['bare code of GOODS_CATEGORIES (sub): "0301"']);
    expect(findings('Description of goods\n包装机械')[0]).toMatch(
      /^Chinese in an English document: "包装机械"/,
    );
    expect(findings('Invoice amount USD 900000.00')).toEqual([
      'amount without thousands separators: "900000.00"',
    ]);
  });

  it('passes names, grouped amounts, dates, numbers and the parties typed in Chinese', () => {
    const clean = [
      'Insured\n张丽',
      'Voyage\nFrom Shanghai to Hamburg',
      'Sum insured\nUSD 900,000.00',
      'Issued at Shanghai 2026-03-10 08:30',
      'Policy No.: 60110009202500000018',
      'Application\npending\npayment',
      '12.5 CTN',
      'No.\n1',
    ].join('\n');
    expect(findings(clean)).toEqual([]);
    expect(findings('被保险人\n上海远洋\n美元 6,600.00', 'zh-CN')).toEqual([]);
  });
});
