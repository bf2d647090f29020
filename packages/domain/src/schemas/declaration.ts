import { z } from 'zod';
import { daysBetween } from '../clock/calendar.ts';
import { type CodeItem, type CodeOf, codesOf } from '../codes/code-list.ts';
import { currencyByCode } from '../codes/currency.ts';
import { LETTER_OF_CREDIT } from '../codes/transport.ts';
import { DEFAULT_PAGE_SIZE } from '../envelope.ts';
import type { ValidationIssue } from '../issues.ts';
import { findPricingProduct } from '../pricing/clauses.ts';
import { multiplyByRate, PPM, parseAmount, parsePercent } from '../pricing/money.ts';
import { defaultAdditionPpm } from '../pricing/quote.ts';
import {
  DEFAULT_ADDITION_PPM,
  findHighRiskCountry,
  LETTER_OF_CREDIT_MIN_ADDITION_PPM,
} from '../pricing/underwriting.ts';
import { isValidDate } from '../validation/dates.ts';
import { dateRangeRefinement, isFullPolicyNo, policyNoQuerySchema } from '../validation/query.ts';
import { isBlank } from '../validation/result.ts';
import {
  DECLARATION_TEXT_MAX_UNITS,
  GOODS_DESCRIPTION_MAX_UNITS,
  validateDeclarationText,
  validateGoodsDescription,
  validateTextUnits,
} from '../validation/text-length.ts';
import { validateInvoiceOrBillOfLading } from '../validation/transport.ts';

/**
 * Transport declarations under an open policy (SPEC §2 /transport-declaration, /fill-transport-declaration,
 * /batch-declaration; §3 "Declaration (certificate)"; §4 declaration outcomes; §5 declaration rules).
 * One schema, `ZDeclaration`, checks a shipment wherever it comes from: the web form, POST submit and each
 * row of a batch file. Rules that need the open policy are in `openPolicyIssues`, the self-check that sends
 * a declaration to manual review in `selfCheckReasons`. Decisions: docs/business-rules.md "Declarations".
 */

/**
 * Declaration status. A draft draws no balance; under review and declared both hold their insured amount.
 * An underwriter decides a declaration under review: approved it is declared (03), rejected (04, final) its
 * insured amount goes back to the open policy's balance.
 */
export const DECLARATION_STATUSES = [
  { code: '01', zh: '暂存', en: 'Draft' },
  { code: '02', zh: '人工审核中', en: 'Under manual review' },
  { code: '03', zh: '已申报', en: 'Declared' },
  { code: '04', zh: '审核不通过', en: 'Rejected' },
] as const;
export type DeclarationStatus = CodeOf<typeof DECLARATION_STATUSES>;
export const DECLARATION_STATUS = {
  draft: '01',
  review: '02',
  declared: '03',
  rejected: '04',
} as const satisfies Record<string, DeclarationStatus>;

/** What a submit answers (SPEC §4 "Declaration outcomes"); each outcome has its own message `declaration.outcome.<code>`. */
export const DECLARATION_OUTCOMES = [
  { code: 'declared', zh: '申报成功', en: 'Declared' },
  { code: 'review', zh: '自核不通过，已转人工审核', en: 'Self-check failed, sent to manual review' },
  { code: 'draft', zh: '已暂存', en: 'Draft saved' },
  { code: 'overPerShipmentLimit', zh: '超过单笔限额', en: 'Over the per-shipment limit' },
  { code: 'insufficientBalance', zh: '剩余保额不足', en: 'Insufficient remaining insured amount' },
] as const;
export type DeclarationOutcome = CodeOf<typeof DECLARATION_OUTCOMES>;

/** Language(s) the certificate is printed in. The SPEC names the field; the codes are this portal's. */
export const PRINT_LANGUAGES = [
  { code: '01', zh: '中文', en: 'Chinese' },
  { code: '02', zh: '英文', en: 'English' },
  { code: '03', zh: '中英文', en: 'Chinese and English' },
] as const;
export type PrintLanguage = CodeOf<typeof PRINT_LANGUAGES>;

/** Paper the certificate is printed on. */
export const PAPER_TYPES = [
  { code: '01', zh: 'A4普通纸（电子凭证）', en: 'A4 plain paper (electronic certificate)' },
  { code: '02', zh: '保险公司印制凭证', en: "Insurer's pre-printed certificate form" },
] as const;
export type PaperType = CodeOf<typeof PAPER_TYPES>;

/** Seal on the certificate. */
export const SEAL_TYPES = [
  { code: '01', zh: '电子签章', en: 'Electronic seal' },
  { code: '02', zh: '分支机构加盖公章', en: 'Company seal stamped at the branch' },
] as const;
export type SealType = CodeOf<typeof SEAL_TYPES>;

