import { z } from 'zod';
import { productCodeSchema } from '../codes/code-schemas.ts';
import { ZMoney } from './money.ts';
import { ZRecordIdDigits } from './record-id.ts';

/**
 * Batch applications (issue 16): an xlsx of many applications under one product, each row checked like a
 * single submit and, once confirmed, its own application (B3, or B4 when referred).
 */

/** At most this many rows per file: each row is priced and underwritten like a single submit. */
export const APPLICATION_BATCH_MAX_ROWS = 500;

/** Query of the template and of the upload: the product every row of the file is under. */
export const ZApplicationBatchQuery = z.object({ productCode: productCodeSchema });
export type ApplicationBatchQuery = z.output<typeof ZApplicationBatchQuery>;

export const ZApplicationBatchIdParams = z.object({ batchId: ZRecordIdDigits });

/** POST batchApplyPolicy: creates the valid rows of a checked batch; a repeat answers the same result. */
export const ZBatchApplyRequest = z.object({
  batchId: ZRecordIdDigits,
  requestKey: z.string().trim().min(8).max(64),
});
export type BatchApplyRequest = z.output<typeof ZBatchApplyRequest>;

const ZMoneyTotal = z.object({ currency: z.string(), amount: ZMoney });

export const ZApplicationBatchRow = z.object({
  rowNumber: z.number().int(),
  isValid: z.boolean(),
  /** The row's premium ("374.00") and currency (ISO) when valid. */
  premium: ZMoney.nullable(),
  currency: z.string().nullable(),
  /** Referred rows become applications pending review (B4). */
  isReferred: z.boolean(),
  /** "Field: reason" in the caller's language. */
  errors: z.array(z.string()),
});
export type ApplicationBatchRow = z.output<typeof ZApplicationBatchRow>;

export const ZBatchCreatedApplication = z.object({
  rowNumber: z.number().int(),
  id: z.number().int(),
  voucherNo: z.string(),
  status: z.string(),
  statusName: z.string(),
});

export const ZApplicationBatchResult = z.object({
  batchId: z.string(),
  productCode: z.string(),
  fileName: z.string(),
  /** checked: nothing created yet; applied: the valid rows are applications. */
  status: z.enum(['checked', 'applied']),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  failedRows: z.number().int(),
  premiumTotals: z.array(ZMoneyTotal),
  rows: z.array(ZApplicationBatchRow),
  applications: z.array(ZBatchCreatedApplication),
});
export type ApplicationBatchResult = z.output<typeof ZApplicationBatchResult>;
