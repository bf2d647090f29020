import { z } from 'zod';
import { codesOf } from '../codes/code-list.ts';
import { currencyCodeSchema, productCodeSchema } from '../codes/code-schemas.ts';
import { VALIDITIES } from '../codes/status.ts';
import { dateRangeRefinement, validatePolicyNoQuery } from '../validation/query.ts';
import { zodCheck } from '../validation/result.ts';
import { ENQUIRY_APPLICATION_STATUSES, pageOf, ZApplicationForm, ZPaging } from './application.ts';
import { ZStoredFile } from './file.ts';
import { ZMoney } from './money.ts';
import { ZQuoteResult, ZReferral } from './quotation.ts';
import { ZRecordIdText } from './record-id.ts';

/**
 * Enquiries (SPEC §2 /pending-task, policy query), payment and the issued policy. List rows carry the
 * SPEC §3 "Policy/application list row" fields.
 */

/** A policy or application number filter: blank, or 4 (the last four digits) or 20 digits (SPEC §5). */
const voucherFilter = z.string().trim().superRefine(zodCheck(validatePolicyNoQuery)).optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();

const rangeOf = (q: { startDate?: string; endDate?: string; queryType?: string }, number?: string) => ({
  startDate: q.startDate,
  endDate: q.endDate,
  policyNo: number,
  queryType: q.queryType,
});

/**
 * POST queryTempInsurancePolicy: drafts (B1). The date range is on the input date; both dates are needed
 * unless a 20-digit number or a query type is given (SPEC §5); the end date runs to 23:59:59.
 */
export const ZDraftListQuery = z
  .object({
    ...ZPaging,
    voucherNo: voucherFilter,
    productCode: productCodeSchema.or(z.literal('')).optional(),
    insuredName: optionalText(100),
    startDate: optionalText(19),
    endDate: optionalText(19),
    queryType: optionalText(20),
  })
  .superRefine(dateRangeRefinement((q) => rangeOf(q, q.voucherNo), ['startDate']));
export type DraftListQuery = z.infer<typeof ZDraftListQuery>;

/** POST queryPolicyApplyList: applications B3, B4, B5, H0 and rejected (B6); dates on the insurance start. */
export const ZApplicationListQuery = z
  .object({
    ...ZPaging,
    voucherNo: voucherFilter,
    productCode: productCodeSchema.or(z.literal('')).optional(),
    insuredName: optionalText(100),
    businessStatus: z.enum(ENQUIRY_APPLICATION_STATUSES).or(z.literal('')).optional(),
    startDate: optionalText(19),
    endDate: optionalText(19),
    queryType: optionalText(20),
  })
  .superRefine(dateRangeRefinement((q) => rangeOf(q, q.voucherNo), ['startDate']));
export type ApplicationListQuery = z.infer<typeof ZApplicationListQuery>;

/** POST queryPolicyInfo: issued policies; dates on the insurance start. */
export const ZPolicyListQuery = z
  .object({
    ...ZPaging,
    policyNo: voucherFilter,
    productCode: productCodeSchema.or(z.literal('')).optional(),
    insuredName: optionalText(100),
    validity: z.enum(codesOf(VALIDITIES)).or(z.literal('')).optional(),
    startDate: optionalText(19),
    endDate: optionalText(19),
    queryType: optionalText(20),
  })
  .superRefine(dateRangeRefinement((q) => rangeOf(q, q.policyNo), ['startDate']));
export type PolicyListQuery = z.infer<typeof ZPolicyListQuery>;

const ZYesNo = z.enum(['Y', 'N']);

/**
 * SPEC §3 list row. `totalInsuredAmount` is the sum insured in units of 10,000 of the policy currency,
 * exact (no rounding), with at least 2 decimals: 1,100,000.00 → '110.00', 123,456.78 → '12.345678'.
 * `insuredAmount` is the same amount in units. Amounts are decimal strings in `currencyCode`.
 */
