import { z } from 'zod';
import { codeEnum } from '../codes/code-schemas.ts';
import { CURRENCIES } from '../codes/currency.ts';
import { LETTER_OF_CREDIT_RISKS } from '../credit/letter-of-credit.ts';
import { isValidDate } from '../validation/dates.ts';

/**
 * POST checkLetterOfCredit: the cover of an application or declaration against its credit's terms (a
 * declaration names its open policy).
 */

const date = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidDate(value), 'validation.date.invalid')
  .nullish();
const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,4})?$/, 'pricing.error.amountInvalid');
const percent = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => value === '' || /^\d{1,3}(\.\d{1,2})?$/.test(value), 'pricing.error.percentInvalid');

export const ZLetterOfCreditCheck = z.object({
  cover: z.object({
    currencyCode: codeEnum(CURRENCIES),
    /** The CIF/CIP (invoice) value. */
    invoiceAmount: decimal,
    /** Blank = 0. */
    additionPercent: percent.nullish(),
    coverStartDate: date,
    /** The sailing (departure) date. */
    shipmentDate: date,
    mainClause: z.string().trim().max(40).nullish(),
    riders: z.array(z.string().trim().max(20)).max(10).nullish(),
    /**
     * A declaration's open policy (20 digits): a blank addition is then its product's default, and the cover
     * starts on the sailing date, not before the policy's effective date. Another account's is "not found".
     */
    openPolicyNo: z
      .string()
      .trim()
      .regex(/^\d{20}$/, 'validation.policyNo.length')
      .nullish(),
  }),
  credit: z.object({
    creditNo: z.string().trim().max(60).nullish(),
    currencyCode: codeEnum(CURRENCIES),
    /** The credit's minimum percentage of the CIF/CIP value; blank = 110 (art. 28 f). */
    minimumPercent: percent.nullish(),
    requiredRisks: z.array(codeEnum(LETTER_OF_CREDIT_RISKS)).max(LETTER_OF_CREDIT_RISKS.length).nullish(),
  }),
});
export type LetterOfCreditCheck = z.infer<typeof ZLetterOfCreditCheck>;
export type LetterOfCreditCheckInput = z.input<typeof ZLetterOfCreditCheck>;

export const ZLetterOfCreditResult = z.object({
  /** True when every finding passed. */
  passed: z.boolean(),
  findings: z.array(
    z.object({
      check: z.enum(['currency', 'amount', 'coverStart', 'risk']),
      passed: z.boolean(),
      message: z.string(),
    }),
  ),
});
export type LetterOfCreditResult = z.infer<typeof ZLetterOfCreditResult>;
