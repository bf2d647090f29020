import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZDeclarationRow } from './answers.ts';
import { required } from './field-kinds.ts';

/** Back office: an underwriter decides a declaration under manual review. */

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
