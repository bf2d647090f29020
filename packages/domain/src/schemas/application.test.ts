import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en-US/insuring.ts';
import { isMessageKey } from '../i18n/index.ts';
import zh from '../i18n/zh-CN/insuring.ts';
import { describeIssue, type ValidationIssue } from '../issues.ts';
import { priceApplication } from '../pricing/quote.ts';
import {
  type ApplicationFormInput,
  clientKindOf,
  formPathOfPricingIssue,
  fullApplicationSchema,
  pricingInputOf,
  SPECIAL_AGREEMENTS,
  specialAgreementTextKey,
  withDerivedClientFacts,
  ZDraftApplication,
} from './application.ts';

const here = dirname(fileURLToPath(import.meta.url));
const TODAY = '2026-03-10';
const ZApplicationOnDay = fullApplicationSchema(() => TODAY);

const draft = (overrides: Partial<ApplicationFormInput> = {}): ApplicationFormInput => ({
  productCode: 'MP09110009',
  applicant: { appliName: '上海远洋贸易有限公司', appliIdType: '10', appliIdNo: '91310115MA1H7GXQ3E' },
  insured: { insuredName: 'Pacific Home Goods LLC' },
  goods: { majorCategory: '01', subCategory: '0103' },
  ...overrides,
});

const full = (overrides: Partial<ApplicationFormInput> = {}): ApplicationFormInput => ({
  ...draft(),
  basic: { insuranceBeginDate: '2026-03-12', insuranceEndDate: '2026-05-12' },
  applicant: { ...draft().applicant, appliType: 'group' },
  insured: {
    insuredType: 'group',
    insuredName: 'Pacific Home Goods LLC',
    insuredIdType: '99',
    insuredIdNo: 'C2231908',
  },
  goods: { ...draft().goods, cargoName: '实木家具', goodsDescription: 'Oak dining tables, 300 cartons' },
  transport: {
    invoiceNo: 'INV-1',
    conveyanceName: 'EVER GIVEN',
    carryMode: '01',
    departureDate: '2026-03-12',
    departurePort: 'CNNGB',
    destinationPort: 'USLAX',
    iacsClass: 'CCS',
    shipAge: 9,
  },
  insurance: { mainClause: 'ICC_A', currencyCode: '03', invoiceAmount: '56000.00' },
  ...overrides,
});

/** "Field: reason" messages of a failed parse, in Chinese. */
const messages = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []).map((issue) => describeIssue('zh-CN', issue as ValidationIssue));

