import { z } from 'zod';
import { LANGUAGES } from '../envelope.ts';
import { validateDateRangeQuery } from '../validation/query.ts';
import { isBlank, zodCheck } from '../validation/result.ts';
import { ZMoney } from './money.ts';
import { ZPaging } from './paging.ts';

/**
 * Settlement (unpaid premium) enquiry (SPEC §2 /pending-task/settlement, §7 queryNoPaySettlementList, the
 * NoPaySettlementList download). A read model: applications pending payment (B3), the declared
 * certificates of an open policy billed per calendar month, and the additional premium of effective
 * corrections (docs/business-rules.md "Settlements").
 */

export const SETTLEMENT_KINDS = ['application', 'declaration', 'correction'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/**
 * POST queryNoPaySettlementList and GET NoPaySettlementList. Dates are optional; when either is given the
 * SPEC §5 date-range rules apply (both dates, valid, start not after end). Applications are dated by their
 * submission day, certificates by their declaration date.
 */
export const ZSettlementQuery = z
  .object({
    ...ZPaging,
    kind: z.enum(SETTLEMENT_KINDS).optional(),
    startDate: z.string().trim().max(19).optional(),
    endDate: z.string().trim().max(19).optional(),
  })
  .superRefine(
    zodCheck(
      (query: { startDate?: string; endDate?: string }) =>
        isBlank(query.startDate) && isBlank(query.endDate) ? true : validateDateRangeQuery(query),
      ['startDate'],
    ),
  );
export type SettlementQuery = z.output<typeof ZSettlementQuery>;

/**
 * One unpaid settlement. An application: `settlementNo` = its number, `periodStart`–`periodEnd` its
 * insurance period, `count` 1. A month of an open policy: `settlementNo` = 'ST' + policy number + yyyymm,
 * `month` 'YYYY-MM', `count` the declared certificates. A correction: `settlementNo` = the correction
 * number, `documentNo` the policy number, the policy's period, its new sum insured and the additional
 * premium. Amounts are exact decimal strings of `currencyCode`.
 */
export const ZSettlementRow = z.object({
  settlementNo: z.string(),
  kind: z.enum(SETTLEMENT_KINDS),
  kindName: z.string(),
  /** The application id (kind 'application'), for the link to the application enquiry. */
  applicationId: z.number().int().nullable(),
  /** Application number, or the open policy number, or the corrected policy's number. */
  documentNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  month: z.string().nullable(),
  /** Submission day of the application; the last declaration date of the month; the effective day of a correction. */
  date: z.string(),
  count: z.number().int(),
  currencyCode: z.string(),
  currency: z.string(),
  insuredAmount: ZMoney,
  premium: ZMoney,
});
export type SettlementRow = z.infer<typeof ZSettlementRow>;

/** What is unpaid in one currency, over every row of the query (not only the page). */
export const ZSettlementTotal = z.object({
  currencyCode: z.string(),
  currency: z.string(),
  count: z.number().int(),
  insuredAmount: ZMoney,
  premium: ZMoney,
});
export type SettlementTotal = z.infer<typeof ZSettlementTotal>;

export const ZSettlementPage = z.object({
  list: z.array(ZSettlementRow),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totals: z.array(ZSettlementTotal),
});
export type SettlementPage = z.infer<typeof ZSettlementPage>;

/**
 * Pays one unpaid settlement of an open-policy month or of a correction (kind 'declaration' or
 * 'correction'; an application is paid through payment/pay). The amount, currency and count are those the
 * customer saw: when the settlement changed since, the payment is refused (docs/business-rules.md
 * "Settlements").
 */
export const ZSettlementPayRequest = z.object({
  settlementNo: z.string().trim().min(1, 'error.fieldRequired').max(40),
  requestKey: z.uuid(),
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'pricing.error.amountInvalid'),
  currencyCode: z.string().trim().min(1, 'error.fieldRequired').max(3),
  count: z.number().int().min(1).max(1_000_000),
});
export type SettlementPayRequest = z.infer<typeof ZSettlementPayRequest>;

/** A paid settlement (its payment), also the rows of the paid list. */
export const ZPaidSettlement = z.object({
  settlementNo: z.string(),
  paymentNo: z.string(),
  kind: z.enum(SETTLEMENT_KINDS),
  kindName: z.string(),
  documentNo: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  month: z.string().nullable(),
  count: z.number().int(),
  currencyCode: z.string(),
  currency: z.string(),
  insuredAmount: ZMoney,
  premium: ZMoney,
  /** China time, 'YYYY-MM-DD HH:mm:ss'. */
  paidAt: z.string(),
  /** The invoice issued for it, if any. */
  invoiceNo: z.string().nullable(),
});
export type PaidSettlement = z.infer<typeof ZPaidSettlement>;

export const ZPaidSettlementQuery = z.object({ ...ZPaging });
export type PaidSettlementQuery = z.output<typeof ZPaidSettlementQuery>;

export const ZPaidSettlementPage = z.object({
  list: z.array(ZPaidSettlement),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type PaidSettlementPage = z.infer<typeof ZPaidSettlementPage>;

/** The PDF of the unpaid list: the list's filters and the print language (the caller's when none). */
export const ZSettlementPdfQuery = z
  .object({
    kind: z.enum(SETTLEMENT_KINDS).optional(),
    startDate: z.string().trim().max(19).optional(),
    endDate: z.string().trim().max(19).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine(
    zodCheck(
      (query: { startDate?: string; endDate?: string }) =>
        isBlank(query.startDate) && isBlank(query.endDate) ? true : validateDateRangeQuery(query),
      ['startDate'],
    ),
  );
export type SettlementPdfQuery = z.output<typeof ZSettlementPdfQuery>;
