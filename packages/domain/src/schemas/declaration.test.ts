import { describe, expect, it } from 'vitest';
import { describeIssue, type ValidationIssue } from '../issues.ts';
import {
  DECLARATION_FIELD_NAMES,
  DECLARATION_REQUIRED_FIELDS,
  type DeclarationInput,
  isHazardousGoods,
  isRequiredDeclarationField,
  type OpenPolicyTerms,
  openPolicyIssues,
  selfCheckReasons,
  shipmentKeyOf,
  ZDeclaration,
  ZDeclarationDraftRequest,
  ZDeclarationQuery,
  ZDeclarationSubmitRequest,
} from './declaration.ts';

const valid: DeclarationInput = {
  policyNo: '60110009202500000018',
  goodsDescription: '全棉针织T恤',
  marks: 'N/M, 1200 CARTONS',
  invoiceNo: 'INV-1',
  billOfLadingNo: '',
  conveyance: 'COSCO ARIES V.032E',
  loadingPort: '上海',
  dischargePort: 'Hamburg',
  departureCountry: 'cn',
  destinationCountry: 'DE',
  sailingDate: '2026-06-10',
  claimPayableAt: 'Hamburg',
  letterOfCredit: '0',
  datePrintFormat: '01',
  mainClause: 'ICC_A',
  riders: ['WAR'],
  invoiceAmount: '100000.00',
  invoiceCurrency: '03',
  issuingDate: '2026-06-10',
  printLanguage: '02',
  paperType: '01',
  sealType: '01',
};

const terms: OpenPolicyTerms = {
  effectiveDate: '2026-05-01',
  endDate: '2027-04-30',
  currencyCode: '03',
  productCode: 'MP09110009',
  mainClauses: ['ICC_A', 'ICC_B'],
  riders: ['WAR'],
  additionCapPpm: 300_000,
};

const issuesOf = (input: Partial<DeclarationInput>) => {
  const result = ZDeclaration.safeParse({ ...valid, ...input });
  return result.success ? [] : (result.error.issues as ValidationIssue[]);
};
const messages = (input: Partial<DeclarationInput>, language: 'zh-CN' | 'en-US' = 'en-US') =>
  issuesOf(input).map((issue) => describeIssue(language, issue));
const parsed = (input: Partial<DeclarationInput> = {}) => ZDeclaration.parse({ ...valid, ...input });

