import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CLAIM_CASE_STATUSES,
  CLAIM_DOCUMENT_TYPES,
  CLIENT_KINDS,
  CONVEYANCE_TYPES,
  CORRECTION_TYPES,
  type CodeItem,
  CURRENCIES,
  codeEnum,
  codesOf,
  currencyByIso,
  currencyCodeSchema,
  DEFAULT_USER_TYPE,
  EXPORT_PRODUCT_CODES,
  findCode,
  GROUP_ID_TYPES,
  groupIdTypeSchema,
  ID_TYPES,
  idTypeSchema,
  isCodeOf,
  isExport,
  isIdTypeAllowed,
  LETTER_OF_CREDIT,
  labelOf,
  MESSAGE_STATUSES,
  minorUnitsOf,
  PERSONAL_ID_TYPES,
  POLICY_CURRENCY_CODES,
  POLICY_STATUSES,
  POLLING_PRINT_PRODUCT_CODES,
  PREFERENCE_DEFAULTS,
  PREFERENCES,
  PRODUCTS,
  personalIdTypeSchema,
  productCodeSchema,
  RESERVATION_INTENTIONS,
  REVIEW_RESULT,
  REVIEW_RESULTS,
  resolvePreferences,
  resolvePrintType,
  toOptions,
  USER_TYPES,
  usesPollingPrint,
  VALIDITIES,
} from './index.ts';

const ALL_LISTS: Record<string, readonly CodeItem[]> = {
  CURRENCIES,
  CLIENT_KINDS,
  ID_TYPES,
  PRODUCTS,
  APPLICATION_STATUSES,
  REVIEW_RESULTS,
  POLICY_STATUSES,
  VALIDITIES,
  CORRECTION_TYPES,
  CONVEYANCE_TYPES,
  LETTER_OF_CREDIT,
  MESSAGE_STATUSES,
  CLAIM_CASE_STATUSES,
  CLAIM_DOCUMENT_TYPES,
  RESERVATION_INTENTIONS,
  USER_TYPES,
  PREFERENCES,
};

const codes = (list: readonly CodeItem[]) => list.map((c) => c.code);

