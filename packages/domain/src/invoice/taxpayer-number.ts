import { residentIdCheckChar } from '../validation/resident-id.ts';
import { normalizeUscc, usccCheckChar } from '../validation/uscc.ts';

/**
 * The buyer's taxpayer identification number printed on a VAT electronic ordinary invoice
 * (docs/business-rules.md "E-invoices"). Accepted forms, all upper-cased and trimmed first:
 * - the 18-character unified social credit code (GB 32100-2015) with a correct check character — every
 *   company, institution and individual business registered since 2015;
 * - the 15-character tax registration number of before the 2015 reform: 6-digit region + the 9-character
 *   organisation code (GB 11714, 8 characters + its check character);
 * - the 20-character number of an individual business of before the reform: the owner's 18-character
 *   resident ID (with its check character) + 2 digits.
 * Unlike the USCC of a client record, no check-character override: the tax platform refuses such a code.
 */

export type TaxpayerNumberProblem =
  | 'invoice.error.taxpayerRequired'
  | 'invoice.error.taxpayerFormat'
  | 'invoice.error.taxpayerCheck';

const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const LEGACY_15 = /^\d{6}[0-9A-Z]{8}[0-9X]$/;
const LEGACY_20 = /^\d{17}[0-9X]\d{2}$/;
const ORGANISATION_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;
const ORGANISATION_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const normalizeTaxpayerNumber = (value: string): string => normalizeUscc(value);

/** The check character of a 9-character organisation code (GB 11714) from its first 8 characters. */
export const organisationCheckChar = (first8: string): string => {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += ORGANISATION_CHARS.indexOf(first8[i]!) * ORGANISATION_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};

const checkOf = (code: string): boolean => {
  if (code.length === 18) return usccCheckChar(code.slice(0, 17)) === code[17];
  if (code.length === 15) return organisationCheckChar(code.slice(6, 14)) === code[14];
  return residentIdCheckChar(code.slice(0, 17)) === code[17];
};

/** True when valid, else the message key of the problem. */
export const validateTaxpayerNumber = (value: string | null | undefined): true | TaxpayerNumberProblem => {
  const code = normalizeTaxpayerNumber(value ?? '');
  if (code === '') return 'invoice.error.taxpayerRequired';
  const wellFormed =
    (code.length === 18 && USCC.test(code)) ||
    (code.length === 15 && LEGACY_15.test(code)) ||
    (code.length === 20 && LEGACY_20.test(code));
  if (!wellFormed) return 'invoice.error.taxpayerFormat';
  return checkOf(code) ? true : 'invoice.error.taxpayerCheck';
};