/** SPEC §4 correction type recorded on every declaration: 90003 transport declaration. */
export const DECLARATION_CORRECTION_TYPE = '90003';

/** Default cap of the addition percent of an open policy (DOMAIN §8: 0–30% allowed). */
export const DEFAULT_ADDITION_CAP_PPM = 300_000;
/** A shipment whose sailing date is more than this many days before the declaration date is a late declaration (review). */
export const LATE_DECLARATION_DAYS = 3;
/** Rows of one batch file (the header row not counted). */
export const BATCH_MAX_ROWS = 10_000;
/** Size limit of an uploaded batch file (SPEC §9: 4 MB). */
export const BATCH_MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Page size limit of the enquiry lists. */
export const DECLARATION_MAX_PAGE_SIZE = 100;

/** Text limits of the certificate fields, in units (a Chinese character counts 2; SPEC §5, §9). */
export const DECLARATION_LIMITS = {
  goodsDescription: GOODS_DESCRIPTION_MAX_UNITS,
  marks: 1000,
  invoiceNo: 60,
  billOfLadingNo: 60,
  conveyance: 200,
  loadingPort: 100,
  dischargePort: 100,
  viaPort: 100,
  surveyAgent: 200,
  claimPayableAt: 200,
  letterOfCreditNo: 60,
  mainClause: 40,
  additionalInsurance: DECLARATION_TEXT_MAX_UNITS,
  otherInformation: DECLARATION_TEXT_MAX_UNITS,
} as const;

/** Goods words that send a declaration to manual review (dangerous goods, DOMAIN §8 referrals). */
export const HAZARDOUS_GOODS_KEYWORDS = [
  '危险品',
  '危化品',
  '危险化学品',
  '易燃',
  '易爆',
  '爆炸',
  '腐蚀性',
  '剧毒',
  '放射性',
  'dangerous goods',
  'hazardous',
  'flammable',
  'explosive',
  'corrosive',
  'toxic',
  'radioactive',
  'imdg',
] as const;
/** A UN number (e.g. "UN1203") names a dangerous good. */
const UN_NUMBER = /\bUN ?\d{4}\b/i;

const required = 'error.fieldRequired';

/** A text limited in units; blank allowed. */
const limitedText = (maxUnits: number) =>
  z
    .string()
    .trim()
    .refine((value) => validateTextUnits(value, maxUnits) === true, 'validation.text.tooLong');
const requiredText = (maxUnits: number) => limitedText(maxUnits).refine((value) => value !== '', required);
const optionalText = (maxUnits: number) => limitedText(maxUnits).default('');
/** A draft's date: blank or a valid date. */
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidDate(value), 'validation.date.invalid')
  .default('');

/** A code of a list; nothing chosen reads "cannot be empty" rather than "invalid". */
const codeField = <const L extends readonly [CodeItem, ...CodeItem[]]>(list: L) =>
  z.enum(codesOf(list), {
    error: (issue) => (issue.input === undefined || issue.input === '' ? required : 'error.fieldInvalid'),
  });

const dateField = z
  .string(required)
  .trim()
  .min(1, required)
  .refine((value) => isValidDate(value), 'validation.date.invalid');

const countryField = z
  .string(required)
  .trim()
  .min(1, required)
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'error.fieldInvalid');

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

const issue = (path: string, message: string): ValidationIssue => ({ code: 'custom', path: [path], message });

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

/** What the open policy fixes for its declarations (rows and wire shapes map to it). */
export interface OpenPolicyTerms {
  effectiveDate: string;
  endDate: string;
  currencyCode: string;
  productCode: string;
  mainClauses: readonly string[];
  riders: readonly string[];
  additionCapPpm: number;
}

/** The addition of a declaration in ppm: as given, else the product's default (10%, domestic 0%). */
export const additionPpmOf = (declaration: Pick<Declaration, 'additionPercent'>, productCode: string) => {
  if (!isBlank(declaration.additionPercent)) {
    const parsed = parsePercent(declaration.additionPercent, 2);
    if (parsed.ok) return parsed.value;
  }
  const product = findPricingProduct(productCode);
  return product ? defaultAdditionPpm(product) : DEFAULT_ADDITION_PPM;
};

/** Insured amount = invoice × (1 + addition), rounded half-up at the minor unit (exact). */
export const insuredAmountOf = (invoiceMinor: number, additionPpm: number) =>
  multiplyByRate(invoiceMinor, PPM + additionPpm);

