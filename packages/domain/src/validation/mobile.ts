import { z } from 'zod';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';

/** Mainland mobile number (DOMAIN.md §7). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Removes spaces and hyphens and a leading country code (+86, 0086, or 86 in front of 11 digits):
 * '+86 138-0013-8000' → '13800138000'.
 */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  if (compact.startsWith('+86')) return compact.slice(3);
  if (compact.startsWith('0086')) return compact.slice(4);
  if (compact.startsWith('86') && compact.length === 13) return compact.slice(2);
  return compact;
}

export function validateMobile(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return 'validation.required';
  return MOBILE_PATTERN.test(normalizeMobile(value)) ? true : 'validation.mobile.format';
}

export function isValidMobile(value: string | null | undefined): boolean {
  return validateMobile(value) === true;
}

/** Mobile schema: validates, then outputs the normalised 11 digits. */
export const mobileSchema = z.string().superRefine(zodCheck(validateMobile)).transform(normalizeMobile);
