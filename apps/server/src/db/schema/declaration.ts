import type { BatchStatus, Language } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, day, instant, money, serialId, timestamps } from './columns.ts';
import { storedFiles } from './platform.ts';
import { accountRow, accountTotalsTable } from './references.ts';

/**
 * Open policies (预约保单, DOMAIN §4) of an account. `balance` is the remaining insured amount; a
 * declaration draws it in the transaction that records it, and the check keeps it from going negative.
 */
export const openPolicies = pgTable(
  'open_policies',
  {
    ...accountRow('no action'),
    policyNo: varchar('policy_no', { length: 20 }).notNull().unique(),
    productCode: text('product_code').notNull(),
    insuredName: text('insured_name').notNull(),
    insuredContact: text('insured_contact').notNull().default(''),
    insuredPhone: text('insured_phone').notNull().default(''),
    insuredAddress: text('insured_address').notNull().default(''),
    insuredEmail: text('insured_email').notNull().default(''),
    effectiveDate: day('effective_date').notNull(),
    endDate: day('end_date').notNull(),
    currencyCode: text('currency_code').notNull(),
    totalInsuredAmount: money('total_insured_amount').notNull(),
    balance: money('balance').notNull(),
    perShipmentLimit: money('per_shipment_limit').notNull(),
    mainClauses: text('main_clauses').array().notNull(),
    riders: text('riders').array().notNull().default(sql`'{}'::text[]`),
    /** Highest addition, ppm of the invoice value (300 000 = 30%). */
    additionCapPpm: integer('addition_cap_ppm').notNull().default(300_000),
    /** Premium rate of the open cover, ppm of the insured amount (1 500 = 0.15%). */
    ratePpm: integer('rate_ppm').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('open_policies_account_idx').on(table.accountId),
    check('open_policies_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

/** Numbers of declarations and certificates (docs/business-rules.md "Declarations"). */
export const declarationNumbers = pgSequence('declaration_no_seq');

/** Batch uploads; one per account and file content (SHA-256), so a repeated file declares nothing twice. */
export const declarationBatches = pgTable(
  'declaration_batches',
  {
    ...accountRow('no action'),
    fileSha256: text('file_sha256').notNull(),
    fileName: text('file_name').notNull(),
    /** The header row of the file, for the error list. */
    header: jsonb('header').$type<string[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    declaredRows: integer('declared_rows').notNull(),
    reviewRows: integer('review_rows').notNull(),
    failedRows: integer('failed_rows').notNull(),
    /** Insured amount and premium of the declared and under-review rows by currency, minor units. */
    totals: jsonb('totals').$type<{ currencyCode: string; insured: number; premium: number }[]>().notNull(),
    /** The background job: queued, running, succeeded or failed (a failed batch declared nothing). */
    status: text('status').$type<BatchStatus>().notNull().default('succeeded'),
    /** Progress of the job: rows read from the sheet and rows checked (declared ones are `declared_rows`). */
    readRows: integer('read_rows').notNull().default(0),
    validatedRows: integer('validated_rows').notNull().default(0),
    /** Why a failed batch declared nothing: a message key and its params, rendered when read. */
    failure: jsonb('failure').$type<{ message: string; params?: Record<string, string> }>(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    createdAt: createdAt(),
    /** Written every 15 s by the instance holding an unfinished batch (database time); stale: it died. */
    heartbeatAt: instant('heartbeat_at').notNull().defaultNow(),
    /** The uploaded workbook in the file store, read by whichever instance runs the batch. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    chosenPolicyNo: text('chosen_policy_no'),
    /** The uploader's language, for the texts a refusal renders. */
    language: text('language').$type<Language>().notNull().default('zh-CN'),
    /** The attempt holding a running batch; only it may declare the batch. */
    runner: text('runner'),
  },
  (table) => [
    uniqueIndex('declaration_batches_file_idx').on(table.accountId, table.fileSha256),
    index('declaration_batches_unfinished_idx')
      .on(table.status)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);

/** A row of a batch file that declared nothing: its cells as uploaded and why. */
export const declarationBatchErrors = pgTable(
  'declaration_batch_errors',
  {
    id: serialId(),
    batchId: belongsTo('batch_id', () => declarationBatches.id),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    /** `{ path, message, params? }`: localised when the error list is downloaded. */
    issues: jsonb('issues')
      .$type<
        {
          path: string[];
          message: string;
          code?: string;
          params?: Record<string, string>;
          minimum?: number;
          maximum?: number;
        }[]
      >()
      .notNull(),
  },
  (table) => [index('declaration_batch_errors_batch_idx').on(table.batchId, table.rowNumber)],
);

/**
 * Transport declarations (certificates) under an open policy; correction type 90003. Status 01 draft,
 * 02 under manual review, 03 declared. Fields of a draft may be blank.
 */
export const declarations = pgTable(
  'declarations',
  {
    ...accountRow('no action'),
    openPolicyId: integer('open_policy_id')
      .notNull()
      .references(() => openPolicies.id),
    numberSeq: bigint('number_seq', { mode: 'number' }).notNull(),
    /** Declaration number, also the draft certificate number: TD + date + sequence. */
    declarationNo: varchar('declaration_no', { length: 20 }).notNull().unique(),
    /** Certificate number (20 digits), once declared. */
    certificateNo: varchar('certificate_no', { length: 20 }).unique(),
    status: text('status').notNull(),
    correctionType: text('correction_type').notNull().default('90003'),
    /** Idempotency key of a submitted single declaration (submit); null for drafts and batch rows. */
    requestKey: text('request_key'),
    /**
     * Idempotency key of the saveDraft call that created a draft: kept apart from `requestKey` so that
     * submitting the draft with the same key declares it instead of answering the draft again.
     */
    draftRequestKey: text('draft_request_key'),
    batchId: integer('batch_id').references(() => declarationBatches.id),
    batchRow: integer('batch_row'),
    /** Invoice no | B/L no | sailing date; unique per open policy among non-drafts. */
    shipmentKey: text('shipment_key'),
    goodsDescription: text('goods_description').notNull().default(''),
    marks: text('marks').notNull().default(''),
    invoiceNo: text('invoice_no').notNull().default(''),
    billOfLadingNo: text('bill_of_lading_no').notNull().default(''),
    conveyance: text('conveyance').notNull().default(''),
    loadingPort: text('loading_port').notNull().default(''),
    dischargePort: text('discharge_port').notNull().default(''),
    viaPort: text('via_port').notNull().default(''),
    departureCountry: text('departure_country').notNull().default(''),
    destinationCountry: text('destination_country').notNull().default(''),
    sailingDate: day('sailing_date'),
    surveyAgent: text('survey_agent').notNull().default(''),
    claimPayableAt: text('claim_payable_at').notNull().default(''),
    letterOfCredit: text('letter_of_credit').notNull().default(''),
    letterOfCreditNo: text('letter_of_credit_no').notNull().default(''),
    datePrintFormat: text('date_print_format').notNull().default(''),
    mainClause: text('main_clause').notNull().default(''),
    riders: text('riders').array().notNull().default(sql`'{}'::text[]`),
    currencyCode: text('currency_code').notNull().default(''),
    invoiceAmount: money('invoice_amount'),
    /** As typed, for a draft whose amount is not valid yet. */
    invoiceAmountText: text('invoice_amount_text').notNull().default(''),
    additionPercent: text('addition_percent').notNull().default(''),
    additionPpm: integer('addition_ppm'),
    insuredAmount: money('insured_amount'),
    ratePpm: integer('rate_ppm'),
    premium: money('premium'),
    additionalInsurance: text('additional_insurance').notNull().default(''),
    otherInformation: text('other_information').notNull().default(''),
    issuingDate: day('issuing_date'),
    printLanguage: text('print_language').notNull().default(''),
    paperType: text('paper_type').notNull().default(''),
    sealType: text('seal_type').notNull().default(''),
    reviewReasons: text('review_reasons').array().notNull().default(sql`'{}'::text[]`),
    /** The underwriter's comment on deciding a declaration under review. */
    reviewComment: text('review_comment'),
    /**
     * A draft held by the open policy's auto-insure rules (migration 0052): where it came from (`api`; null for
     * every other declaration), and the rule that held it (null with a source: the policy's default held it).
     */
    heldSource: text('held_source'),
    heldRuleId: integer('held_rule_id'),
    heldRuleName: text('held_rule_name'),
    /** Declaration date in China (the day it was submitted or saved). */
    declarationDate: day('declaration_date').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('declarations_request_key_idx').on(table.accountId, table.requestKey),
    uniqueIndex('declarations_draft_request_key_idx').on(table.accountId, table.draftRequestKey),
    uniqueIndex('declarations_shipment_idx')
      .on(table.openPolicyId, table.shipmentKey)
      .where(sql`${table.status} <> '01'`),
    index('declarations_account_date_idx').on(table.accountId, table.declarationDate),
    index('declarations_account_status_idx').on(table.accountId, table.status),
    // Monthly declared premiums read from the index alone: migration 0027 adds
    // INCLUDE (open_policy_id, currency_code, insured_amount, premium). The declarations under review's page
    // (newest day, then id) is its first rows: migration 0055 ends it with the id and includes declaration_no.
    index('declarations_account_status_date_idx').on(
      table.accountId,
      table.status,
      table.declarationDate,
      table.id,
    ),
    index('declarations_account_id_idx').on(table.accountId, table.id),
    index('declarations_batch_idx').on(table.batchId),
    // The underwriter's queue of every account's declarations under review, oldest first; migration 0036
    // adds INCLUDE (account_id, open_policy_id, declaration_no): its owner, policy and the number it is filtered by.
    index('declarations_review_queue_idx').on(table.createdAt, table.id).where(sql`${table.status} = '02'`),
  ],
);

/**
 * How many declarations, and their insured amounts and premiums (sums of minor units, exact numeric), each account
 * has per status, declaration day, open policy and currency (issue 14): the monthly declared premiums, the
 * declarations under review and the declaration list's total. Kept by triggers on `declarations` in the same
 * statement as the declarations (migration 0030); never written here.
 */
export const declarationDayTotals = accountTotalsTable(
  'declaration_day_totals',
  {
    openPolicyId: integer('open_policy_id').notNull(),
    status: text('status').notNull(),
    declarationDate: day('declaration_date').notNull(),
    currencyCode: text('currency_code').notNull(),
    declarations: integer('declarations').notNull(),
    insuredAmount: numeric('insured_amount').notNull(),
    premium: numeric('premium').notNull(),
  },
  (table) => [table.status, table.declarationDate, table.openPolicyId, table.currencyCode],
);