/** SPEC §5 rules that need the open policy; empty when the declaration fits it. */
export const openPolicyIssues = (declaration: Declaration, terms: OpenPolicyTerms): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  // The loading date is not earlier than the insurance start, and lies in the open policy's period.
  if (declaration.sailingDate < terms.effectiveDate) {
    issues.push(issue('sailingDate', 'declaration.error.sailingBeforeStart'));
  } else if (declaration.sailingDate > terms.endDate) {
    issues.push(issue('sailingDate', 'declaration.error.sailingAfterEnd'));
  }
  if (declaration.invoiceCurrency !== terms.currencyCode) {
    issues.push(issue('invoiceCurrency', 'declaration.error.currencyMismatch'));
  }
  if (!terms.mainClauses.includes(declaration.mainClause)) {
    issues.push(issue('mainClause', 'declaration.error.clauseNotCovered'));
  }
  if (declaration.riders.some((rider) => !terms.riders.includes(rider))) {
    issues.push(issue('riders', 'declaration.error.riderNotCovered'));
  }
  const additionPpm = additionPpmOf(declaration, terms.productCode);
  if (additionPpm > terms.additionCapPpm) {
    issues.push(issue('additionPercent', 'declaration.error.additionAboveCap'));
  } else if (declaration.letterOfCredit === '1' && additionPpm < LETTER_OF_CREDIT_MIN_ADDITION_PPM) {
    issues.push(issue('additionPercent', 'pricing.error.additionBelowLetterOfCredit'));
  }
  return issues;
};

/** Why a declaration goes to manual review instead of being declared. */
export const DECLARATION_REVIEW_REASONS = ['highRiskCountry', 'hazardousGoods', 'lateDeclaration'] as const;
export type DeclarationReviewReason = (typeof DECLARATION_REVIEW_REASONS)[number];
export const isDeclarationReviewReason = (value: string): value is DeclarationReviewReason =>
  (DECLARATION_REVIEW_REASONS as readonly string[]).includes(value);

export const isHazardousGoods = (text: string) => {
  const lower = text.toLowerCase();
  return HAZARDOUS_GOODS_KEYWORDS.some((word) => lower.includes(word)) || UN_NUMBER.test(text);
};

/**
 * The self-check of a declaration (DOMAIN §8 referrals): a high-risk or sanctioned country at either end,
 * dangerous goods, or a late declaration (sailing more than LATE_DECLARATION_DAYS before `today`, the
 * declaration date in China). Any reason sends it to manual review.
 */
export const selfCheckReasons = (declaration: Declaration, today: string): DeclarationReviewReason[] => {
  const reasons: DeclarationReviewReason[] = [];
  if (
    findHighRiskCountry(declaration.departureCountry) !== undefined ||
    findHighRiskCountry(declaration.destinationCountry) !== undefined
  ) {
    reasons.push('highRiskCountry');
  }
  if (isHazardousGoods(`${declaration.goodsDescription}\n${declaration.marks}`))
    reasons.push('hazardousGoods');
  if (daysBetween(declaration.sailingDate, today) > LATE_DECLARATION_DAYS) reasons.push('lateDeclaration');
  return reasons;
};

/**
 * One shipment under one open policy: invoice number, B/L number and sailing date, normalised. A second
 * declaration (not a draft) of the same shipment under the same policy is refused.
 */
export const shipmentKeyOf = (
  declaration: Pick<Declaration, 'invoiceNo' | 'billOfLadingNo' | 'sailingDate'>,
) =>
  [declaration.invoiceNo, declaration.billOfLadingNo, declaration.sailingDate]
    .map((part) => part.trim().toUpperCase().replace(/\s+/g, ' '))
    .join('|');

// ---------------------------------------------------------------------------------------------------------
// Wire shapes of the answers. Money is an exact decimal string in the policy currency.

const ZMoney = z.string();
const ZCurrency = z.object({ currencyCode: z.string(), currency: z.string() });

export const ZOpenPolicySummary = z.object({
  policyNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  effectiveDate: z.string(),
  endDate: z.string(),
  ...ZCurrency.shape,
  totalInsuredAmount: ZMoney,
  /** Remaining insured amount (balance). */
  balance: ZMoney,
  perShipmentLimit: ZMoney,
  /** Today (China) lies in the policy period. */
  isInForce: z.boolean(),
});
export type OpenPolicySummary = z.infer<typeof ZOpenPolicySummary>;

const ZNamedCode = z.object({ code: z.string(), name: z.string() });

