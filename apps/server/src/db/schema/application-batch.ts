import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { accounts } from './platform.ts';

/** A row of a batch application file as checked: its cells, its form when valid, and its issues. */
export interface StoredBatchIssue {
  path: (string | number)[];
  /** A message key (business rule) or a zod issue's message with its code and bounds. */
  messageKey: string;
  params?: Record<string, string | number>;
  code?: string;
  minimum?: number;
  maximum?: number;
}
export interface StoredBatchRow {
  rowNumber: number;
  cells: string[];
  /** The parsed application form (`ApplicationForm`) of a valid row; null for an invalid one. */
  form: unknown;
  issues: StoredBatchIssue[];
  premium: number | null;
  currencyCode: string | null;
  isReferred: boolean;
  /** The application created from the row (after batchApplyPolicy). */
  applicationId?: number;
}

/**
 * Batch application files (issue 16): checked on upload (status `checked`, nothing created), then applied
 * once (`applied`: one application per valid row, in one transaction, keyed by `applyRequestKey`).
 */
export const applicationBatches = pgTable(
  'application_batches',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    fileName: text('file_name').notNull(),
    header: jsonb('header').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<StoredBatchRow[]>().notNull(),
    status: text('status').$type<'checked' | 'applied'>().notNull().default('checked'),
    applyRequestKey: text('apply_request_key'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (table) => [uniqueIndex('application_batches_account_id_idx').on(table.accountId, table.id)],
);
