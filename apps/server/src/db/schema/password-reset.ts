import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns.ts';
import { userRef } from './references.ts';

/**
 * A reset link's token or an SMS reset code (issue 44, migration 0047), as its SHA-256 only. One live per user;
 * `password_stamp` ties it to the password it was issued under, so any password change voids it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: userRef('user_id', 'cascade').notNull(),
    channel: text('channel').$type<'mail' | 'sms'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    passwordStamp: text('password_stamp').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_idx').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
    check('password_reset_tokens_channel_check', sql`${table.channel} in ('mail', 'sms')`),
  ],
);
