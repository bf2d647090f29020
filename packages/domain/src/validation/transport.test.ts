import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  invoiceOrBillOfLadingRefinement,
  SHIP_AGE_LIMIT,
  shipAgeSchema,
  validateInvoiceOrBillOfLading,
  validateShipAge,
} from './transport.ts';

describe('validateShipAge', () => {
  it('accepts whole numbers from 1 to 39', () => {
    for (const v of [1, 39, '1', ' 25 ', '12.0']) expect(validateShipAge(v)).toBe(true);
    expect(SHIP_AGE_LIMIT).toBe(40);
  });

  it('rejects out-of-range ages', () => {
    for (const v of [0, 40, 41, -1, '0', '40', '-5'])
      expect(validateShipAge(v)).toBe('validation.shipAge.range');
  });

  it('rejects non-integers', () => {
    for (const v of [1.5, '1.5', 'abc', '1e1', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateShipAge(v)).toBe('validation.shipAge.integer');
    }
  });

  it('requires a value', () => {
    expect(validateShipAge('')).toBe('validation.required');
    expect(validateShipAge(null)).toBe('validation.required');
  });

  it('property: valid exactly for integers 1..39', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        (n) => (validateShipAge(n) === true) === (n > 0 && n < 40),
      ),
    );
  });

  it('schema outputs a number', () => {
    expect(shipAgeSchema.parse('12')).toBe(12);
    expect(shipAgeSchema.parse(12)).toBe(12);
    expect(shipAgeSchema.safeParse(40).error?.issues[0].message).toBe('validation.shipAge.range');
  });
});

describe('validateInvoiceOrBillOfLading', () => {
  it('needs at least one of the two numbers', () => {
    expect(validateInvoiceOrBillOfLading({ invoiceNo: 'INV-1' })).toBe(true);
    expect(validateInvoiceOrBillOfLading({ billOfLadingNo: 'COSU123' })).toBe(true);
    expect(validateInvoiceOrBillOfLading({ invoiceNo: 'INV-1', billOfLadingNo: 'COSU123' })).toBe(true);
    expect(validateInvoiceOrBillOfLading({})).toBe('validation.invoiceOrBl.required');
    expect(validateInvoiceOrBillOfLading({ invoiceNo: ' ', billOfLadingNo: null })).toBe(
      'validation.invoiceOrBl.required',
    );
  });

  it('refinement', () => {
    const schema = z
      .object({ invoiceNo: z.string().optional(), ladingNo: z.string().optional() })
      .superRefine(
        invoiceOrBillOfLadingRefinement(
          (t) => ({ invoiceNo: t.invoiceNo, billOfLadingNo: t.ladingNo }),
          ['invoiceNo'],
        ),
      );
    expect(schema.safeParse({ ladingNo: 'X1' }).success).toBe(true);
    const issue = schema.safeParse({}).error?.issues[0];
    expect(issue?.message).toBe('validation.invoiceOrBl.required');
    expect(issue?.path).toEqual(['invoiceNo']);
  });
});