export const ZOpenPolicyDetail = ZOpenPolicySummary.extend({
  insuredContact: z.string(),
  insuredPhone: z.string(),
  insuredAddress: z.string(),
  insuredEmail: z.string(),
  mainClauses: z.array(ZNamedCode),
  riders: z.array(ZNamedCode),
  /** Highest addition percent allowed ("30"). */
  additionCapPercent: z.string(),
  /** The addition used when the form leaves it blank ("10"). */
  defaultAdditionPercent: z.string(),
  /** Premium rate of the open cover, percent of the insured amount ("0.15"). */
  ratePercent: z.string(),
});
export type OpenPolicyDetail = z.infer<typeof ZOpenPolicyDetail>;

export const ZOpenPolicyList = z.object({ list: z.array(ZOpenPolicySummary) });
export type OpenPolicyList = z.infer<typeof ZOpenPolicyList>;

export const ZOpenPolicyNoParams = z.object({ policyNo: declarationFields.shape.policyNo });
export const ZDeclarationNoParams = z.object({ declarationNo: z.string().trim().min(1, required).max(20) });

/** POST /cargo/declaration/submit and saveDraft. */
export const ZDeclarationResult = z.object({
  outcome: z.enum(codesOf(DECLARATION_OUTCOMES)),
  /** The outcome's message in the caller's language. */
  message: z.string(),
  /** Declaration number ("draft certificate number"); null when nothing was recorded (refused). */
  declarationNo: z.string().nullable(),
  /** 20 digits; only when declared. */
  certificateNo: z.string().nullable(),
  status: z.enum(codesOf(DECLARATION_STATUSES)).nullable(),
  ...ZCurrency.shape,
  insuredAmount: ZMoney.nullable(),
  premium: ZMoney.nullable(),
  /** The open policy's remaining insured amount after this answer. */
  balance: ZMoney,
  perShipmentLimit: ZMoney,
  /** Self-check findings (review), in the caller's language. */
  reviewReasons: z.array(z.string()),
});
export type DeclarationResult = z.infer<typeof ZDeclarationResult>;

/** One row of the enquiry lists. */
export const ZDeclarationRow = z.object({
  declarationNo: z.string(),
  certificateNo: z.string().nullable(),
  status: z.enum(codesOf(DECLARATION_STATUSES)),
  statusName: z.string(),
  policyNo: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  goodsDescription: z.string(),
  invoiceNo: z.string(),
  billOfLadingNo: z.string(),
  conveyance: z.string(),
  loadingPort: z.string(),
  dischargePort: z.string(),
  sailingDate: z.string().nullable(),
  /** Declaration date (China), YYYY-MM-DD. */
  declarationDate: z.string(),
  ...ZCurrency.shape,
  invoiceAmount: ZMoney.nullable(),
  insuredAmount: ZMoney.nullable(),
  premium: ZMoney.nullable(),
  /** Set for rows declared by a batch upload. */
  batchId: z.string().nullable(),
  reviewReasons: z.array(z.string()),
  /** The underwriter's comment on the decision (approved or rejected), when one was given. */
  reviewComment: z.string().optional(),
});
export type DeclarationRow = z.infer<typeof ZDeclarationRow>;

/** GET /cargo/declaration/detail/{declarationNo}: the row plus every certificate field (the form of a draft). */
export const ZDeclarationDetail = ZDeclarationRow.extend({
  correctionType: z.string(),
  marks: z.string(),
  viaPort: z.string(),
  departureCountry: z.string(),
  destinationCountry: z.string(),
  surveyAgent: z.string(),
  claimPayableAt: z.string(),
  letterOfCredit: z.string(),
  letterOfCreditNo: z.string(),
  datePrintFormat: z.string(),
  mainClause: z.string(),
  riders: z.array(z.string()),
  invoiceCurrency: z.string(),
  additionPercent: z.string(),
  ratePercent: z.string(),
  additionalInsurance: z.string(),
  otherInformation: z.string(),
  issuingDate: z.string().nullable(),
  printLanguage: z.string(),
  paperType: z.string(),
  sealType: z.string(),
});
export type DeclarationDetail = z.infer<typeof ZDeclarationDetail>;

const pageFields = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DECLARATION_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/**
 * POST /cargo/declaration/query (declaration enquiry and download). The date range follows SPEC §5: both
 * dates required, start not after end, unless a full 20-digit policy or certificate number is given.
 */
