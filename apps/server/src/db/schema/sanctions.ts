import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { belongsTo, day, instant, serialId } from './columns.ts';
import { accountId, userRef } from './references.ts';

/**
 * Sanctions screening (migration 0049, issue 46). A list version is one imported file, never changed after
 * its import: its entries and their names are read into the matcher's in-memory index.
 */
export const sanctionsListVersions = pgTable(
  'sanctions_list_versions',
  {
    id: serialId(),
    /** Whose list: `OFAC-SDN`, later `UN-SC`, `EU-FSF`, `UK-OFSI`. */
    source: text('source').notNull(),
    /** The adapter that read the file (`ofac-legacy-csv`). */
    format: text('format').notNull(),
    publishedOn: day('published_on'),
    fileSha256: text('file_sha256').notNull(),
    entryCount: integer('entry_count').notNull(),
    importedAt: stampedAt('imported_at'),
    /** When the policies in force were screened again against this version (null: the job has yet to finish). */
    rescreenedAt: instant('rescreened_at'),
  },
  (table) => [unique('sanctions_list_versions_file_idx').on(table.source, table.fileSha256)],
);

export const SANCTIONS_ENTRY_TYPES = ['individual', 'entity', 'vessel', 'aircraft'] as const;
export type SanctionsEntryType = (typeof SANCTIONS_ENTRY_TYPES)[number];

export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    listVersionId: belongsTo('list_version_id', () => sanctionsListVersions.id),
    /** The list's own id of the entry (OFAC's ent_num). */
    entNum: text('ent_num').notNull(),
    name: text('name').notNull(),
    entryType: text('entry_type').$type<SanctionsEntryType>().notNull(),
    programmes: text('programmes').array().notNull(),
    imoNo: text('imo_no'),
    /** SHA-256 of what the list says of the entry: a clearance holds until it changes. */
    contentHash: text('content_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listVersionId, table.entNum] }),
    index('sanctions_entries_imo_idx').on(table.imoNo),
    check(
      'sanctions_entries_type_check',
      sql`"entry_type" IN ('individual', 'entity', 'vessel', 'aircraft')`,
    ),
  ],
);

export const SANCTIONS_NAME_KINDS = ['primary', 'aka', 'fka', 'nka'] as const;
export type SanctionsNameKind = (typeof SANCTIONS_NAME_KINDS)[number];

/** Every name of an entry: its primary name (ordinal 0) and its aliases, each with its normalised form. */
export const sanctionsEntryNames = pgTable(
  'sanctions_entry_names',
  {
    listVersionId: integer('list_version_id').notNull(),
    entNum: text('ent_num').notNull(),
    ordinal: smallint('ordinal').notNull(),
    kind: text('kind').$type<SanctionsNameKind>().notNull(),
    name: text('name').notNull(),
    normalised: text('normalised').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listVersionId, table.entNum, table.ordinal] }),
    foreignKey({
      name: 'sanctions_entry_names_entry_fk',
      columns: [table.listVersionId, table.entNum],
      foreignColumns: [sanctionsEntries.listVersionId, sanctionsEntries.entNum],
    }).onDelete('cascade'),
    check('sanctions_entry_names_kind_check', sql`"kind" IN ('primary', 'aka', 'fka', 'nka')`),
  ],
);

/** Countries (ISO code) and ports (UN/LOCODE) no cover may touch; operations maintain them. */
export const embargoedDestinations = pgTable(
  'embargoed_destinations',
  {
    id: serialId(),
    kind: text('kind').$type<'country' | 'port'>().notNull(),
    code: text('code').notNull(),
    programme: text('programme').notNull(),
    note: text('note').notNull().default(''),
    createdBy: userRef('created_by'),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    unique('embargoed_destinations_kind_code_idx').on(table.kind, table.code),
    check('embargoed_destinations_kind_check', sql`"kind" IN ('country', 'port')`),
  ],
);

