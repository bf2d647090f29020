import { ACCOUNT_ROLES, type AccountRole } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.ts';
import { accountId, accountRow, userRef } from './references.ts';

/** Preferences of a user (SPEC §3 "Preferences"): one row per coded setting the user changed. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ name: 'user_preferences_pk', columns: [table.userId, table.code] })],
);

/** The user's print habit: the defaults of the documents' print dialogs (SPEC §3 certificate print fields). */
export const printHabits = pgTable('print_habits', {
  userId: userRef('user_id', 'cascade').primaryKey(),
  printLanguage: text('print_language').notNull(),
  paperType: text('paper_type').notNull(),
  sealType: text('seal_type').notNull(),
  datePrintFormat: text('date_print_format').notNull(),
  updatedAt: updatedAt(),
});

/** A one-time invitation of a new user into an account, sent by mail; only the token's SHA-256 is kept. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    ...accountRow(),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: userRef('invited_by', 'cascade').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    userId: userRef('user_id', 'set null'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_invitations_token_idx').on(table.tokenHash),
    index('user_invitations_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * The accounts an invitation grants, with the role in each (the inviting account and/or its subordinate
 * accounts): accepting it creates exactly these memberships.
 */
export const userInvitationGrants = pgTable(
  'user_invitation_grants',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => userInvitations.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    role: text('role').$type<AccountRole>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'user_invitation_grants_pk', columns: [table.invitationId, table.accountId] }),
    check(
      'user_invitation_grants_role_check',
      sql.raw(`"role" IN (${ACCOUNT_ROLES.map((r) => `'${r}'`).join(', ')})`),
    ),
  ],
);

/** The portal's own agreements every account works under (service agreement, privacy policy). */
export const portalAgreements = pgTable('portal_agreements', {
  code: text('code').primaryKey(),
  version: text('version').notNull(),
  effectiveDate: text('effective_date').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The text of a product's clause (term), by the main clause's code, in both languages. */
export const productTerms = pgTable('product_terms', {
  termCode: text('term_code').primaryKey(),
  version: text('version').notNull(),
  effectiveDate: text('effective_date').notNull(),
  bodyZh: text('body_zh').notNull(),
  bodyEn: text('body_en').notNull(),
});
