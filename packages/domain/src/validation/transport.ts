import { z } from 'zod';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';

/** Ship age must be greater than 0 and less than this many years (SPEC §5, §9). */
export const SHIP_AGE_LIMIT = 40;

/**
 * Ship age: a whole number with 0 < age < 40. Accepts a number or a numeric string (form input);
 * blank gives `validation.required` (wrap with `.optional()` where the field is optional).
 */
export function validateShipAge(value: number | string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.required';
  let age: number;
  if (typeof value === 'string') {
    const v = value.trim();
    if (!/^[+-]?\d+(\.\d+)?$/.test(v)) return 'validation.shipAge.integer';
    age = Number(v);
  } else {
    age = value;
  }
  if (!Number.isInteger(age)) return 'validation.shipAge.integer';
  return age > 0 && age < SHIP_AGE_LIMIT ? true : 'validation.shipAge.range';
}

/** Ship age schema: number or numeric string in, number out. */
export const shipAgeSchema = z
  .union([z.number(), z.string()])
  .superRefine(zodCheck(validateShipAge))
  .transform((v) => Number(v));

export interface InvoiceOrBillOfLadingInput {
  invoiceNo?: string | null;
  /** Bill of lading or waybill number. */
  billOfLadingNo?: string | null;
}

/** At least one of the invoice number and the bill of lading/waybill number must be filled in. */
export function validateInvoiceOrBillOfLading(input: InvoiceOrBillOfLadingInput): ValidationResult {
  return isBlank(input.invoiceNo) && isBlank(input.billOfLadingNo) ? 'validation.invoiceOrBl.required' : true;
}

/**
 * A zod object refinement for the invoice / bill of lading rule, e.g.
 * `schema.superRefine(invoiceOrBillOfLadingRefinement((t) => ({ invoiceNo: t.invoiceNo, billOfLadingNo:
 * t.ladingNo }), ['invoiceNo']))`.
 */
export function invoiceOrBillOfLadingRefinement<T>(
  select: (value: T) => InvoiceOrBillOfLadingInput,
  path: PropertyKey[] = [],
) {
  return zodCheck((value: T) => validateInvoiceOrBillOfLading(select(value)), path);
}
