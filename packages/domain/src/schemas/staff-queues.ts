import { z } from 'zod';
import { ZCorrectionRow } from './correction.ts';
import { ZDeclarationRow } from './declaration/answers.ts';
import { ZMoney } from './money.ts';
import { pageOf, ZPaging } from './paging.ts';
import { ZSubmissionField } from './staff.ts';

/**
 * The underwriter's other two queues (docs/business-rules.md "Back office"): declarations under manual review
 * (02) and corrections pending review (E1), of every account, oldest first.
 */

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** Whose an item is and how long it has waited (whole hours). */
const queued = {
  accountName: z.string(),
  companyName: z.string(),
  ageHours: z.number().int(),
};

/** POST /cargo/staff/queue/declarations. */
export const ZDeclarationQueueQuery = z.object({
  ...ZPaging,
  /** An account name (SHOCEAN), exactly. */
  accountName: optionalText(64),
  /** Part of the declaration number. */
  declarationNo: optionalText(20),
  /** Part of the open policy number. */
  policyNo: optionalText(30),
});

export const ZDeclarationQueueItem = ZDeclarationRow.extend({
  ...queued,
  /** When it was submitted, China time. */
  submittedAt: z.string(),
});
export type DeclarationQueueItem = z.infer<typeof ZDeclarationQueueItem>;
export const ZDeclarationQueuePage = pageOf(ZDeclarationQueueItem);

/** GET /cargo/staff/declaration/:declarationNo: the queue item, the whole submission, the policy's balance. */
export const ZDeclarationReview = z.object({
  item: ZDeclarationQueueItem,
  submission: z.array(ZSubmissionField),
  /** The open policy's remaining insured amount (the item's amount already held from it). */
  balance: ZMoney,
});
export type DeclarationReview = z.infer<typeof ZDeclarationReview>;

/** POST /cargo/staff/queue/corrections. */
export const ZCorrectionQueueQuery = z.object({
  ...ZPaging,
  accountName: optionalText(64),
  /** Part of the correction number. */
  correctionNo: optionalText(40),
  /** Part of the policy number. */
  policyNo: optionalText(30),
});

/** A correction in the queue: the customer's row (changes, pricing, reasons), whose it is and its age. */
export const ZCorrectionQueueItem = ZCorrectionRow.extend(queued);
export type CorrectionQueueItem = z.infer<typeof ZCorrectionQueueItem>;
export const ZCorrectionQueuePage = pageOf(ZCorrectionQueueItem);
