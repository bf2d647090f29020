import { z } from 'zod';
import { todayInChina } from '../clock/business-clock.ts';
import { isValidDate } from './dates.ts';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';
import { isRepeatedOrSequential } from './sequence.ts';

/**
 * Mainland resident ID number, GB 11643-1999 (DOMAIN.md §7): 6-digit region + YYYYMMDD date of birth +
 * 3-digit sequence + check character. The 17th digit is odd for men and even for women.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const FORMAT = /^\d{17}[\dX]$/;

/**
 * First two digits of the region code: the mainland provinces, plus 71 (Taiwan) and 81/82/83 which appear
 * on residence permits of Hong Kong, Macao and Taiwan residents (same number format).
 */
// biome-ignore format: keep the table compact
export const RESIDENT_ID_PROVINCE_CODES: readonly string[] = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
];

/** Earliest accepted year of birth (one of the verified examples is born in 1880). */
export const RESIDENT_ID_MIN_BIRTH_YEAR = 1800;

export interface ResidentIdOptions {
  /** Today's date 'YYYY-MM-DD', for the "not in the future" check; defaults to today in China. */
  today?: string;
}

/** Trims and upper-cases (a lower-case x is accepted as the check character). */
export function normalizeResidentId(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character for the first 17 digits. */
export function residentIdCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('Expected 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function birthDateOf(id: string): string {
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/**
 * Validates an 18-character resident ID number. Checks, in order: present, format (17 digits + digit or
 * X), the sequential-character rule on the first 17 digits (see `isRepeatedOrSequential`: all one digit,
 * or one ascending/descending run), province code, date of birth (a real date from 1800 up to today),
 * check character.
 */
export function validateResidentId(
  value: string | null | undefined,
  options: ResidentIdOptions = {},
): ValidationResult {
  if (isBlank(value)) return 'validation.required';
  const id = normalizeResidentId(value);
  if (!FORMAT.test(id)) return 'validation.residentId.format';
  if (isRepeatedOrSequential(id.slice(0, 17), 17)) return 'validation.residentId.sequential';
  if (!RESIDENT_ID_PROVINCE_CODES.includes(id.slice(0, 2))) return 'validation.residentId.region';
  const birthday = birthDateOf(id);
  const today = options.today ?? todayInChina();
  if (!isValidDate(birthday) || Number(id.slice(6, 10)) < RESIDENT_ID_MIN_BIRTH_YEAR || birthday > today) {
    return 'validation.residentId.birthDate';
  }
  if (residentIdCheckChar(id.slice(0, 17)) !== id[17]) return 'validation.residentId.checkDigit';
  return true;
}

export function isValidResidentId(value: string | null | undefined, options?: ResidentIdOptions): boolean {
  return validateResidentId(value, options) === true;
}

export type Sex = 'M' | 'F';

/**
 * Birthday ('YYYY-MM-DD') and sex from a resident ID number (SPEC §3 "Derivations"); null unless the
 * number is valid.
 */
export function deriveBirthdayAndSex(
  value: string | null | undefined,
  options?: ResidentIdOptions,
): { birthday: string; sex: Sex } | null {
  if (value == null || validateResidentId(value, options) !== true) return null;
  const id = normalizeResidentId(value);
  return { birthday: birthDateOf(id), sex: Number(id[16]) % 2 === 1 ? 'M' : 'F' };
}

/** Resident ID number schema: trims and upper-cases, then validates. Issue message = message key. */
export const residentIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine(zodCheck((v: string) => validateResidentId(v)));
