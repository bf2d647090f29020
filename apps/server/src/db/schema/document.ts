import { customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { accountRow, userRef } from './references.ts';

/**
 * The verification codes printed (as a QR code and a short code) on each version of a policy or certificate
 * PDF (docs/business-rules.md "Document verification"). The token is 128 random bits, base64url; the short
 * code 10 characters of an unambiguous alphabet. A version is the policy's revision (a certificate has one).
 */
export const documentVerifications = pgTable(
  'document_verifications',
  {
    ...accountRow(),
    /** 'policy' or 'certificate'. */
    kind: text('kind').$type<'policy' | 'certificate'>().notNull(),
    documentNo: text('document_no').notNull(),
    version: integer('version').notNull(),
    /** The endorsement this version carries (a corrected policy); null = as issued. */
    endorsementNo: text('endorsement_no'),
    token: text('token').notNull(),
    shortCode: text('short_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('document_verifications_token_idx').on(table.token),
    uniqueIndex('document_verifications_short_code_idx').on(table.shortCode),
    uniqueIndex('document_verifications_version_idx').on(table.kind, table.documentNo, table.version),
    index('document_verifications_account_idx').on(table.accountId),
  ],
);

/** Bytes (PostgreSQL bytea): PGlite reads them as a Uint8Array, node-postgres as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Dispatched prints (SPEC §4 "print download polling", docs/business-rules.md "Print dispatch"): a print
 * request of a product that uses polling, while `print.dispatch.switch` is on, becomes a job that renders in
 * the background; the web polls it by `docno` and downloads the stored PDF. Status queued → done | failed.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    ...accountRow(),
    /** Who asked: the job renders with that user's rights in `accountId` (null for jobs queued before 0043). */
    userId: userRef('user_id', 'cascade'),
    /** The portal's address the document's QR code points to. */
    origin: text('origin').notNull().default(''),
    /** 'PJ' and 24 random base64url characters: the number the web polls. */
    docno: text('docno').notNull(),
    /** The SPEC §7 document name (cargoPolicy, cargoApplyPrint, …). */
    document: text('document').notNull(),
    documentNo: text('document_no').notNull(),
    /** The print options asked (language, paper, seal, date print format). */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    /** P1101ELE, or P1109ELE for the products that use polling. */
    printType: text('print_type').notNull(),
    productCode: text('product_code').notNull(),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull(),
    fileName: text('file_name').notNull(),
    fallbackName: text('fallback_name').notNull(),
    content: bytes('content'),
    failure: text('failure'),
    finishedAt: instant('finished_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('print_jobs_docno_idx').on(table.docno),
    index('print_jobs_account_idx').on(table.accountId, table.createdAt),
  ],
);
