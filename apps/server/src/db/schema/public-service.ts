import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, money, publicSubmission, publicSubmissionIndexes, serialId } from './columns.ts';
import { optionalAccountId } from './references.ts';

/** Feedback from the public /feedback page (SPEC §2 toolbar), anonymous or from a logged-in account. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serialId(),
    /** Code of FEEDBACK_TYPES. */
    feedbackType: text('feedback_type').notNull(),
    content: text('content').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The account the sender was logged in to, if any. */
    accountId: optionalAccountId('set null'),
    /** The language the sender wrote in, so the desk answers in it. */
    language: text('language').notNull(),
    ...publicSubmission(),
  },
  (table) => publicSubmissionIndexes('feedbacks', table),
);

/**
 * Guarantee insurance policies (e.g. customs duty guarantee insurance) that the public query confirms. They
 * are written by the insurer's guarantee system; migration 0016 loads a few demonstration policies.
 */
export const guaranteePolicies = pgTable(
  'guarantee_policies',
  {
    id: serialId(),
    guaranteeNo: text('guarantee_no').notNull(),
    applicantCreditCode: text('applicant_credit_code').notNull(),
    applicantNameZh: text('applicant_name_zh').notNull(),
    applicantNameEn: text('applicant_name_en').notNull(),
    beneficiaryNameZh: text('beneficiary_name_zh').notNull(),
    beneficiaryNameEn: text('beneficiary_name_en').notNull(),
    currency: text('currency').notNull(),
    /** Integer minor units. */
    guaranteedAmount: money('guaranteed_amount').notNull(),
    /** China days, both included. */
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    issueDate: day('issue_date').notNull(),
    /** 'issued', or 'terminated' (surrendered or cancelled before its end). */
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('guarantee_policies_no_idx').on(table.guaranteeNo)],
);
