import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { accounts } from './platform.ts';

/**
 * The message centre (SPEC §3 "Messages", §7 message query): one row per event an account is told of, stored
 * as a kind code with its parameters (rendered in the reader's language, never stored as text) and the
 * object it is about (`subjectKind` + `subjectId`, for the link). Read state is the account's: one user
 * reading a message reads it for every user of the account (docs/business-rules.md "Messages").
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The user a message is addressed to; null = every user of the account (all current kinds). */
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Set for time-based messages (one "renewal due" per policy): the unique key that makes them idempotent. */
    eventKey: text('event_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    readByUserId: integer('read_by_user_id'),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    uniqueIndex('messages_event_key_idx').on(table.accountId, table.eventKey),
    index('messages_account_read_idx').on(table.accountId, table.readAt, table.id),
  ],
);

/** When the time-based messages of an account were last generated (at most once per interval). */
export const messageSweeps = pgTable('message_sweeps', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sweptAt: timestamp('swept_at', { withTimezone: true }).notNull(),
});
