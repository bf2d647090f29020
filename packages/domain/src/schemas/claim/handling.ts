import { z } from 'zod';
import { claimCaseStatusSchema, claimDocumentTypeSchema } from '../../codes/code-schemas.ts';
import { policyNoQuerySchema, reportNoQuerySchema } from '../../validation/query.ts';
import { limitedText } from '../declaration/field-kinds.ts';
import { pageOf, ZPaging } from '../paging.ts';
import { ZClaimRow } from './enquiry.ts';

/**
 * The insurer's claim handling (docs/business-rules.md "Claim lifecycle"): open a claim, request documents,
 * calculate the settlement, close, archive. Each step is one transaction with its history row.
 */
export const ZClaimReportNoParams = z.object({
  reportNo: z.string().regex(/^\d{20}$/, 'validation.reportNo.length'),
});

export const ZBackofficeClaimListQuery = z.object({
  status: z.union([claimCaseStatusSchema, z.literal('')]).optional(),
  /** The full 20 digits, or the last 8. */
  reportNo: reportNoQuerySchema.optional(),
  /** The full 20 digits of the policy or certificate, or the last 4. */
  policyNo: policyNoQuerySchema.optional(),
  /** A customer account's code (SHOCEAN…); blank = every account. */
  accountCode: z
    .string()
    .trim()
    .max(64, 'error.fieldInvalid')
    .regex(/^[A-Za-z0-9_.-]*$/, 'error.fieldInvalid')
    .optional(),
  ...ZPaging,
});
export type BackofficeClaimListQuery = z.input<typeof ZBackofficeClaimListQuery>;
export const ZBackofficeClaimRow = ZClaimRow.extend({
  accountName: z.string(),
  /** Whole China days since it was reported. */
  ageDays: z.number().int(),
});
export type BackofficeClaimRow = z.infer<typeof ZBackofficeClaimRow>;
export const ZBackofficeClaimPage = pageOf(ZBackofficeClaimRow);

const note = limitedText(500).default('');
/** The claim's version as the handler saw it (`ClaimDetail.version`): a claim changed since refuses the step. */
const version = z.number().int().nonnegative();

export const ZClaimDocumentRequestBody = z.object({
  documents: z
    .array(z.object({ typeCode: claimDocumentTypeSchema, note }))
    .min(1, 'error.fieldRequired')
    .max(35),
  version,
});

export const ZClaimSettleBody = z.object({
  /** The assessed loss of every damaged goods line of the claim, decimal strings in the policy currency. */
  lines: z
    .array(
      z.object({
        lineNo: z.number().int().positive(),
        assessedLoss: z.string().trim().min(1, 'error.fieldRequired'),
      }),
    )
    .min(1, 'error.fieldRequired')
    .max(50),
  /** CNY per one unit of the policy currency; the day's rate when left out. */
  exchangeRate: z.string().trim().optional(),
  note,
  version,
});

export const ZClaimStepBody = z.object({ note, version });

export const ZClaimStatusChange = z.object({
  reportNo: z.string(),
  status: z.string(),
  statusName: z.string(),
});
