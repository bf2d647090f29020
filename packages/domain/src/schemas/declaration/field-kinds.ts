import { z } from 'zod';
import type { CodeItem } from '../../codes/code-list.ts';
import { codesOf } from '../../codes/code-list.ts';
import type { ValidationIssue } from '../../issues.ts';
import { isValidDate } from '../../validation/dates.ts';
import { validateTextUnits } from '../../validation/text-length.ts';

/** The kinds of certificate fields the declaration schemas are built from (not part of the public API). */

export const required = 'error.fieldRequired';

/** A text limited in units; blank allowed. */
export const limitedText = (maxUnits: number) =>
  z
    .string()
    .trim()
    .refine((value) => validateTextUnits(value, maxUnits) === true, 'validation.text.tooLong');
export const requiredText = (maxUnits: number) =>
  limitedText(maxUnits).refine((value) => value !== '', required);
export const optionalText = (maxUnits: number) => limitedText(maxUnits).default('');
/** A draft's date: blank or a valid date. */
export const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidDate(value), 'validation.date.invalid')
  .default('');

/** A code of a list; nothing chosen reads "cannot be empty" rather than "invalid". */
export const codeField = <const L extends readonly [CodeItem, ...CodeItem[]]>(list: L) =>
  z.enum(codesOf(list), {
    error: (issue) => (issue.input === undefined || issue.input === '' ? required : 'error.fieldInvalid'),
  });

export const dateField = z
  .string(required)
  .trim()
  .min(1, required)
  .refine((value) => isValidDate(value), 'validation.date.invalid');

export const countryField = z
  .string(required)
  .trim()
  .min(1, required)
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'error.fieldInvalid');

export const issue = (path: string, message: string): ValidationIssue => ({
  code: 'custom',
  path: [path],
  message,
});