describe('ZDraftApplication (SPEC §5 draft rule)', () => {
  it('accepts a draft with only the required fields, and empty strings or nulls elsewhere', () => {
    expect(ZDraftApplication.safeParse(draft()).success).toBe(true);
    const withBlanks = draft({
      basic: { insuranceBeginDate: '', insuranceEndDate: null },
      transport: { carryMode: '', shipAge: '', departurePort: '' },
      invoice: { taxNo: '' },
    });
    expect(ZDraftApplication.safeParse(withBlanks).success).toBe(true);
  });

  it('requires applicant name, ID type and number, insured name and both goods categories', () => {
    const result = ZDraftApplication.safeParse({ productCode: 'MP09110009' });
    expect(messages(result)).toEqual([
      '投保人名称：不能为空',
      '投保人证件类型：不能为空',
      '投保人证件号码：不能为空',
      '被保险人名称：不能为空',
      '货物大类：不能为空',
      '货物小类：不能为空',
    ]);
  });

  it('validates filled-in optional fields: tax number, mobile, ID, goods category, ports', () => {
    const bad = draft({
      applicant: { ...draft().applicant, appliPhone: '2345' },
      invoice: { taxNo: 'X'.repeat(21) },
      insured: {
        insuredName: '李四',
        insuredType: 'personal',
        insuredIdType: '01',
        insuredIdNo: '110105194912310021',
      },
      goods: { majorCategory: '01', subCategory: '0999' },
      transport: { departurePort: 'shanghai' },
    });
    expect(messages(ZDraftApplication.safeParse(bad))).toEqual([
      '投保人手机号码：请输入正确的11位手机号码',
      '纳税人识别号：纳税人识别号不能超过20个字符',
      '起运港：港口代码应为5位联合国贸易地点代码（如CNSHA）',
      '被保险人证件号码：身份证号码校验位不正确，请核对后重新输入',
      '货物小类：货物类别不正确，请重新选择',
    ]);
  });

  it('infers the client kind from the ID type when it is not chosen', () => {
    expect(clientKindOf(undefined, '10')).toBe('group');
    expect(clientKindOf('', '01')).toBe('personal');
    expect(clientKindOf('personal', '10')).toBe('personal');
    const personalUscc = draft({ applicant: { ...draft().applicant, appliType: 'personal' } });
    expect(messages(ZDraftApplication.safeParse(personalUscc))).toEqual([
      '投保人证件类型：该证件类型不适用于当前客户类型',
    ]);
  });

  it('limits the goods description to 2000 units and the declaration to 400, counting Chinese twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 300 }),
        (chinese, declaration) => {
          const form = draft({
            goods: { ...draft().goods, goodsDescription: '货'.repeat(chinese) },
            other: { declaration: '声'.repeat(declaration) },
          });
          const result = ZDraftApplication.safeParse(form);
          expect(result.success).toBe(chinese <= 1000 && declaration <= 200);
        },
      ),
      { numRuns: 60 },
    );
    const ascii = draft({ goods: { ...draft().goods, goodsDescription: 'a'.repeat(2000) } });
    expect(ZDraftApplication.safeParse(ascii).success).toBe(true);
  });

  it('checks special agreements against the catalog', () => {
    const result = ZDraftApplication.safeParse(
      draft({
        specialAgreements: [
          { agreementType: 'fixed', agreementCode: 'SA01' },
          { agreementType: 'semiFixed', agreementCode: 'SA01' },
          { agreementType: 'free', agreementText: ' ' },
        ],
      }),
    );
    expect(messages(result)).toEqual([
      '特别约定代码：特别约定不存在，请重新选择',
      '特别约定内容：请填写特别约定内容',
      '特别约定内容：请填写特别约定内容',
    ]);
  });
});

describe('ZApplication (full form)', () => {
  it('accepts a complete application', () => {
    const result = ZApplicationOnDay.safeParse(full());
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('needs the invoice or the bill of lading number, and the L/C number under a letter of credit', () => {
    const form = full({
      transport: { ...full().transport, invoiceNo: '', blNo: '', letterOfCredit: '1' },
    });
    expect(messages(ZApplicationOnDay.safeParse(form))).toEqual([
      '发票号：发票号与提单/运单号至少填写一项',
      '信用证号：信用证项下须填写信用证号',
    ]);
  });

  it('does not ask carrier liability products for shipment details', () => {
    const liability = full({ productCode: 'MP09000018', transport: {} });
    expect(ZApplicationOnDay.safeParse(liability).success).toBe(true);
  });

  it('needs the anti-dating confirmed for a start before today, and an end not before the start', () => {
    const antiDated = full({ basic: { insuranceBeginDate: '2026-03-01', insuranceEndDate: '2026-02-28' } });
    expect(messages(ZApplicationOnDay.safeParse(antiDated))).toEqual([
      '保险止期：保险止期不能早于保险起期',
      '倒签确认：保险起期早于今天，请确认倒签',
    ]);
    const confirmed = full({
      basic: { insuranceBeginDate: '2026-03-01', insuranceEndDate: '2026-03-30' },
      other: { antiDatedConfirmed: true },
    });
    expect(ZApplicationOnDay.safeParse(confirmed).success).toBe(true);
  });

  it('accepts ship ages 1–39 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), (age) => {
        const form = full({ transport: { ...full().transport, shipAge: age } });
        expect(ZApplicationOnDay.safeParse(form).success).toBe(age >= 1 && age <= 39);
      }),
      { numRuns: 80 },
    );
  });
});

