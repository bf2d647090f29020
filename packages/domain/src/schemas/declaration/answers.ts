import { z } from 'zod';
import { codesOf } from '../../codes/code-list.ts';
import { DECLARATION_OUTCOMES, DECLARATION_STATUSES } from '../../codes/declaration.ts';
import { DEFAULT_PAGE_SIZE } from '../../envelope.ts';
import { dateRangeRefinement, isFullPolicyNo, policyNoQuerySchema } from '../../validation/query.ts';
import { ZMoney } from '../money.ts';
import { ZOpenPolicyUsage } from '../operations.ts';
import { ZRecordIdDigits } from '../record-id.ts';
import { DECLARATION_MAX_PAGE_SIZE } from './codes.ts';

/** Wire shapes of the declaration answers and enquiries. Money is an exact decimal string in the policy currency. */

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

/** The account's open policies, each with its usage (the same figures the back office sees). */
export const ZOpenPolicyListItem = ZOpenPolicySummary.extend({ usage: ZOpenPolicyUsage });
export type OpenPolicyListItem = z.infer<typeof ZOpenPolicyListItem>;
export const ZOpenPolicyList = z.object({ list: z.array(ZOpenPolicyListItem) });
export type OpenPolicyList = z.infer<typeof ZOpenPolicyList>;

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
  /**
   * A shipment held by the open policy's auto-insure rules (a draft sent by the customer's system): the rule
   * that held it, or null when no rule matched and the policy's default held it; absent for other rows.
   */
  held: z.object({ ruleName: z.string().nullable(), source: z.string() }).optional(),
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

/** A batch upload is a background job: queued, running, then succeeded or failed (nothing declared). */
export const BATCH_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Rows of a batch so far: read from the sheet, checked, and declared or sent to review (on success). */
export const ZBatchProgress = z.object({ read: z.number(), validated: z.number(), declared: z.number() });

/**
 * POST /cargo/declaration/batch/upload and GET /cargo/declaration/batch/{batchId}. The upload answers at once
 * with the queued (or earlier) batch; its rows are read, checked and declared by a background job whose
 * `status` and `progress` the page polls. A batch is declared per row (`mode: 'perRow'`): valid rows are
 * declared (or sent to review), invalid rows are listed in the error list and declare nothing. The counts
 * and totals below are the result once `status` is `succeeded`.
 */
export const ZBatchResult = z.object({
  batchId: z.string(),
  status: z.enum(BATCH_STATUSES),
  progress: ZBatchProgress,
  /** Why a failed batch declared nothing, in the caller's language; null otherwise. */
  failureMessage: z.string().nullable(),
  /** When the job started and finished, 'YYYY-MM-DD HH:mm:ss' China time; null before. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
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

export const ZBatchIdParams = z.object({ batchId: ZRecordIdDigits });

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
