import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chinaDayOf } from '../china-day.ts';
import { stampedAt } from './clock-columns.ts';
import {
  belongsTo,
  createdAt,
  day,
  instant,
  money,
  rate,
  serialId,
  statusChange,
  timestamps,
} from './columns.ts';
import { INSURED_AMOUNT_CNY } from './insured-amount-cny.ts';
import { accountId, accountRow, accountTotalsTable, userRef } from './references.ts';

/**
 * Online insuring (issue 3): products per account, exchange rates, quotations, drafts and applications
 * with their history, payments, issued policies, and frequent clients. Money is integer minor units of
 * the row's currency (bigint, within the safe integer range), exchange rates exact `numeric`.
 */

/** Sequences behind the 20-character document numbers (docs/business-rules.md "Insuring"). */
export const quotationNoSeq = pgSequence('quotation_no_seq', { startWith: 1 });
export const applicationNoSeq = pgSequence('application_no_seq', { startWith: 1 });
export const policyNoSeq = pgSequence('policy_no_seq', { startWith: 1 });

/** Products (SPEC §9) an account may insure online. */
export const accountProducts = pgTable(
  'account_products',
  {
    accountId: accountId(),
    productCode: text('product_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.productCode] })],
);

/** CNY mid rates per ONE unit of a currency, by effective date; the latest on or before today applies. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyCode: text('currency_code').notNull(),
    iso: text('iso').notNull(),
    rate: rate('rate').notNull(),
    effectiveDate: day('effective_date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.currencyCode, table.effectiveDate] })],
);

/** Stored quotations (acquireQuote): the request and the priced answer, valid 30 days. */
export const quotations = pgTable(
  'quotations',
  {
    id: serialId(),
    quotationNo: text('quotation_no').notNull().unique(),
    accountId: accountId(),
    userId: userRef('user_id', 'set null'),
    productCode: text('product_code').notNull(),
    request: jsonb('request').notNull(),
    quote: jsonb('quote').notNull(),
    currencyCode: text('currency_code').notNull(),
    premium: money('premium').notNull(),
    validUntil: day('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('quotations_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * Drafts (B1) and applications (B3, B4, B5, H0, B6 rejected, B7 cancelled, P1 issued). `form` is the
 * application form as parsed by the domain schema; the columns beside it are what lists filter and show.
 */
export const applications = pgTable(
  'applications',
  {
    ...accountRow(),
    createdBy: userRef('created_by', 'set null'),
    voucherNo: text('voucher_no').notNull().unique(),
    status: text('status').notNull(),
    productCode: text('product_code').notNull(),
    form: jsonb('form').notNull(),
    applicantName: text('applicant_name').notNull().default(''),
    insuredName: text('insured_name').notNull().default(''),
    planCode: text('plan_code').notNull().default(''),
    insuranceBeginDate: day('insurance_begin_date'),
    insuranceEndDate: day('insurance_end_date'),
    currencyCode: text('currency_code').notNull().default(''),
    insuredAmount: money('insured_amount'),
    premium: money('premium'),
    premiumCny: money('premium_cny'),
    exchangeRate: rate('exchange_rate'),
    /**
     * The sum insured in CNY fen at the application's own rate, computed by the database (migration 0034, where
     * the expression is explained; `schema-drift.test.ts` holds the two equal): read, never written.
     */
    insuredAmountCny: numeric('insured_amount_cny').generatedAlwaysAs(INSURED_AMOUNT_CNY),
    /** The server's price (the wire QuoteResult without localised texts re-rendered on read). */
    quote: jsonb('quote'),
    /** Message keys of the reasons for manual underwriting. */
    referralKeys: jsonb('referral_keys').$type<string[]>().notNull().default([]),
    quotationNo: text('quotation_no'),
    /** Idempotency key of the draft's creation (tempApply). */
    draftRequestKey: text('draft_request_key'),
    /** Idempotency key of the submit (applyPolicy). */
    submitRequestKey: text('submit_request_key'),
    submittedAt: instant('submitted_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('applications_draft_key_idx').on(table.accountId, table.draftRequestKey),
    uniqueIndex('applications_submit_key_idx').on(table.accountId, table.submitRequestKey),
    index('applications_account_status_idx').on(table.accountId, table.status, table.createdAt),
    // The application list's page, newest first (migration 0029).
    index('applications_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('applications_account_status_begin_idx').on(
      table.accountId,
      table.status,
      table.insuranceBeginDate,
    ),
    index('applications_account_status_updated_idx').on(table.accountId, table.status, table.updatedAt),
    // Per-status totals (the dashboard's waiting payments) read from the index alone: migration 0027 adds
    // INCLUDE (currency_code, insured_amount, premium, premium_cny, exchange_rate, created_at, voucher_no), and
    // insured_amount_cny since migration 0034.
    index('applications_account_status_submitted_idx').on(
      table.accountId,
      table.status,
      table.submittedAt,
      table.id,
    ),
    // The 4-digit number search (the number's last four digits).
    index('applications_account_tail_idx').on(table.accountId, sql`right(${table.voucherNo}, 4)`),
    // The settlement enquiry's unpaid applications in its order (migration 0037: newest China day of the submission,
    // else the creation, then the highest number).
    index('applications_unpaid_listed_idx')
      .on(
        table.accountId,
        sql`(${chinaDayOf(sql`coalesce(${table.submittedAt}, ${table.createdAt})`)}) desc`,
        sql`(${table.voucherNo} collate "C") desc`,
      )
      .where(sql`${table.status} = 'B3'`),
    // The underwriter's queue of every account's referred applications, oldest submission first; migration 0036
    // adds INCLUDE (account_id, voucher_no): its owner and the number it is filtered by.
    index('applications_referred_queue_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.status} = 'B4'`),
  ],
);

/** Every status change of an application, with who, when, why (the review records). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serialId(),
    applicationId: belongsTo('application_id', () => applications.id),
    accountId: accountId(),
    actorUserId: userRef('actor_user_id', 'set null'),
    /** customer or underwriter. */
    actorRole: text('actor_role').notNull(),
    ...statusChange(),
    /** SPEC §4 review result code of the change, when it is one. */
    reviewResult: text('review_result'),
    reasonKeys: jsonb('reason_keys').$type<string[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.id)],
);

/** Premium payments through the payment provider; one successful payment per application. */
export const payments = pgTable(
  'payments',
  {
    ...accountRow(),
    applicationId: belongsTo('application_id', () => applications.id),
    requestKey: text('request_key').notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_request_key_idx').on(table.accountId, table.requestKey),
    uniqueIndex('payments_succeeded_idx').on(table.applicationId).where(sql`${table.status} = 'succeeded'`),
  ],
);

/** Issued policies (P1): one per application. */
export const policies = pgTable(
  'policies',
  {
    ...accountRow(),
    applicationId: belongsTo('application_id', () => applications.id).unique(),
    policyNo: text('policy_no').notNull().unique(),
    productCode: text('product_code').notNull(),
    planCode: text('plan_code').notNull(),
    applicantName: text('applicant_name').notNull(),
    insuredName: text('insured_name').notNull(),
    insuranceBeginDate: day('insurance_begin_date').notNull(),
    insuranceEndDate: day('insurance_end_date').notNull(),
    currencyCode: text('currency_code').notNull(),
    insuredAmount: money('insured_amount').notNull(),
    premium: money('premium').notNull(),
    premiumCny: money('premium_cny').notNull(),
    /** SPEC §4 policy status when not normal: 01 in correction, 05 surrendered, 99 cancelled… */
    policyStatus: text('policy_status'),
    hasClaim: boolean('has_claim').notNull().default(false),
    /**
     * The policy's form and engine quote once a correction changed them; null = as issued (the
     * application's). Amounts above always hold the current figures.
     */
    form: jsonb('form'),
    quote: jsonb('quote'),
    /** Bumped by every correction, so one priced on an older version of the policy is refused. */
    revision: integer('revision').notNull().default(0),
    /** The endorsement number of the latest effective correction; null = never corrected. */
    endorsementNo: text('endorsement_no'),
    issuedAt: stampedAt('issued_at'),
  },
  (table) => [
    index('policies_account_idx').on(table.accountId, table.issuedAt),
    index('policies_account_begin_idx').on(table.accountId, table.insuranceBeginDate),
    index('policies_account_end_idx').on(table.accountId, table.insuranceEndDate),
    // The 4-digit number search (the number's last four digits).
    index('policies_account_tail_idx').on(table.accountId, sql`right(${table.policyNo}, 4)`),
    // The live policy days' subtraction relies on it (migration 0033).
    check('policies_period_order', sql`${table.insuranceEndDate} >= ${table.insuranceBeginDate}`),
  ],
);

/**
 * How many policies, and their current CNY premium (exact numeric sum of fen), each account has per China day of
 * issue, product and status ('' = normal): the premium trend and the premium by product (issue 14). Kept by
 * triggers on `policies` in the same statement as the policies (migration 0031); never written here.
 */
export const policyIssueDayTotals = accountTotalsTable(
  'policy_issue_day_totals',
  {
    issueDay: day('issue_day').notNull(),
    productCode: text('product_code').notNull(),
    policyStatus: text('policy_status').notNull(),
    policies: integer('policies').notNull(),
    premiumCny: numeric('premium_cny').notNull(),
  },
  (table) => [table.issueDay, table.productCode, table.policyStatus],
);

/**
 * How many applications each account has per status and insurance start day ('-infinity' without one): the
 * application list's total over a range and the counts by status (issue 14). Kept by triggers on
 * `applications` in the same statement as the applications (migration 0029); never written here.
 */
export const applicationDayCounts = accountTotalsTable(
  'application_day_counts',
  {
    status: text('status').notNull(),
    insuranceBeginDate: day('insurance_begin_date').notNull(),
    applications: integer('applications').notNull(),
  },
  (table) => [table.status, table.insuranceBeginDate],
);

/**
 * The count and sums of each account's applications per status and currency (the waiting payments' totals, issue
 * 14). Kept by triggers on `applications` in the same statement as the applications (migration 0035); never
 * written here. A key whose applications have all gone keeps a row of zeros.
 */
export const applicationStatusTotals = accountTotalsTable(
  'application_status_totals',
  {
    status: text('status').notNull(),
    currencyCode: text('currency_code').notNull(),
    applications: integer('applications').notNull(),
    /** Never submitted (no submission time). */
    unsubmitted: integer('unsubmitted').notNull(),
    /** Without a usable exchange rate (none, or outside 0–100]). */
    unrated: integer('unrated').notNull(),
    insuredAmount: numeric('insured_amount').notNull(),
    premium: numeric('premium').notNull(),
    premiumCny: numeric('premium_cny').notNull(),
    insuredAmountCny: numeric('insured_amount_cny').notNull(),
  },
  (table) => [table.status, table.currencyCode],
);

/**
 * How many policies each account has per insurance start day (the policy list's total over a range, issue 14).
 * Kept by triggers on `policies` in the same statement as the policies (migration 0028); never written here.
 */
export const policyDayCounts = accountTotalsTable(
  'policy_day_counts',
  {
    insuranceBeginDate: day('insurance_begin_date').notNull(),
    policies: integer('policies').notNull(),
  },
  (table) => [table.insuranceBeginDate],
);

/**
 * How many live policies (not surrendered or cancelled) each account has starting and ending on each day (the
 * dashboard's policies in force and renewal candidates, issue 14). Kept by triggers on `policies` in the same
 * statement as the policies (migration 0033); never written here.
 */
export const livePolicyDays = accountTotalsTable(
  'live_policy_days',
  {
    day: day('day').notNull(),
    starting: integer('starting').notNull(),
    ending: integer('ending').notNull(),
  },
  (table) => [table.day],
);

/** Frequent applicants and insureds (SPEC §3 "Client records"). */
export const clientRecords = pgTable(
  'client_records',
  {
    ...accountRow(),
    /** applicant or insured. */
    kind: text('kind').notNull(),
    /** group or personal. */
    clientType: text('client_type').notNull(),
    clientName: text('client_name').notNull(),
    idType: text('id_type').notNull(),
    idNo: text('id_no').notNull(),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    birthday: day('birthday'),
    sex: text('sex'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('client_records_identity_idx').on(table.accountId, table.kind, table.idType, table.idNo),
    // One default per kind and account.
    uniqueIndex('client_records_default_idx').on(table.accountId, table.kind).where(sql`${table.isDefault}`),
  ],
);