describe('derivations and pricing input', () => {
  it('derives birthday and sex of personal clients from a resident ID, ignoring what the form says', () => {
    const form = ZDraftApplication.parse(
      draft({
        insured: {
          insuredName: '张丽',
          insuredType: 'personal',
          insuredIdType: '01',
          insuredIdNo: '11010519491231002x',
          insuredBirthday: '2001-01-01',
          insuredSex: 'M',
        },
      }),
    );
    const derived = withDerivedClientFacts(form, TODAY);
    expect(derived.insured).toMatchObject({
      insuredIdNo: '11010519491231002X',
      insuredBirthday: '1949-12-31',
      insuredSex: 'F',
    });
    // Groups have neither.
    expect(derived.applicant.appliBirthday).toBeUndefined();
    // Other ID types keep what the customer gave.
    const passport = ZDraftApplication.parse(
      draft({
        insured: {
          insuredName: 'John',
          insuredType: 'personal',
          insuredIdType: '02',
          insuredIdNo: 'E12345678',
          insuredBirthday: '1985-04-02',
          insuredSex: 'M',
        },
      }),
    );
    expect(withDerivedClientFacts(passport).insured).toMatchObject({
      insuredBirthday: '1985-04-02',
      insuredSex: 'M',
    });
  });

  it('maps the form to the pricing engine, with countries from the port codes', () => {
    const form = ZApplicationOnDay.parse(
      full({
        transport: { ...full().transport, transitPort: 'IRBND', letterOfCredit: '1', creditNo: 'LC1' },
        insurance: {
          ...full().insurance,
          riders: [{ riderCode: 'WAR', riderSumInsured: '' }],
          additionPercent: 10,
        },
      }),
    );
    const input = pricingInputOf(form, { exchangeRate: '7.09', today: TODAY });
    expect(input).toMatchObject({
      productCode: 'MP09110009',
      mainClause: 'ICC_A',
      riders: [{ code: 'WAR', sumInsured: '' }],
      goods: { majorCode: '01', subCode: '0103' },
      currency: '03',
      invoiceAmount: '56000.00',
      additionPercent: '10',
      letterOfCredit: '1',
      departureCountry: 'CN',
      destinationCountry: 'US',
      transitCountries: ['IR'],
      vessel: { age: 9, classSociety: 'CCS' },
      conveyanceType: '01',
    });
    const priced = priceApplication(input);
    expect(priced.ok && priced.quote.referrals).toEqual([
      'pricing.refer.highRiskCountry',
      'pricing.refer.warExcludedArea',
    ]);
  });

  it('maps every pricing issue path to a form field', () => {
    expect(formPathOfPricingIssue('invoiceAmount')).toEqual(['insurance', 'invoiceAmount']);
    expect(formPathOfPricingIssue('riders.2')).toEqual(['insurance', 'riders', 2, 'riderCode']);
    expect(formPathOfPricingIssue('riders.0.sumInsured')).toEqual([
      'insurance',
      'riders',
      0,
      'riderSumInsured',
    ]);
    expect(formPathOfPricingIssue('transitCountries.0')).toEqual(['transport', 'transitPort']);
    expect(formPathOfPricingIssue('vessel.age')).toEqual(['transport', 'shipAge']);
    expect(formPathOfPricingIssue('goods')).toEqual(['goods', 'subCategory']);
  });
});

describe('insuring catalogs', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('have the same keys and placeholders in zh-CN and en-US, under field. or insuring.', () => {
    // English adds the singular `…_one` of each plural message (`…_other`, docs/glossary.md "Plurals").
    expect(Object.keys(en).filter((key) => !key.endsWith('_one'))).toEqual(Object.keys(zh));
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(key).toMatch(/^(field|insuring)\.[A-Za-z0-9.]+(_other)?$/);
      expect(zh[key]).toMatch(/[\u4e00-\u9fff]/);
      expect(en[key]).not.toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(en[key])).toEqual(placeholders(zh[key]));
    }
  });

  it('have a text for every special agreement and every message key the schemas use', () => {
    for (const agreement of SPECIAL_AGREEMENTS)
      expect(isMessageKey(specialAgreementTextKey(agreement.code))).toBe(true);
    const sources = [
      'application-fields.ts',
      'application-form.ts',
      'application-rules.ts',
      'application-requests.ts',
      'client.ts',
      'policy.ts',
      'quotation.ts',
    ]
      .map((file) => readFileSync(join(here, file), 'utf8'))
      .join('\n');
    const used = sources.match(/'(insuring|validation|pricing|error)\.[A-Za-z.]+'/g) ?? [];
    for (const quoted of used) expect(isMessageKey(quoted.slice(1, -1)), quoted).toBe(true);
  });
});
