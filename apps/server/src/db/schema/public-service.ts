import { bigint, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { accounts } from './platform.ts';

/** Feedback from the public /feedback page (SPEC §2 toolbar), anonymous or from a logged-in account. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    /** Code of FEEDBACK_TYPES. */
    feedbackType: text('feedback_type').notNull(),
    content: text('content').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The account the sender was logged in to, if any. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The language the sender wrote in, so the desk answers in it. */
    language: text('language').notNull(),
    requestKey: text('request_key').notNull(),
    /** Caller's address, for the per-IP submission limit. */
    ip: text('ip').notNull().default(''),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    uniqueIndex('feedbacks_request_key_idx').on(table.requestKey),
    index('feedbacks_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Guarantee insurance policies (e.g. customs duty guarantee insurance) that the public query confirms. They
 * are written by the insurer's guarantee system; migration 0016 loads a few demonstration policies.
 */
export const guaranteePolicies = pgTable(
  'guarantee_policies',
  {
    id: serial('id').primaryKey(),
    guaranteeNo: text('guarantee_no').notNull(),
    applicantCreditCode: text('applicant_credit_code').notNull(),
    applicantNameZh: text('applicant_name_zh').notNull(),
    applicantNameEn: text('applicant_name_en').notNull(),
    beneficiaryNameZh: text('beneficiary_name_zh').notNull(),
    beneficiaryNameEn: text('beneficiary_name_en').notNull(),
    currency: text('currency').notNull(),
    /** Integer minor units. */
    guaranteedAmount: bigint('guaranteed_amount', { mode: 'number' }).notNull(),
    /** China days, both included. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** 'issued', or 'terminated' (surrendered or cancelled before its end). */
    state: text('state').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [uniqueIndex('guarantee_policies_no_idx').on(table.guaranteeNo)],
);
