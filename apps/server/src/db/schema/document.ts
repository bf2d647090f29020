import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { accounts } from './platform.ts';

/**
 * The verification codes printed (as a QR code and a short code) on each version of a policy or certificate
 * PDF (docs/business-rules.md "Document verification"). The token is 128 random bits, base64url; the short
 * code 10 characters of an unambiguous alphabet. A version is the policy's revision (a certificate has one).
 */
export const documentVerifications = pgTable(
  'document_verifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'policy' or 'certificate'. */
    kind: text('kind').$type<'policy' | 'certificate'>().notNull(),
    documentNo: text('document_no').notNull(),
    version: integer('version').notNull(),
    /** The endorsement this version carries (a corrected policy); null = as issued. */
    endorsementNo: text('endorsement_no'),
    token: text('token').notNull(),
    shortCode: text('short_code').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    uniqueIndex('document_verifications_token_idx').on(table.token),
    uniqueIndex('document_verifications_short_code_idx').on(table.shortCode),
    uniqueIndex('document_verifications_version_idx').on(table.kind, table.documentNo, table.version),
    index('document_verifications_account_idx').on(table.accountId),
  ],
);