export const ZDeclarationQuery = z
  .object({
    ...pageFields,
    /** 4 digits (tail) or 20 digits. */
    policyNo: policyNoQuerySchema.optional(),
    certificateNo: z.string().trim().max(20).optional(),
    status: z.enum(codesOf(DECLARATION_STATUSES)).optional(),
    /** Which date the range applies to: the declaration date (default) or the sailing date. */
    dateType: z.enum(['declaration', 'sailing']).default('declaration'),
    startDate: z.string().trim().optional(),
    endDate: z.string().trim().optional(),
    /** Matches the insured name, the goods description or the marks. */
    keyword: z.string().trim().max(100).optional(),
  })
  .superRefine(
    dateRangeRefinement(
      (query) => ({
        startDate: query.startDate,
        endDate: query.endDate,
        policyNo: isFullPolicyNo(query.policyNo) ? query.policyNo : query.certificateNo,
      }),
      ['startDate'],
    ),
  );
export type DeclarationQuery = z.output<typeof ZDeclarationQuery>;

/** POST /cargo/declaration/pending: drafts and declarations under review, newest first. */
export const ZPendingDeclarationQuery = z.object({
  ...pageFields,
  policyNo: policyNoQuerySchema.optional(),
});
export type PendingDeclarationQuery = z.output<typeof ZPendingDeclarationQuery>;

export const ZDeclarationPage = z.object({
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
  list: z.array(ZDeclarationRow),
});
export type DeclarationPage = z.infer<typeof ZDeclarationPage>;

/** A total by currency (a batch may span open policies in different currencies). */
export const ZDeclarationTotal = z.object({ ...ZCurrency.shape, amount: ZMoney });
export type DeclarationTotal = z.infer<typeof ZDeclarationTotal>;

/**
 * POST /cargo/declaration/batch/upload and GET /cargo/declaration/batch/{batchId}. A batch is declared per
 * row (`mode: 'perRow'`): valid rows are declared (or sent to review), invalid rows are listed in the
 * error list and declare nothing.
 */
export const ZBatchResult = z.object({
  batchId: z.string(),
  fileName: z.string(),
  mode: z.literal('perRow'),
  totalRows: z.number(),
  declaredRows: z.number(),
  reviewRows: z.number(),
  failedRows: z.number(),
  /** Insured amount of the declared and under-review rows, by currency. */
  totalInsured: z.array(ZDeclarationTotal),
  totalPremium: z.array(ZDeclarationTotal),
  /** True when this file had been uploaded before: the earlier result, nothing declared again. */
  isRepeat: z.boolean(),
  /** When the file was first uploaded, 'YYYY-MM-DD HH:mm:ss' China time. */
  uploadedAt: z.string(),
});
export type BatchResult = z.infer<typeof ZBatchResult>;

export const ZBatchIdParams = z.object({ batchId: z.string().regex(/^\d{1,12}$/, 'error.fieldInvalid') });

/**
 * Query of POST batch/upload and GET batch/template: `policyNo` (optional, 20 digits) is the open policy
 * chosen on the page. Rows that leave the policy number blank are declared under it, and a row naming
 * another policy fails; the template's example row shows it.
 */
export const ZBatchPolicyQuery = z.object({
  policyNo: z
    .string()
    .trim()
    .regex(/^(\d{20})?$/, 'validation.policyNo.length')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type BatchPolicyQuery = z.output<typeof ZBatchPolicyQuery>;

// ---------------------------------------------------------------------------------------------------------
// Back office: an underwriter decides a declaration under manual review.

/** Decisions on a declaration under review: approve (→ 03 declared), reject (→ 04, the amount is returned). */
export const DECLARATION_DECISIONS = ['approve', 'reject'] as const;
export type DeclarationDecision = (typeof DECLARATION_DECISIONS)[number];
/** Longest review comment, in characters. */
export const DECLARATION_REVIEW_COMMENT_MAX = 500;

/** Path of POST /cargo/backoffice/declaration/{id}: `id` is the declaration number (TD…). */
export const ZDeclarationDecisionParams = z.object({ id: z.string().trim().min(1, required).max(20) });

/** POST /cargo/backoffice/declaration/{id}. */
export const ZDeclarationDecisionRequest = z.object({
  decision: z.enum(DECLARATION_DECISIONS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? required : 'error.fieldInvalid'),
  }),
  comment: z.string().trim().max(DECLARATION_REVIEW_COMMENT_MAX).optional(),
});
export type DeclarationDecisionRequest = z.output<typeof ZDeclarationDecisionRequest>;

/** The decided declaration as the enquiry shows it, the decision's message and the policy's balance after it. */
export const ZDeclarationDecisionResult = ZDeclarationRow.extend({
  decision: z.enum(DECLARATION_DECISIONS),
  message: z.string(),
  /** The open policy's remaining insured amount after the decision. */
  balance: ZMoney,
});
export type DeclarationDecisionResult = z.infer<typeof ZDeclarationDecisionResult>;