export const SCREENING_SUBJECTS = ['application', 'declaration', 'policy', 'claim'] as const;
export type ScreeningSubject = (typeof SCREENING_SUBJECTS)[number];
export const SCREENING_STAGES = ['quote', 'submit', 'declare', 'batchRow', 'settle', 'rescreen'] as const;
export type ScreeningStage = (typeof SCREENING_STAGES)[number];
export const SCREENING_STATUSES = ['noHit', 'pendingReview', 'cleared', 'confirmed'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** One screening of one document at one stage, by the list version it used (the record of "no hit" too). */
export const sanctionsScreenings = pgTable(
  'sanctions_screenings',
  {
    id: serialId(),
    accountId: accountId(),
    subjectType: text('subject_type').$type<ScreeningSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectNo: text('subject_no').notNull().default(''),
    stage: text('stage').$type<ScreeningStage>().notNull(),
    listVersionId: integer('list_version_id').references(() => sanctionsListVersions.id),
    status: text('status').$type<ScreeningStatus>().notNull(),
    screenedAt: stampedAt('screened_at'),
    decidedBy: userRef('decided_by'),
    decidedAt: instant('decided_at'),
    decisionReason: text('decision_reason').notNull().default(''),
  },
  (table) => [
    index('sanctions_screenings_subject_idx').on(table.subjectType, table.subjectId, table.screenedAt),
    index('sanctions_screenings_queue_idx').on(table.screenedAt).where(sql`"status" = 'pendingReview'`),
    check(
      'sanctions_screenings_subject_check',
      sql`"subject_type" IN ('application', 'declaration', 'policy', 'claim')`,
    ),
    check(
      'sanctions_screenings_stage_check',
      sql`"stage" IN ('quote', 'submit', 'declare', 'batchRow', 'settle', 'rescreen')`,
    ),
    check(
      'sanctions_screenings_status_check',
      sql`"status" IN ('noHit', 'pendingReview', 'cleared', 'confirmed')`,
    ),
  ],
);

export const SCREENED_PARTY_ROLES = ['applicant', 'insured', 'vessel', 'route'] as const;
export type ScreenedPartyRole = (typeof SCREENED_PARTY_ROLES)[number];

/** A possible hit of a screening: the list entry (none for an embargoed destination), programme, score, fields. */
export const sanctionsHits = pgTable(
  'sanctions_hits',
  {
    id: serial('id').primaryKey(),
    screeningId: belongsTo('screening_id', () => sanctionsScreenings.id),
    partyRole: text('party_role').$type<ScreenedPartyRole>().notNull(),
    partyName: text('party_name').notNull(),
    partyNormalised: text('party_normalised').notNull(),
    entNum: text('ent_num'),
    entryName: text('entry_name').notNull().default(''),
    entryContentHash: text('entry_content_hash'),
    programme: text('programme').notNull(),
    score: real('score').notNull(),
    matchedFields: text('matched_fields').array().notNull(),
  },
  (table) => [
    index('sanctions_hits_screening_idx').on(table.screeningId),
    check('sanctions_hits_role_check', sql`"party_role" IN ('applicant', 'insured', 'vessel', 'route')`),
  ],
);

/** A false positive cleared by compliance: this party and entry do not alert again until the entry changes. */
export const sanctionsClearances = pgTable(
  'sanctions_clearances',
  {
    partyNormalised: text('party_normalised').notNull(),
    source: text('source').notNull(),
    entNum: text('ent_num').notNull(),
    entryContentHash: text('entry_content_hash').notNull(),
    reason: text('reason').notNull(),
    screeningId: belongsTo('screening_id', () => sanctionsScreenings.id),
    clearedBy: userRef('cleared_by').notNull(),
    clearedAt: stampedAt('cleared_at'),
  },
  (table) => [
    primaryKey({
      name: 'sanctions_clearances_pk',
      columns: [table.partyNormalised, table.source, table.entNum, table.entryContentHash],
    }),
  ],
);
