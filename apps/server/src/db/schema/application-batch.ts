import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { accountRow } from './references.ts';

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
    ...accountRow(),
    productCode: text('product_code').notNull(),
    fileName: text('file_name').notNull(),
    header: jsonb('header').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<StoredBatchRow[]>().notNull(),
    status: text('status').$type<'checked' | 'applied'>().notNull().default('checked'),
    applyRequestKey: text('apply_request_key'),
    appliedAt: instant('applied_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('application_batches_account_id_idx').on(table.accountId, table.id)],
);