export const ZPolicyListRow = z.object({
  /** Application id (drafts and applications) or policy id (policies). */
  id: z.number().int(),
  applicationId: z.number().int(),
  /** The application number, or the policy number for issued policies. */
  voucherNo: z.string(),
  policyNo: z.string().nullable(),
  marketproductName: z.string(),
  marketproductCode: z.string(),
  /** The main clause. */
  planCode: z.string(),
  planDetail: z.string(),
  /** The insured. */
  riskName: z.string(),
  insuranceBeginDate: z.string().nullable(),
  insuranceEndDate: z.string().nullable(),
  /** When the draft or application was first saved, 'YYYY-MM-DD HH:mm:ss' China time. */
  inputDate: z.string(),
  /** When it was submitted (applications) or issued (policies); the input date for drafts. */
  createdDate: z.string(),
  currencyCode: z.string(),
  insuredAmount: ZMoney.nullable(),
  totalInsuredAmount: z.string().nullable(),
  totalActualPremium: ZMoney.nullable(),
  /** SPEC §4 policy status (01, 03, 04, 05, 99); null for a normal policy and for applications. */
  policyStatus: z.string().nullable(),
  policyStatusName: z.string(),
  /** Application status (B1, B3, B4, B5, H0, B6, B7, P1). */
  businessStatus: z.string(),
  businessStatusName: z.string(),
  /** SPEC §4 validity: 01 not yet effective, 02 in force; null before the policy is issued. */
  validity: z.string().nullable(),
  validityName: z.string(),
  renewalProgress: z.string().nullable(),
  hasClaim: ZYesNo,
  validPolicy: ZYesNo,
  productClass: z.string(),
  bidAddress: z.string(),
  licensePlate: z.string(),
  /** Why an application is under review, in the caller's language. */
  reviewReasons: z.array(z.string()),
  /** Issued policies: the endorsement number of the latest effective correction (null: never corrected). */
  endorsementNo: z.string().nullable().optional(),
});
export type PolicyListRow = z.infer<typeof ZPolicyListRow>;
export const ZPolicyListPage = pageOf(ZPolicyListRow);

/** A draft or application loaded into the form (tempPolicyToApplyPageTableInit, applyPolicyToApplyPageTableInit). */
export const ZApplicationView = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.string(),
  statusName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  form: ZApplicationForm,
  quote: ZQuoteResult.nullable(),
  /** Whether tempApply / applyPolicy may change it now (B1, B5). */
  isModifiable: z.boolean(),
  reviewReasons: z.array(z.string()),
  /** The files of `form.attachments`, described (name, size, document type) for the form's list. */
  attachmentFiles: z.array(ZStoredFile),
});
export type ApplicationView = z.infer<typeof ZApplicationView>;

/** Answer of tempApply. */
export const ZTempApplyResult = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.string(),
  /** The price of the draft when it can already be priced, else null. */
  quote: ZQuoteResult.nullable(),
});
export type TempApplyResult = z.infer<typeof ZTempApplyResult>;

/** Answer of applyPolicy: B3 pending payment, or B4 pending review with the reasons. */
export const ZApplyResult = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.string(),
  statusName: z.string(),
  quote: ZQuoteResult,
  referrals: z.array(ZReferral),
  /** The page showed another premium: the server's applies. */
  isPremiumChanged: z.boolean(),
  clientPremium: z.string().nullable(),
  message: z.string(),
});
export type ApplyResult = z.infer<typeof ZApplyResult>;

/** An application's status change (withdraw, cancel, review decision). */
export const ZStatusChangeResult = z.object({
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.string(),
  statusName: z.string(),
  message: z.string(),
});
export type StatusChangeResult = z.infer<typeof ZStatusChangeResult>;

