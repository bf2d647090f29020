import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, day, instant, money } from './columns.ts';
import { policies } from './insuring.ts';
import { accountRow, userRef } from './references.ts';

/**
 * Corrections (endorsements, 批改) of issued policies (docs/business-rules.md "Corrections"). Money is
 * integer minor units of the policy currency; the policy's number, product, insured and period are kept as
 * they were when the correction was applied for (the lists show them without reading the policy).
 */

/** Behind the 20-digit correction (endorsement) numbers. */
export const correctionNoSeq = pgSequence('correction_no_seq', { startWith: 1 });
/** Behind the 20-digit endorsement numbers (批单号) of effective corrections. */
export const endorsementNoSeq = pgSequence('endorsement_no_seq', { startWith: 1 });

/** One correction of a change as stored: raw values, rendered in the caller's language on read. */
export interface StoredCorrectionChange {
  section: 'goods' | 'transport' | 'insurance' | 'applicant' | 'insured';
  field: string;
  before: string;
  after: string;
}

export const corrections = pgTable(
  'corrections',
  {
    ...accountRow(),
    policyId: belongsTo('policy_id', () => policies.id),
    correctionNo: text('correction_no').notNull().unique(),
    /** Given when the correction becomes effective (E2); null before and when it never does. */
    endorsementNo: text('endorsement_no').unique(),
    /** 90001 whole-policy, 00017 cancellation, 00006 surrender, 70001 applicant, 10001 insured change. */
    correctionType: text('correction_type').notNull(),
    /** E1 pending review, E2 effective, E3 rejected, E4 withdrawn. */
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    /** Idempotency key of the apply. */
    requestKey: text('request_key').notNull(),
    policyNo: text('policy_no').notNull(),
    productCode: text('product_code').notNull(),
    insuredName: text('insured_name').notNull(),
    insuranceBeginDate: day('insurance_begin_date').notNull(),
    insuranceEndDate: day('insurance_end_date').notNull(),
    changes: jsonb('changes').$type<StoredCorrectionChange[]>().notNull().default([]),
    /** The corrected application form and its engine quote (a cancellation has neither). */
    form: jsonb('form'),
    quote: jsonb('quote'),
    currencyCode: text('currency_code').notNull(),
    oldPremium: money('old_premium').notNull(),
    newPremium: money('new_premium').notNull(),
    /** Signed: new premium − old premium. */
    premiumDifference: money('premium_difference').notNull(),
    additionalPremium: money('additional_premium').notNull(),
    returnPremium: money('return_premium').notNull(),
    cancellationFee: money('cancellation_fee').notNull(),
    oldInsuredAmount: money('old_insured_amount').notNull(),
    newInsuredAmount: money('new_insured_amount').notNull(),
    isAfterDeparture: boolean('is_after_departure').notNull(),
    /** Message keys of the reasons for manual underwriting. */
    referralKeys: jsonb('referral_keys').$type<string[]>().notNull().default([]),
    reviewComment: text('review_comment').notNull().default(''),
    appliedBy: userRef('applied_by', 'set null'),
    decidedBy: userRef('decided_by', 'set null'),
    /** When it became effective, was rejected or withdrawn. */
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('corrections_request_key_idx').on(table.accountId, table.requestKey),
    // One correction under review per policy: two concurrent applies cannot both pass.
    uniqueIndex('corrections_pending_policy_idx').on(table.policyId).where(sql`${table.status} = 'E1'`),
    index('corrections_account_idx').on(table.accountId, table.createdAt),
    // The underwriter's queue of every account's corrections pending review, oldest first; migration 0036 adds
    // INCLUDE (account_id, correction_no, policy_no): its owner and the numbers it is filtered by.
    index('corrections_review_queue_idx').on(table.createdAt, table.id).where(sql`${table.status} = 'E1'`),
  ],
);