describe.each(Object.entries(ALL_LISTS))('code list %s', (_name, list) => {
  it('has unique codes and both labels, the Chinese one in Chinese', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(codes(list)).size).toBe(list.length);
    for (const item of list) {
      expect(item.code).toMatch(/^[0-9A-Za-z]+$/);
      expect(item.en.trim()).not.toBe('');
      expect(item.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(item.en).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('derives a zod enum accepting exactly its codes', () => {
    const schema = codeEnum(list as unknown as readonly [CodeItem, ...CodeItem[]]);
    for (const code of codes(list)) expect(schema.parse(code)).toBe(code);
    expect(schema.safeParse('not-a-code').success).toBe(false);
    expect(schema.safeParse(1).success).toBe(false);
  });
});

describe('code list helpers', () => {
  it('labelOf returns the label in the language and falls back to the code', () => {
    expect(labelOf(CURRENCIES, '03', 'zh-CN')).toBe('美元');
    expect(labelOf(CURRENCIES, '03', 'en-US')).toBe('US Dollar');
    expect(labelOf(CURRENCIES, '77', 'en-US')).toBe('77');
    expect(labelOf(CURRENCIES, undefined, 'en-US')).toBe('');
    expect(labelOf(APPLICATION_STATUSES, 'P1', 'zh-CN')).toBe('已出单');
  });

  it('toOptions keeps the list order', () => {
    expect(toOptions(CONVEYANCE_TYPES, 'zh-CN')).toEqual([
      { value: '01', label: '集装箱' },
      { value: '02', label: '非集装箱' },
    ]);
  });

  it('codesOf, isCodeOf and findCode', () => {
    expect(codesOf(LETTER_OF_CREDIT)).toEqual(['0', '1']);
    expect(isCodeOf(USER_TYPES, 'CARGO')).toBe(true);
    expect(isCodeOf(USER_TYPES, 'cargo')).toBe(false);
    expect(isCodeOf(USER_TYPES, 1)).toBe(false);
    expect(findCode(VALIDITIES, '02')?.en).toBe('In force');
    expect(findCode(VALIDITIES, '03')).toBeUndefined();
  });
});

describe('currencies', () => {
  it('has the 16 codes of SPEC §9 with their ISO codes', () => {
    expect(CURRENCIES.map((c) => `${c.code} ${c.iso}`)).toEqual([
      '01 CNY',
      '02 HKD',
      '03 USD',
      '04 GBP',
      '05 JPY',
      '07 CHF',
      '09 SGD',
      '10 CAD',
      '12 EUR',
      '13 AUD',
      '18 MOP',
      '19 DKK',
      '20 NOK',
      '21 SEK',
      '22 NZD',
      '23 KRW',
    ]);
  });

  it('knows the minor units', () => {
    expect(minorUnitsOf('05')).toBe(0);
    expect(minorUnitsOf('KRW')).toBe(0);
    expect(minorUnitsOf('jpy')).toBe(0);
    expect(minorUnitsOf('01')).toBe(2);
    expect(minorUnitsOf('XXX')).toBe(2);
    expect(CURRENCIES.filter((c) => c.minorUnits === 0).map((c) => c.iso)).toEqual(['JPY', 'KRW']);
    expect(currencyByIso('eur')?.code).toBe('12');
  });

  it('policy currencies are CNY, HKD, USD', () => {
    expect(POLICY_CURRENCY_CODES.map((c) => currencyCodeSchema.parse(c))).toEqual(['01', '02', '03']);
  });
});

describe('ID types', () => {
  it('has SPEC codes 01–09 and 99 plus the USCC type 10', () => {
    expect(codes(ID_TYPES)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '99']);
    expect(idTypeSchema.parse('10')).toBe('10');
    expect(labelOf(ID_TYPES, '10', 'zh-CN')).toBe('统一社会信用代码');
  });

  it('personal clients cannot use 99; group clients use the USCC or other', () => {
    expect(isIdTypeAllowed('personal', '99')).toBe(false);
    expect(isIdTypeAllowed('personal', '01')).toBe(true);
    expect(isIdTypeAllowed('group', '10')).toBe(true);
    expect(isIdTypeAllowed('group', '99')).toBe(true);
    expect(isIdTypeAllowed('group', '01')).toBe(false);
    expect(isIdTypeAllowed('personal', '42')).toBe(false);
  });

  it('the per-kind enums match the flags', () => {
    expect(codes(PERSONAL_ID_TYPES)).toEqual(personalIdTypeSchema.options);
    expect(codes(GROUP_ID_TYPES)).toEqual(groupIdTypeSchema.options);
  });
});

describe('products', () => {
  it('lists the 12 products; the first seven use polling print', () => {
    expect(PRODUCTS).toHaveLength(12);
    expect(POLLING_PRINT_PRODUCT_CODES).toEqual(codes(PRODUCTS).slice(0, 7));
    expect(PRODUCTS.slice(7).every((p) => !p.usesPollingPrint)).toBe(true);
    expect(labelOf(PRODUCTS, 'MP09110008', 'zh-CN')).toBe('进口货物运输保险');
    expect(productCodeSchema.safeParse('MP09000111').success).toBe(false);
  });

  it('isExport and usesPollingPrint', () => {
    expect(isExport('MP09110009')).toBe(true);
    expect(isExport('MP09000111')).toBe(true);
    expect(isExport('MP09110008')).toBe(false);
    expect(isExport(undefined)).toBe(false);
    expect(EXPORT_PRODUCT_CODES).toEqual(['MP09110009', 'MP09000111']);
    expect(usesPollingPrint('MP09110011')).toBe(true);
    expect(usesPollingPrint('MP09000018')).toBe(false);
  });

  it('replaces P1101ELE by P1109ELE for polling products only', () => {
    expect(resolvePrintType('MP09110012', 'P1101ELE')).toBe('P1109ELE');
    expect(resolvePrintType('MP09110012', 'P1102')).toBe('P1102');
    expect(resolvePrintType('MP09000053', 'P1101ELE')).toBe('P1101ELE');
  });
});

describe('other lists', () => {
  it('has the SPEC codes', () => {
    expect(codes(APPLICATION_STATUSES)).toEqual(['B1', 'P1', 'B3', 'B4', 'B5', 'H0', 'B6', 'B7']);
    expect(codes(REVIEW_RESULTS)).toEqual(['00', '01', '02', '03', '04', '05']);
    expect(Object.values(REVIEW_RESULT)).toEqual(codes(REVIEW_RESULTS));
    expect(new Set(REVIEW_RESULTS.map((result) => result.key)).size).toBe(REVIEW_RESULTS.length);
    expect(codes(POLICY_STATUSES)).toEqual(['01', '03', '04', '05', '99']);
    expect(codes(VALIDITIES)).toEqual(['01', '02']);
    expect(codes(CORRECTION_TYPES).sort()).toEqual(
      ['00006', '00017', '10001', '60001', '70001', '80001', '90001', '90002', '90003'].sort(),
    );
    expect(codes(CONVEYANCE_TYPES)).toEqual(['01', '02']);
    expect(codes(LETTER_OF_CREDIT)).toEqual(['0', '1']);
    expect(findCode(MESSAGE_STATUSES, '02')?.en).toBe('Unread');
    expect(CLAIM_CASE_STATUSES).toHaveLength(4);
    expect(RESERVATION_INTENTIONS).toHaveLength(4);
    expect(codes(USER_TYPES)).toEqual(['COMMON', 'CARGO']);
    expect(DEFAULT_USER_TYPE).toBe('COMMON');
  });

  it('claim document types are 01–34 and 99', () => {
    const expected = [...Array.from({ length: 34 }, (_, i) => String(i + 1).padStart(2, '0')), '99'];
    expect(codes(CLAIM_DOCUMENT_TYPES)).toEqual(expected);
  });
});

describe('preferences', () => {
  it('has the SPEC defaults', () => {
    expect(PREFERENCE_DEFAULTS).toEqual({
      BFBZ: '0',
      BJSZ: '0',
      FJXSFYBJDYZ: '1',
      JCKQYRQ: '1',
      GNGLQYSJ: '0',
      DZCXMRFW: '0',
      ZTYSSZ: '0',
      GNGLQYRQDYGS: '1',
      JCKQYRQDYGS: '2',
      FLDYGS: '1',
      BFDYGS: '1',
    });
  });

  it('fills missing, null and blank values with defaults', () => {
    const resolved = resolvePreferences({ ZTYSSZ: '1', BFBZ: ' ', FLDYGS: null, BFDYGS: 3, UNKNOWN: 'x' });
    expect(resolved.ZTYSSZ).toBe('1');
    expect(resolved.BFBZ).toBe('0');
    expect(resolved.FLDYGS).toBe('1');
    expect(resolved.BFDYGS).toBe('3');
    expect(resolved.JCKQYRQDYGS).toBe('2');
    expect(Object.keys(resolved)).toHaveLength(PREFERENCES.length);
    expect(resolvePreferences(undefined)).toEqual(PREFERENCE_DEFAULTS);
  });
});
