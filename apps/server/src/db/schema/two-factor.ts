import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { createdAt, instant, serialId } from './columns.ts';
import { accountId, userRef } from './references.ts';

/** Two-factor sign-in with TOTP (migration 0048, docs/business-rules.md "Two-factor sign-in"). */

/** A user's TOTP secret: unconfirmed until a code of it was given, then in force. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the app is given it: the server needs it to compute codes (it cannot be a hash). */
  secret: text('secret').notNull(),
  confirmedAt: instant('confirmed_at'),
  /** The time step of the last accepted code: a code of that step or earlier is refused (replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, by their SHA-256 (each has 40 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: userRef('user_id', 'cascade').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** The half-logged-in state after a right password: short-lived, single-use, never a session. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    accountId: accountId(),
    /** Opened at the staff entry: redeemed there only. */
    isStaff: boolean('is_staff').notNull().default(false),
    /** 'code' or 'enrol'. */
    step: text('step').notNull(),
    ip: text('ip').notNull().default(''),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('login_challenges_user_idx').on(table.userId)],
);
