import { z } from 'zod';
import { isValidDate } from '../validation/dates.ts';
import { normalizeMobile, validateMobile } from '../validation/mobile.ts';
import { isBlank, type ValidationResult } from '../validation/result.ts';
import { validateShipAge } from '../validation/transport.ts';

/**
 * Field helpers of the application form (application-form.ts). '' and null are accepted everywhere and
 * mean "not filled in".
 */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^[0-9+()\- ]{5,20}$/;
export const BANK_ACCOUNT = /^\d{8,30}$/;
export const DECIMAL = /^\d+(\.\d+)?$/;
/** UN/LOCODE: country (2 letters) + location (3 letters or digits 2–9). */
export const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

type Check = (value: string) => ValidationResult | string;

/** An optional trimmed text of at most `max` characters, checked by `check` when not blank. */
export const text = (max: number, check?: Check) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      if (value === '' || !check) return;
      const result = check(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
    })
    .nullish();

/** An optional text limited in units (CJK counts 2), with its own too-long message key. */
export const unitsText = (check: (value: string) => ValidationResult) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const result = check(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
    })
    .nullish();

/** An optional code of a list. */
export const optionalCode = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.enum(codes).or(z.literal('')).nullish();

export const dateText = text(10, (value) => (isValidDate(value) ? true : 'validation.date.invalid'));
export const amountText = text(20, (value) => (DECIMAL.test(value) ? true : 'pricing.error.amountInvalid'));
export const idNumberText = z.string().trim().toUpperCase().max(30).nullish();
export const mobileText = z
  .string()
  .trim()
  .max(20)
  .superRefine((value, ctx) => {
    if (value === '') return;
    const result = validateMobile(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  })
  .transform((value) => (value === '' ? value : normalizeMobile(value)))
  .nullish();
export const portText = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    if (value !== '' && !LOCODE.test(value))
      ctx.addIssue({ code: 'custom', message: 'insuring.error.portInvalid', input: value });
  })
  .nullish();
/** Percent as a string or a number (antd InputNumber); out as a trimmed string. */
export const percentText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .superRefine((value, ctx) => {
    if (value !== '' && !/^\d{1,3}(\.\d{1,2})?$/.test(value))
      ctx.addIssue({ code: 'custom', message: 'pricing.error.additionInvalid', input: value });
  })
  .nullish();
/** Ship age: a whole number 1–39 (SPEC §5), as a number or numeric string; out as a number. */
export const shipAgeField = z
  .union([z.number(), z.string()])
  .superRefine((value, ctx) => {
    if (isBlank(value)) return;
    const result = validateShipAge(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  })
  .transform((value) => (isBlank(value) ? undefined : Number(value)))
  .nullish();
