import { z } from 'zod';
import { currencyByCode } from '../../codes/currency.ts';
import { PAPER_TYPES, PRINT_LANGUAGES, SEAL_TYPES } from '../../codes/declaration.ts';
import { LETTER_OF_CREDIT } from '../../codes/transport.ts';
import type { ValidationIssue } from '../../issues.ts';
import { parseAmount, parsePercent } from '../../pricing/money.ts';
import { isValidDate } from '../../validation/dates.ts';
import { isBlank } from '../../validation/result.ts';
import { validateDeclarationText, validateGoodsDescription } from '../../validation/text-length.ts';
import { validateInvoiceOrBillOfLading } from '../../validation/transport.ts';
import { DECLARATION_LIMITS } from './codes.ts';
import {
  codeField,
  countryField,
  dateField,
  issue,
  optionalDate,
  optionalText,
  required,
  requiredText,
} from './field-kinds.ts';

/** The certificate fields of a shipment (SPEC §3), before the cross-field rules. */
const declarationFields = z.object({
  /** The open policy declared under: 20 digits. */
  policyNo: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
  goodsDescription: z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => validateGoodsDescription(value) === true, 'validation.goodsDescription.tooLong'),
  /** Marks, quantity and packing, e.g. "N/M, 120 CARTONS". */
  marks: requiredText(DECLARATION_LIMITS.marks),
  /** At least one of the invoice number and the bill of lading/waybill number (SPEC §5). */
  invoiceNo: optionalText(DECLARATION_LIMITS.invoiceNo),
  billOfLadingNo: optionalText(DECLARATION_LIMITS.billOfLadingNo),
  /** Vessel name and voyage, truck plate or flight. */
  conveyance: requiredText(DECLARATION_LIMITS.conveyance),
  loadingPort: requiredText(DECLARATION_LIMITS.loadingPort),
  dischargePort: requiredText(DECLARATION_LIMITS.dischargePort),
  viaPort: optionalText(DECLARATION_LIMITS.viaPort),
  /** ISO 3166-1 alpha-2, from the portCountry base-data list. */
  departureCountry: countryField,
  destinationCountry: countryField,
  /** Loading (sailing) date, YYYY-MM-DD. */
  sailingDate: dateField,
  surveyAgent: optionalText(DECLARATION_LIMITS.surveyAgent),
  claimPayableAt: requiredText(DECLARATION_LIMITS.claimPayableAt),
  letterOfCredit: codeField(LETTER_OF_CREDIT),
  /** Required under a letter of credit. */
  letterOfCreditNo: optionalText(DECLARATION_LIMITS.letterOfCreditNo),
  /** A code of the datePrintFormat base-data list. */
  datePrintFormat: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\d{2}$/, 'error.fieldInvalid'),
  /** Main clause code; one of the open policy's clauses. */
  mainClause: requiredText(DECLARATION_LIMITS.mainClause),
  /** Rider codes; each one of the open policy's riders. */
  riders: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  /** Exact decimal string in the invoice currency ("125000.00"); no thousands separators. */
  invoiceAmount: z.string(required).trim().min(1, required),
  /** Currency code (SPEC §9); must be the open policy's currency. */
  invoiceCurrency: z
    .string(required)
    .trim()
    .min(1, required)
    .refine((code) => currencyByCode(code) !== undefined, 'error.fieldInvalid'),
  /** Addition over the invoice value in percent ("10"); blank = the product's default (10%, domestic 0%). */
  additionPercent: z.string().trim().optional(),
  /** Additional insurance conditions printed on the certificate. */
  additionalInsurance: z
    .string()
    .trim()
    .refine((value) => validateDeclarationText(value) === true, 'validation.declarationText.tooLong')
    .default(''),
  otherInformation: z
    .string()
    .trim()
    .refine((value) => validateDeclarationText(value) === true, 'validation.declarationText.tooLong')
    .default(''),
  /** Issuing date of the certificate, YYYY-MM-DD; not before the sailing date (SPEC §5). */
  issuingDate: dateField,
  printLanguage: codeField(PRINT_LANGUAGES),
  paperType: codeField(PAPER_TYPES),
  sealType: codeField(SEAL_TYPES),
});
type DeclarationFields = z.output<typeof declarationFields>;

/** Cross-field rules of a shipment that need no open policy. */
export const declarationFieldIssues = (value: DeclarationFields): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  const invoiceOrBillOfLading = validateInvoiceOrBillOfLading(value);
  if (invoiceOrBillOfLading !== true) issues.push(issue('invoiceNo', invoiceOrBillOfLading));
  if (value.letterOfCredit === '1' && isBlank(value.letterOfCreditNo)) {
    issues.push(issue('letterOfCreditNo', 'declaration.error.letterOfCreditNoRequired'));
  }
  // SPEC §5: the issuing date is not earlier than the loading date.
  if (
    isValidDate(value.sailingDate) &&
    isValidDate(value.issuingDate) &&
    value.issuingDate < value.sailingDate
  ) {
    issues.push(issue('issuingDate', 'declaration.error.issuingBeforeSailing'));
  }
  const currency = currencyByCode(value.invoiceCurrency);
  if (currency) {
    const amount = parseAmount(value.invoiceAmount, currency.minorUnits);
    if (!amount.ok) issues.push(issue('invoiceAmount', amount.error));
    else if (amount.value <= 0) issues.push(issue('invoiceAmount', 'pricing.error.amountNotPositive'));
  }
  if (!isBlank(value.additionPercent) && !parsePercent(value.additionPercent, 2).ok) {
    issues.push(issue('additionPercent', 'pricing.error.additionInvalid'));
  }
  if (new Set(value.riders).size !== value.riders.length) {
    issues.push(issue('riders', 'declaration.error.riderRepeated'));
  }
  return issues;
};

