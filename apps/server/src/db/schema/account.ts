import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns.ts';

/**
 * The two tables nearly every other one names: accounts (companies) and the users who log in to them. The
 * references to them are in `references.ts`.
 */

/** A company (SPEC "account"): owns business data. A subordinate account points to its parent. */
export const accounts = pgTable('accounts', {
  id: serialId(),
  accountName: text('account_name').notNull().unique(),
  companyName: text('company_name').notNull(),
  companyNameEn: text('company_name_en').notNull().default(''),
  userType: text('user_type').notNull().default('COMMON'),
  parentAccountId: integer('parent_account_id'),
  agentPhone: text('agent_phone').notNull().default(''),
  creditCode: text('credit_code').notNull().default(''),
  isVip: boolean('is_vip').notNull().default(false),
  /** Contact details the customer maintains itself (POST /company/updaCarGoInfo). */
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  address: text('address').notNull().default(''),
  /** The account's administrator requires two-factor sign-in of its members (migration 0048). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** A sandbox twin names its live account (migration 0053, docs/business-rules.md "The sandbox"); null for live. */
  sandboxOf: integer('sandbox_of')
    .unique()
    .references((): AnyPgColumn => accounts.id),
  /** When the twin's administrator last emptied it; null for never (and for live accounts). */
  sandboxResetAt: instant('sandbox_reset_at'),
  createdAt: createdAt(),
});

/** A person who logs in. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    loginName: text('login_name').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userName: text('user_name').notNull(),
    phone: text('phone').notNull().default(''),
    isReset: text('is_reset').notNull().default('Y'),
    isRealName: text('is_real_name').notNull().default('N'),
    createdAt: createdAt(),
  },
  // A bound mobile belongs to one user (it can serve phone login).
  (table) => [uniqueIndex('users_phone_idx').on(table.phone).where(sql`${table.phone} <> ''`)],
);
