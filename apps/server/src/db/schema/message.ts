import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { accountId, accountRow } from './references.ts';

/**
 * The message centre (SPEC §3 "Messages", §7 message query): one row per event an account is told of, stored
 * as a kind code with its parameters (rendered in the reader's language, never stored as text) and the
 * object it is about (`subjectKind` + `subjectId`, for the link). Read state is the account's: one user
 * reading a message reads it for every user of the account (docs/business-rules.md "Messages").
 */
export const messages = pgTable(
  'messages',
  {
    ...accountRow(),
    /** The user a message is addressed to; null = every user of the account (all current kinds). */
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Set for time-based messages (one "renewal due" per policy): the unique key that makes them idempotent. */
    eventKey: text('event_key'),
    readAt: instant('read_at'),
    readByUserId: integer('read_by_user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('messages_event_key_idx').on(table.accountId, table.eventKey),
    index('messages_account_read_idx').on(table.accountId, table.readAt, table.id),
  ],
);

/** When the time-based messages of an account were last generated (at most once per interval). */
export const messageSweeps = pgTable('message_sweeps', {
  accountId: accountId().primaryKey(),
  sweptAt: instant('swept_at').notNull(),
});
