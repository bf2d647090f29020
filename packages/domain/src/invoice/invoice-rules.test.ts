import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZInvoiceRequest } from '../schemas/invoice.ts';
import { organisationCheckChar, validateTaxpayerNumber } from './taxpayer-number.ts';
import { INSURANCE_VAT_RATE_PPM, splitVat } from './vat.ts';

describe('validateTaxpayerNumber', () => {
  it('accepts a unified social credit code with its check character, in any case', () => {
    expect(validateTaxpayerNumber('91350100M000100Y43')).toBe(true);
    expect(validateTaxpayerNumber(' 91512081ma62k0260e ')).toBe(true);
    expect(validateTaxpayerNumber('91350100M000100Y44')).toBe('invoice.error.taxpayerCheck');
  });

  it('accepts the former 15- and 20-character numbers with their check characters', () => {
    // 310115 + organisation code 12345678 (check 8, GB 11714).
    expect(organisationCheckChar('12345678')).toBe('8');
    expect(validateTaxpayerNumber('310115123456788')).toBe(true);
    expect(validateTaxpayerNumber('310115123456789')).toBe('invoice.error.taxpayerCheck');
    // A resident ID (check character X) + 2 digits.
    expect(validateTaxpayerNumber('11010519491231002X01')).toBe(true);
    expect(validateTaxpayerNumber('11010519491231002101')).toBe('invoice.error.taxpayerCheck');
  });

  it('refuses blanks and other lengths or characters', () => {
    expect(validateTaxpayerNumber('')).toBe('invoice.error.taxpayerRequired');
    expect(validateTaxpayerNumber(null)).toBe('invoice.error.taxpayerRequired');
    for (const bad of [
      '12345',
      '91350100M000100Y4',
      '91350100M000100I43',
      '3101151234567',
      '9135010OM000100Y43',
    ]) {
      expect(validateTaxpayerNumber(bad), bad).toBe('invoice.error.taxpayerFormat');
    }
  });
});

describe('splitVat (6 % included in the premium)', () => {
  it('splits 106.00 into 100.00 and 6.00 and rounds the tax half-up to the fen', () => {
    expect(INSURANCE_VAT_RATE_PPM).toBe(60_000);
    expect(splitVat(10_600)).toEqual({ net: 10_000, tax: 600 });
    // 165.00 × 6 / 106 = 9.339… → 9.34
    expect(splitVat(16_500)).toEqual({ net: 15_566, tax: 934 });
    expect(splitVat(0)).toEqual({ net: 0, tax: 0 });
    expect(() => splitVat(-1)).toThrow(RangeError);
  });

  it('always adds back up to the premium, the tax within half a fen of gross × 6/106', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), (gross) => {
        const { net, tax } = splitVat(gross);
        expect(net + tax).toBe(gross);
        expect(Math.abs(tax - (gross * 6) / 106)).toBeLessThanOrEqual(0.5 + 1e-6 * gross);
      }),
    );
  });
});

describe('ZInvoiceRequest', () => {
  const valid = {
    sourceType: 'policy',
    sourceNo: '60110009202600000001',
    invoiceTitle: '上海海运进出口有限公司',
    taxpayerNo: '91350100m000100y43',
    email: 'finance@example.com',
  };

  it('normalises the taxpayer number and the mobile and defaults the flags', () => {
    const parsed = ZInvoiceRequest.parse({ ...valid, mobile: '+86 138-0013-8000' });
    expect(parsed).toMatchObject({
      taxpayerNo: '91350100M000100Y43',
      mobile: '13800138000',
      remarks: '',
      showForeignCurrency: false,
      showBlNo: false,
    });
  });

  it('requires the email, the title and a checked taxpayer number', () => {
    const issues = (input: object) =>
      ZInvoiceRequest.safeParse({ ...valid, ...input }).error?.issues.map((issue) => [
        issue.path,
        issue.message,
      ]);
    expect(issues({ email: '' })).toEqual([[['email'], 'error.fieldRequired']]);
    expect(issues({ email: 'x@' })).toEqual([[['email'], 'error.emailInvalid']]);
    expect(issues({ invoiceTitle: '  ' })).toEqual([[['invoiceTitle'], 'error.fieldRequired']]);
    expect(issues({ taxpayerNo: '91350100M000100Y44' })).toEqual([
      [['taxpayerNo'], 'invoice.error.taxpayerCheck'],
    ]);
    expect(issues({ sourceType: 'claim' })?.[0]?.[0]).toEqual(['sourceType']);
    expect(issues({ remarks: '长'.repeat(201) })).toEqual([[['remarks'], 'validation.text.tooLong']]);
  });
});
