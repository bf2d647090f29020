import { z } from 'zod';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';

/**
 * Unified social credit code, GB 32100-2015 (DOMAIN.md §7): registration authority (1) + organisation
 * type (1) + region (6) + organisation code (9) + check character (1), over the 31 characters
 * 0-9 A-H J-N P Q R T U W X Y (no I, O, S, V, Z).
 */

export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export interface UsccOptions {
  /**
   * Skip the check-character test. Some codes from the early pilot fail it (DOMAIN.md §7), so an operator
   * may confirm such a code explicitly.
   */
  skipCheckChar?: boolean;
}

export function normalizeUscc(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character for the first 17 characters. */
export function usccCheckChar(first17: string): string {
  if (first17.length !== 17) throw new RangeError('Expected 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARSET.indexOf(first17[i]);
    if (v < 0) throw new RangeError(`Invalid character: ${first17[i]}`);
    sum += v * WEIGHTS[i];
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31];
}

/** Validates a unified social credit code (case-insensitive, surrounding spaces ignored). */
export function validateUscc(value: string | null | undefined, options: UsccOptions = {}): ValidationResult {
  if (isBlank(value)) return 'validation.required';
  const code = normalizeUscc(value);
  if (!FORMAT.test(code)) return 'validation.uscc.format';
  if (!options.skipCheckChar && usccCheckChar(code.slice(0, 17)) !== code[17])
    return 'validation.uscc.checkChar';
  return true;
}

export function isValidUscc(value: string | null | undefined, options?: UsccOptions): boolean {
  return validateUscc(value, options) === true;
}

/** USCC schema: trims and upper-cases, then validates with the check character. */
export const usccSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine(zodCheck((v: string) => validateUscc(v)));
