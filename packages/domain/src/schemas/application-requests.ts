import { z } from 'zod';
import { ZApplication, ZDraftApplication } from './application-rules.ts';
import { ZRecordIdText } from './record-id.ts';

export { type Page, pageAnswer, pageOf, pageWindow, ZPaging } from './paging.ts';

/** Requests and responses of drafts and applications, and the paging every list shares. */

const ZId = ZRecordIdText;

/** `{ id }` in a body or a path. */
export const ZIdParams = z.object({ id: ZId });
export type IdParams = z.infer<typeof ZIdParams>;

/**
 * POST tempApply: creates a draft, or with `id` saves a draft (B1) or an application pending modification
 * (B5). `requestKey` makes a repeated create answer the same draft.
 */
export const ZTempApplyRequest = z.object({
  id: ZId.optional(),
  requestKey: z.uuid().optional(),
  form: ZDraftApplication,
});
export type TempApplyRequest = z.infer<typeof ZTempApplyRequest>;

/** POST applyPolicy: submits a new form, or with `id` a draft or an application pending modification. */
export const ZApplyPolicyRequest = z.object({
  id: ZId.optional(),
  requestKey: z.uuid(),
  form: ZApplication,
});
export type ApplyPolicyRequest = z.infer<typeof ZApplyPolicyRequest>;

/** POST /cargo/backoffice/review/{id}: 00 approve (→ B3), 01 reject (→ B6). */
export const ZReviewDecisionRequest = z.object({
  result: z.enum(['00', '01']),
  comment: z.string().trim().max(500).optional(),
});
export type ReviewDecisionRequest = z.infer<typeof ZReviewDecisionRequest>;

export const ZCopyPolicyRequest = z.object({
  policyNo: z
    .string()
    .trim()
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
});
export type CopyPolicyRequest = z.infer<typeof ZCopyPolicyRequest>;

export const ZBatchIdsRequest = z.object({ ids: z.array(ZId).min(1).max(100) });
export type BatchIdsRequest = z.infer<typeof ZBatchIdsRequest>;
