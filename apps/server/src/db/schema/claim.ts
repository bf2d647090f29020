import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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
  updatedAt,
} from './columns.ts';
import { storedFiles } from './platform.ts';
import { accountRow, accountTotalsTable, userRef } from './references.ts';

/**
 * Claims (issue 8; docs/business-rules.md "Claims"): reported losses with their damaged goods, history,
 * documents, the insurer's document requests and settlement, and the customers' report drafts. Money is integer
 * minor units of the row's currency; exchange rates exact `numeric`.
 */

/** The sequence behind the 20-digit report numbers (`reportNumber` in packages/domain/src/claims). */
export const claimReportNoSeq = pgSequence('claim_report_no_seq', { startWith: 1 });

export const claims = pgTable(
  'claims',
  {
    ...accountRow('no action'),
    reportNo: varchar('report_no', { length: 20 }).notNull().unique(),
    /** Makes a double submit one claim. */
    requestKey: uuid('request_key').notNull(),
    /** What the loss is reported on: 'policy' or 'certificate', and its 20-digit number. */
    subjectKind: text('subject_kind').notNull(),
    policyNo: varchar('policy_no', { length: 20 }).notNull(),
    /** Facts of the policy or certificate at the report, so the claim reads the same whatever happens later. */
    subject: jsonb('subject').notNull(),
    status: text('status').notNull(),
    fastClaim: boolean('fast_claim').notNull().default(false),
    /** The report as submitted (the domain's `ClaimReport`). */
    report: jsonb('report').notNull(),
    /** China time 'YYYY-MM-DD HH:mm', as reported. */
    incidentTime: varchar('incident_time', { length: 16 }).notNull(),
    lossType: text('loss_type').notNull(),
    estimatedCurrency: text('estimated_currency').notNull(),
    estimatedLoss: money('estimated_loss').notNull(),
    reportedBy: userRef('reported_by'),
    reportedAt: stampedAt('reported_at'),
    updatedAt: updatedAt(),
    /** Raised by every step the insurer takes (migration 0038): a step names the version its handler saw. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('claims_request_key_idx').on(table.accountId, table.requestKey),
    index('claims_account_reported_idx').on(table.accountId, table.reportedAt),
    index('claims_account_policy_idx').on(table.accountId, table.policyNo),
    index('claims_status_idx').on(table.status, table.reportedAt),
  ],
);

/**
 * How many claims each account has per China day of report and status (the claim enquiry's total over a range of
 * days, issue 47). Kept by triggers on `claims` in the same statement as the claims (migration 0054); never
 * written here. A key whose claims have all gone keeps a row of zeros.
 */
export const claimDayCounts = accountTotalsTable(
  'claim_day_counts',
  {
    reportDay: day('report_day').notNull(),
    status: text('status').notNull(),
    claims: integer('claims').notNull(),
  },
  (table) => [table.reportDay, table.status],
);

/** Damaged goods lines of a claim, in the estimated-loss currency. */
export const claimGoodsLines = pgTable(
  'claim_goods_lines',
  {
    id: serialId(),
    claimId: belongsTo('claim_id', () => claims.id),
    lineNo: integer('line_no').notNull(),
    goodsName: text('goods_name').notNull(),
    /** Thousandths of the unit. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    damageExtentPercent: integer('damage_extent_percent').notNull(),
    claimedLoss: money('claimed_loss').notNull(),
  },
  (table) => [uniqueIndex('claim_goods_lines_idx').on(table.claimId, table.lineNo)],
);

/** Every step of a claim: who, when, what, from which status to which. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serialId(),
    claimId: belongsTo('claim_id', () => claims.id),
    action: text('action').notNull(),
    ...statusChange(),
    note: text('note').notNull().default(''),
    actorId: userRef('actor_id'),
    createdAt: createdAt(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.createdAt)],
);

/** The document of each type of a claim (one per type: a new upload replaces the row). */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: serialId(),
    claimId: belongsTo('claim_id', () => claims.id),
    typeCode: text('type_code').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** Random and unguessable; the download URL's only key. */
    downloadKey: varchar('download_key', { length: 64 }).notNull().unique(),
    uploadedBy: userRef('uploaded_by'),
    uploadedAt: stampedAt('uploaded_at'),
  },
  (table) => [uniqueIndex('claim_documents_type_idx').on(table.claimId, table.typeCode)],
);

/** Documents the insurer asked for; satisfied by an upload of the type after the request. */
export const claimDocumentRequests = pgTable(
  'claim_document_requests',
  {
    id: serialId(),
    claimId: belongsTo('claim_id', () => claims.id),
    typeCode: text('type_code').notNull(),
    note: text('note').notNull().default(''),
    requestedBy: userRef('requested_by'),
    requestedAt: stampedAt('requested_at'),
  },
  (table) => [index('claim_document_requests_claim_idx').on(table.claimId, table.requestedAt)],
);

/** The settlement calculation of a claim (the latest; a recalculation replaces it), policy currency. */
export const claimSettlements = pgTable('claim_settlements', {
  claimId: integer('claim_id')
    .primaryKey()
    .references(() => claims.id, { onDelete: 'cascade' }),
  currencyCode: text('currency_code').notNull(),
  /** `{ lineNo, goodsName, claimedLoss, assessedLoss }[]` in minor units. */
  lines: jsonb('lines')
    .$type<{ lineNo: number; goodsName: string; claimedLoss: number; assessedLoss: number }[]>()
    .notNull(),
  totalClaimed: money('total_claimed').notNull(),
  totalAssessed: money('total_assessed').notNull(),
  deductible: money('deductible').notNull(),
  payable: money('payable').notNull(),
  cappedBySumInsured: boolean('capped_by_sum_insured').notNull(),
  exchangeRate: rate('exchange_rate').notNull(),
  payableCny: money('payable_cny').notNull(),
  note: text('note').notNull().default(''),
  calculatedBy: userRef('calculated_by'),
  calculatedAt: instant('calculated_at').notNull(),
});

/** Half-filled reports (`ClaimDraftForm`), saved while the customer types. */
export const claimDrafts = pgTable(
  'claim_drafts',
  {
    ...accountRow('no action'),
    /** The key of the first save: a repeated first save finds the same draft. */
    requestKey: uuid('request_key').notNull(),
    policyNo: varchar('policy_no', { length: 20 }).notNull().default(''),
    form: jsonb('form').notNull(),
    createdBy: userRef('created_by'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('claim_drafts_request_key_idx').on(table.accountId, table.requestKey),
    index('claim_drafts_account_idx').on(table.accountId, table.updatedAt),
  ],
);

export type ClaimRecord = typeof claims.$inferSelect;
export type ClaimDraftRecord = typeof claimDrafts.$inferSelect;
export type ClaimDocumentRecord = typeof claimDocuments.$inferSelect;
