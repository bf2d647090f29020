import { z } from 'zod';
import { pageOf, ZPaging } from './paging.ts';

/**
 * The compliance queue of sanctions screening (issue 46): screenings with a possible hit, read by compliance
 * officers and auditors, decided by compliance officers (docs/business-rules.md "Sanctions screening").
 */

export const ZScreeningQueueQuery = z.object({
  ...ZPaging,
  /** `pendingReview` (the queue), or the decided ones. */
  status: z.enum(['pendingReview', 'cleared', 'confirmed']).optional().default('pendingReview'),
});
export type ScreeningQueueQuery = z.infer<typeof ZScreeningQueueQuery>;

/** One possible hit: which party of the document met which list entry, how well and by which fields. */
export const ZScreeningHit = z.object({
  /** applicant, insured, vessel or route, and its label in the caller's language. */
  partyRole: z.string(),
  partyRoleName: z.string(),
  partyName: z.string(),
  /** The list's id of the entry; empty for an embargoed destination. */
  entNum: z.string(),
  entryName: z.string(),
  programme: z.string(),
  /** 0…1, three decimals. */
  score: z.number(),
  matchedFields: z.array(z.string()),
  /** The same, labelled in the caller's language. */
  matchedFieldNames: z.array(z.string()),
});

export const ZScreeningItem = z.object({
  id: z.number().int(),
  accountName: z.string(),
  companyName: z.string(),
  /** application, declaration or policy, and its label in the caller's language. */
  subjectType: z.string(),
  subjectTypeName: z.string(),
  subjectNo: z.string(),
  stage: z.string(),
  stageName: z.string(),
  /** The list version that screened it: source and publication day. */
  listName: z.string(),
  status: z.string(),
  statusName: z.string(),
  screenedAt: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string(),
  decisionReason: z.string(),
  hits: z.array(ZScreeningHit),
});
export type ScreeningItem = z.infer<typeof ZScreeningItem>;
export const ZScreeningPage = pageOf(ZScreeningItem);

/** Clearing (a false positive, remembered for this party and entry) needs a reason; confirming may give one. */
export const ZScreeningDecision = z
  .object({
    decision: z.enum(['clear', 'confirm']),
    reason: z.string().trim().max(500).optional().default(''),
  })
  .refine((value) => value.decision === 'confirm' || value.reason !== '', {
    path: ['reason'],
    message: 'sanctions.error.reasonRequired',
  });
export type ScreeningDecision = z.infer<typeof ZScreeningDecision>;