const declarationRules = (value: DeclarationFields, ctx: z.RefinementCtx) => {
  for (const found of declarationFieldIssues(value)) {
    ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
  }
};

/** A shipment declared under an open policy: the form, POST submit and every batch row. */
export const ZDeclaration = declarationFields.superRefine(declarationRules);
export type Declaration = z.output<typeof ZDeclaration>;
export type DeclarationInput = z.input<typeof ZDeclaration>;
/** Field names in form order; the batch template has one column per field. */
export const DECLARATION_FIELD_NAMES = Object.keys(declarationFields.shape) as (keyof DeclarationFields)[];
export type DeclarationFieldName = (typeof DECLARATION_FIELD_NAMES)[number];

/** A field's schema refuses it blank: absent and empty text both fail. */
const refusesBlank = (name: DeclarationFieldName) => {
  const schema = declarationFields.shape[name];
  return !schema.safeParse(undefined).success && !schema.safeParse('').success;
};

/**
 * The fields a declaration cannot leave blank, in form order, read from the schema itself: the web form's
 * required marks and the batch template's required columns derive from this list, never from a copy.
 * Fields required only with another one (the L/C number under a letter of credit) are cross-field rules.
 */
export const DECLARATION_REQUIRED_FIELDS: readonly DeclarationFieldName[] =
  DECLARATION_FIELD_NAMES.filter(refusesBlank);

export const isRequiredDeclarationField = (name: string): name is DeclarationFieldName =>
  (DECLARATION_REQUIRED_FIELDS as readonly string[]).includes(name);

const requestFields = {
  /** One per form fill: a repeat or a double submit declares once. */
  requestKey: z.uuid(required),
  /** Submitting or saving an existing draft: its declaration number (the draft certificate number). */
  draftNo: z.string().trim().max(20).optional(),
};

/** POST /cargo/declaration/submit. */
export const ZDeclarationSubmitRequest = declarationFields
  .extend(requestFields)
  .superRefine(declarationRules);
export type DeclarationSubmitRequest = z.output<typeof ZDeclarationSubmitRequest>;

/**
 * POST /cargo/declaration/saveDraft: only the policy number is needed; every text keeps its limit, and
 * nothing else is checked until the draft is submitted.
 */
export const ZDeclarationDraftRequest = z.object({
  ...requestFields,
  policyNo: declarationFields.shape.policyNo,
  goodsDescription: z
    .string()
    .trim()
    .refine((value) => validateGoodsDescription(value) === true, 'validation.goodsDescription.tooLong')
    .default(''),
  marks: optionalText(DECLARATION_LIMITS.marks),
  invoiceNo: optionalText(DECLARATION_LIMITS.invoiceNo),
  billOfLadingNo: optionalText(DECLARATION_LIMITS.billOfLadingNo),
  conveyance: optionalText(DECLARATION_LIMITS.conveyance),
  loadingPort: optionalText(DECLARATION_LIMITS.loadingPort),
  dischargePort: optionalText(DECLARATION_LIMITS.dischargePort),
  viaPort: optionalText(DECLARATION_LIMITS.viaPort),
  departureCountry: optionalText(2),
  destinationCountry: optionalText(2),
  sailingDate: optionalDate,
  surveyAgent: optionalText(DECLARATION_LIMITS.surveyAgent),
  claimPayableAt: optionalText(DECLARATION_LIMITS.claimPayableAt),
  letterOfCredit: optionalText(1),
  letterOfCreditNo: optionalText(DECLARATION_LIMITS.letterOfCreditNo),
  datePrintFormat: optionalText(2),
  mainClause: optionalText(DECLARATION_LIMITS.mainClause),
  riders: declarationFields.shape.riders,
  invoiceAmount: optionalText(20),
  invoiceCurrency: optionalText(2),
  additionPercent: optionalText(10),
  additionalInsurance: declarationFields.shape.additionalInsurance,
  otherInformation: declarationFields.shape.otherInformation,
  issuingDate: optionalDate,
  printLanguage: optionalText(2),
  paperType: optionalText(2),
  sealType: optionalText(2),
});
export type DeclarationDraftRequest = z.output<typeof ZDeclarationDraftRequest>;

export const ZOpenPolicyNoParams = z.object({ policyNo: declarationFields.shape.policyNo });
export const ZDeclarationNoParams = z.object({ declarationNo: z.string().trim().min(1, required).max(20) });