describe('ZDeclaration', () => {
  it('accepts a full shipment, upper-cases countries and defaults the optional texts', () => {
    const declaration = parsed();
    expect(declaration).toMatchObject({
      departureCountry: 'CN',
      viaPort: '',
      surveyAgent: '',
      riders: ['WAR'],
    });
  });

  it('says "cannot be empty" for every missing required field', () => {
    const required = {
      goodsDescription: '',
      marks: ' ',
      conveyance: '',
      loadingPort: '',
      sailingDate: undefined,
      letterOfCredit: undefined,
      printLanguage: '',
      invoiceAmount: undefined,
    } as unknown as Partial<DeclarationInput>;
    expect(messages(required, 'zh-CN')).toEqual(
      expect.arrayContaining([
        '货物描述：不能为空',
        '唛头/件数/包装：不能为空',
        '船名/车牌号/航班号：不能为空',
        '起运港：不能为空',
        '起运日期：不能为空',
        '信用证：不能为空',
        '打印语言：不能为空',
        '发票金额：不能为空',
      ]),
    );
  });

  it('needs an invoice number or a bill of lading number', () => {
    expect(messages({ invoiceNo: '', billOfLadingNo: '' })).toEqual([
      'Invoice number: Please fill in the invoice number or the bill of lading/waybill number',
    ]);
    expect(issuesOf({ invoiceNo: '', billOfLadingNo: 'COSU1' })).toEqual([]);
  });

  it('keeps texts within the SPEC limits counted in units (a Chinese character counts 2)', () => {
    expect(issuesOf({ goodsDescription: '货'.repeat(1000) })).toEqual([]);
    expect(messages({ goodsDescription: '货'.repeat(1001) }, 'zh-CN')).toEqual([
      '货物描述：货物描述不能超过2000个字符（或1000个汉字）',
    ]);
    expect(issuesOf({ otherInformation: 'x'.repeat(400) })).toEqual([]);
    expect(messages({ otherInformation: '信'.repeat(201) }, 'zh-CN')).toEqual([
      '其他信息：申报内容不能超过400个字符（或200个汉字）',
    ]);
    expect(messages({ conveyance: 'x'.repeat(201) })).toEqual([
      'Vessel / plate / flight: The text is too long',
    ]);
  });

  it('refuses an issuing date before the sailing date (SPEC §5)', () => {
    expect(messages({ issuingDate: '2026-06-09' })).toEqual([
      'Issuing date: cannot be earlier than the sailing date',
    ]);
    expect(issuesOf({ issuingDate: '2026-06-11' })).toEqual([]);
  });

  it('takes the invoice amount as an exact decimal with the currency decimals', () => {
    expect(messages({ invoiceAmount: '1,000.00' })[0]).toMatch(/^Invoice amount: /);
    expect(messages({ invoiceAmount: '10.001' })[0]).toMatch(/^Invoice amount: /);
    expect(messages({ invoiceAmount: '0' })[0]).toMatch(/^Invoice amount: /);
    expect(messages({ invoiceAmount: '100.5', invoiceCurrency: '05' })[0]).toMatch(/^Invoice amount: /);
    expect(issuesOf({ invoiceAmount: '100', invoiceCurrency: '05' })).toEqual([]);
  });

  it('needs the L/C number under a letter of credit, and valid codes, dates and countries', () => {
    expect(messages({ letterOfCredit: '1' })).toEqual(['L/C number: required under a letter of credit']);
    expect(messages({ sailingDate: '2026-02-30', issuingDate: '2026-03-01' })).toEqual([
      expect.stringMatching(/^Departure date: /),
    ]);
    expect(messages({ departureCountry: 'CHN' })[0]).toMatch(/^Departure country: /);
    expect(messages({ paperType: '09' as never })[0]).toMatch(/^Paper: /);
    expect(messages({ riders: ['WAR', 'WAR'] })).toEqual([
      'Additional covers: an additional cover is chosen twice',
    ]);
    expect(messages({ additionPercent: '10.555' })[0]).toMatch(/^Addition percentage: /);
  });

  it('is the same rule set in the submit request, which adds a request key', () => {
    const noKey = ZDeclarationSubmitRequest.safeParse(valid);
    expect(noKey.success).toBe(false);
    expect(
      ZDeclarationSubmitRequest.safeParse({ ...valid, requestKey: '7d0c4a43-3c1e-4b8e-9a52-0f3f1d2c5b6a' })
        .success,
    ).toBe(true);
    const bad = ZDeclarationSubmitRequest.safeParse({
      ...valid,
      requestKey: '7d0c4a43-3c1e-4b8e-9a52-0f3f1d2c5b6a',
      issuingDate: '2026-01-01',
    });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([['issuingDate']]);
  });

  it('lets a draft be nearly empty but keeps the text limits', () => {
    const draft = { requestKey: '7d0c4a43-3c1e-4b8e-9a52-0f3f1d2c5b6a', policyNo: valid.policyNo };
    expect(ZDeclarationDraftRequest.safeParse(draft).success).toBe(true);
    expect(ZDeclarationDraftRequest.safeParse({ ...draft, goodsDescription: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(ZDeclarationDraftRequest.safeParse({ ...draft, sailingDate: '2026-13-01' }).success).toBe(false);
    expect(ZDeclarationDraftRequest.safeParse({ ...draft, policyNo: '' }).success).toBe(false);
  });
});

describe('open policy rules', () => {
  const policyMessages = (input: Partial<DeclarationInput>) =>
    openPolicyIssues(parsed(input), terms).map((issue) => describeIssue('en-US', issue));

  it('accepts a shipment within the policy', () => {
    expect(policyMessages({})).toEqual([]);
  });

  it('refuses a loading date before the insurance start or after the end', () => {
    expect(policyMessages({ sailingDate: '2026-04-30' })).toEqual([
      'Departure date: cannot be earlier than the start of the open policy',
    ]);
    expect(policyMessages({ sailingDate: '2026-05-01', issuingDate: '2026-05-01' })).toEqual([]);
    expect(policyMessages({ sailingDate: '2027-05-01', issuingDate: '2027-05-01' })).toEqual([
      'Departure date: cannot be later than the end of the open policy',
    ]);
  });

  it('caps the addition at the policy cap (default 30%) and asks 10% under a letter of credit', () => {
    expect(policyMessages({ additionPercent: '30' })).toEqual([]);
    expect(policyMessages({ additionPercent: '30.01' })).toEqual([
      'Addition percentage: above the cap of the open policy',
    ]);
    expect(
      openPolicyIssues(parsed({ additionPercent: '25' }), { ...terms, additionCapPpm: 200_000 }).map(
        (issue) => issue.path,
      ),
    ).toEqual([['additionPercent']]);
    expect(policyMessages({ letterOfCredit: '1', letterOfCreditNo: 'LC1', additionPercent: '5' })[0]).toMatch(
      /^Addition percentage: /,
    );
  });

  it('needs the policy currency and its clauses', () => {
    expect(policyMessages({ invoiceCurrency: '01' })).toEqual([
      'Invoice currency: must be the currency of the open policy',
    ]);
    expect(policyMessages({ mainClause: 'ICC_C' })).toEqual([
      'Main clause: this clause is not one of the open policy',
    ]);
    expect(policyMessages({ riders: ['STRIKES'] })).toEqual([
      'Additional covers: an additional cover is not one of the open policy',
    ]);
  });
});

describe('self-check', () => {
  const today = '2026-06-10';

  it('passes an ordinary shipment declared on time', () => {
    expect(selfCheckReasons(parsed(), today)).toEqual([]);
    expect(selfCheckReasons(parsed({ sailingDate: '2026-06-07', issuingDate: '2026-06-07' }), today)).toEqual(
      [],
    );
  });

  it('sends high-risk countries, dangerous goods and late declarations to review', () => {
    expect(selfCheckReasons(parsed({ destinationCountry: 'IR' }), today)).toEqual(['highRiskCountry']);
    expect(selfCheckReasons(parsed({ goodsDescription: 'Paint, UN1263, flammable' }), today)).toEqual([
      'hazardousGoods',
    ]);
    expect(selfCheckReasons(parsed({ sailingDate: '2026-06-06', issuingDate: '2026-06-06' }), today)).toEqual(
      ['lateDeclaration'],
    );
  });

  it('recognises dangerous goods words in both languages', () => {
    expect(isHazardousGoods('锂电池 危险品 第9类')).toBe(true);
    expect(isHazardousGoods('Explosive fireworks')).toBe(true);
    expect(isHazardousGoods('UN 3480 lithium ion batteries')).toBe(true);
    expect(isHazardousGoods('Cotton T-shirts, UNITED colours')).toBe(false);
  });

  it('keys a shipment by invoice, B/L and sailing date, ignoring case and spaces', () => {
    expect(
      shipmentKeyOf({ invoiceNo: ' inv-1 ', billOfLadingNo: 'cosu  1', sailingDate: '2026-06-10' }),
    ).toBe(shipmentKeyOf({ invoiceNo: 'INV-1', billOfLadingNo: 'COSU 1', sailingDate: '2026-06-10' }));
  });
});

describe('ZDeclarationQuery', () => {
  it('needs a full date range unless a full policy or certificate number is given', () => {
    expect(ZDeclarationQuery.safeParse({}).error?.issues[0]?.message).toBe('validation.dateRange.incomplete');
    expect(
      ZDeclarationQuery.safeParse({ startDate: '2026-06-10', endDate: '2026-06-01' }).error?.issues[0]
        ?.message,
    ).toBe('validation.dateRange.order');
    expect(ZDeclarationQuery.safeParse({ policyNo: '60110009202500000018' }).success).toBe(true);
    expect(ZDeclarationQuery.safeParse({ certificateNo: '20269000300000000001' }).success).toBe(true);
    expect(ZDeclarationQuery.safeParse({ policyNo: '123' }).error?.issues[0]?.message).toBe(
      'validation.policyNo.length',
    );
    expect(ZDeclarationQuery.parse({ startDate: '2026-06-01', endDate: '2026-06-30' })).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      dateType: 'declaration',
    });
  });
});

describe('DECLARATION_REQUIRED_FIELDS', () => {
  /** Whether the whole schema refuses a shipment that leaves this one field out, naming the field. */
  const refusedWithout = (name: string) => {
    const { [name as keyof DeclarationInput]: _left, ...rest } = valid;
    const result = ZDeclaration.safeParse(rest);
    return (result.error?.issues ?? []).some(
      (issue) =>
        issue.path[0] === name && (issue.message === 'error.fieldRequired' || issue.code === 'invalid_type'),
    );
  };

  it('lists exactly the fields the schema refuses blank, in form order', () => {
    expect(DECLARATION_REQUIRED_FIELDS).toEqual(DECLARATION_FIELD_NAMES.filter(refusedWithout));
    expect(DECLARATION_REQUIRED_FIELDS).toContain('policyNo');
    expect(DECLARATION_REQUIRED_FIELDS).not.toContain('invoiceNo');
    expect(DECLARATION_REQUIRED_FIELDS.every(isRequiredDeclarationField)).toBe(true);
    expect(isRequiredDeclarationField('riders')).toBe(false);
  });
});