/** queryReviewRecordByApplyPolicyNo/{id}: the application's history, oldest first. */
export const ZReviewRecord = z.object({
  id: z.number().int(),
  /** SPEC §4 review result: 00 approved, 02 pending audit, 03 pending payment, 04 pending modification, 05 audit failed. */
  reviewResult: z.string().nullable(),
  reviewResultName: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  toStatusName: z.string(),
  reasons: z.array(z.string()),
  comment: z.string(),
  operator: z.enum(['customer', 'underwriter']),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type ReviewRecord = z.infer<typeof ZReviewRecord>;

/** POST /cargo/payment/seeFeePayment. */
export const ZSeeFeePaymentRequest = z.object({ applicationId: ZRecordIdText });
export const ZFeePayment = z.object({
  applicationId: z.number().int(),
  voucherNo: z.string(),
  status: z.string(),
  isPayable: z.boolean(),
  amount: ZMoney,
  /** The application's currency: what `pay` must name. */
  currencyCode: currencyCodeSchema,
  currency: z.string(),
  amountCny: ZMoney,
  payee: z.object({ name: z.string(), bankName: z.string(), accountNo: z.string() }),
});
export type FeePayment = z.infer<typeof ZFeePayment>;

/** POST /cargo/payment/pay: the amount must equal the premium due; `requestKey` makes a retry harmless. */
export const ZPayRequest = z.object({
  applicationId: ZRecordIdText,
  requestKey: z.uuid(),
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'pricing.error.amountInvalid'),
  currencyCode: currencyCodeSchema,
});
export type PayRequest = z.infer<typeof ZPayRequest>;
export const ZPayResult = z.object({
  applicationId: z.number().int(),
  voucherNo: z.string(),
  paymentNo: z.string(),
  amount: ZMoney,
  currencyCode: z.string(),
  policyId: z.number().int(),
  policyNo: z.string(),
  validity: z.string(),
  validityName: z.string(),
  insuranceBeginDate: z.string(),
  insuranceEndDate: z.string(),
  message: z.string(),
});
export type PayResult = z.infer<typeof ZPayResult>;

// ---------------------------------------------------------------------------------------------------
// Pure rules of numbers, amounts and validity (docs/business-rules.md "Insuring").

/** First character of each document number. */
export const DOCUMENT_NUMBER_PREFIXES = { policy: '6', application: '9', quotation: 'Q' } as const;
export type DocumentKind = keyof typeof DOCUMENT_NUMBER_PREFIXES;
const SEQUENCE_DIGITS = 11;

/**
 * A 20-character document number: prefix (6 policy, 9 application, Q quotation) + the last 4 digits of
 * the product code + the year + an 11-digit sequence. Policy and application numbers are all digits, so a
 * query may give the full 20 digits or the last 4 (SPEC §5).
 */
export function documentNumber(
  kind: DocumentKind,
  productCode: string,
  year: string,
  sequence: number,
): string {
  if (!/^\d{4}$/.test(year)) throw new RangeError(`Invalid year: ${year}`);
  const productDigits = productCode.slice(-4);
  if (!/^\d{4}$/.test(productDigits)) throw new RangeError(`Invalid product code: ${productCode}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || String(sequence).length > SEQUENCE_DIGITS) {
    throw new RangeError(`Sequence out of range: ${sequence}`);
  }
  return `${DOCUMENT_NUMBER_PREFIXES[kind]}${productDigits}${year}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * An amount in minor units shown in units of 10,000 (SPEC §3 list row), exactly: no rounding, trailing
 * zeros trimmed down to 2 decimals. 110000000 fen (1,100,000.00) → '110.00'; 12345678 → '12.345678'.
 */
export function formatInTenThousands(minor: number, minorUnits = 2): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount must be a safe integer, got ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor));
  const scale = minorUnits + 4;
  const padded = digits.padStart(scale + 1, '0');
  const whole = padded.slice(0, padded.length - scale);
  let fraction = padded.slice(padded.length - scale);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}

/** SPEC §4 validity of an issued policy on a day: 01 not yet effective before the start date, else 02. */
export function policyValidity(insuranceBeginDate: string, today: string): '01' | '02' {
  return today < insuranceBeginDate ? '01' : '02';
}

/** An issued policy is expired after its end date (policy status 03 expired, not renewed). */
export const EXPIRED_POLICY_STATUS = '03';
export function isPolicyExpired(insuranceEndDate: string, today: string): boolean {
  return insuranceEndDate < today;
}
