import { ACCOUNT_ROLES, type AccountRole } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import {
  createdAt,
  instant,
  publicSubmission,
  publicSubmissionIndexes,
  serialId,
  updatedAt,
} from './columns.ts';
import { accountId, optionalAccountId, userRef } from './references.ts';

/** Which accounts a user works in (the accounts and users themselves: `account.ts`). */
export const memberships = pgTable(
  'memberships',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    accountId: accountId(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** `ACCOUNT_ROLES` (docs/business-rules.md "Member roles"); each customer endpoint names the roles it serves. */
    role: text('role').$type<AccountRole>().notNull().default('operator'),
    /** Set when the account's administrator disabled the user: no login, no session in this account. */
    disabledAt: instant('disabled_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.accountId] }),
    // A new role needs a migration that widens this check (schema-drift.test.ts compares it with 0046's).
    check('memberships_role_check', sql.raw(`"role" IN (${ACCOUNT_ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** Header menu tree (SPEC §2 "Header menu", §3 "Menu item"). */
export const menus = pgTable('menus', {
  id: serialId(),
  menuKey: text('menu_key').notNull().unique(),
  parentKey: text('parent_key'),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  path: text('path').notNull().default(''),
  authCode: text('auth_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  blank: boolean('blank').notNull().default(false),
  hiddenInEnglish: boolean('hidden_in_english').notNull().default(false),
});

/** Which menu items an account's users get. */
export const accountMenus = pgTable(
  'account_menus',
  {
    accountId: accountId(),
    menuKey: text('menu_key')
      .notNull()
      .references(() => menus.menuKey, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.menuKey] })],
);

/** Server-side sessions; the cookie carries the token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    accountId: accountId('no action'),
    ip: text('ip').notNull().default(''),
    /** The browser's User-Agent header at login (cut to 300 characters): the device in the list of sessions. */
    userAgent: text('user_agent').notNull().default(''),
    /** Opened at the staff entry by a user with a staff role: reaches staff routes only, never customer ones. */
    isStaff: boolean('is_staff').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: stampedAt('last_seen_at'),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const verifyCodes = pgTable('verify_codes', {
  id: text('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  /** Wrong entries of an SMS code; at the limit the code is void. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** A file a message carries, rendered when it is sent by the feature that registered its kind. */
export interface OutboxAttachment {
  kind: string;
  reference: string;
}

export type OutboxStatus = 'kept' | 'pending' | 'sending' | 'sent' | 'dead';

/**
 * Messages the portal sends (verification codes, SMS, mail) and their delivery (platform/delivery/). Without a
 * provider configured they stay here (`kept`); in dev they are read from here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serialId(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<OutboxStatus>().notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    claimedUntil: instant('claimed_until'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    /** What a provider's template needs (an SMS code's `code`). */
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
  },
  (table) => [
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    index('outbox_dead_idx').on(table.id).where(sql`${table.status} = 'dead'`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
    accountKey: text('account_key').notNull(),
    /** Null for a budget that is no address's (a password reset request: migration 0047). */
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_attempts_account_idx').on(table.accountKey, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Feature switches and gray-release flags (SPEC §4, §7 "Switches"). */
export const featureSwitches = pgTable('feature_switches', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Base-data option lists (SPEC §3): one row per option of a list. */
export const baseOptions = pgTable(
  'base_options',
  {
    listCode: text('list_code').notNull(),
    valueCode: text('value_code').notNull(),
    valueChineseName: text('value_chinese_name').notNull(),
    valueEnglishName: text('value_english_name').notNull().default(''),
    parentCode: text('parent_code').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    attributes: text('attributes').notNull().default('{}'),
  },
  (table) => [
    primaryKey({ columns: [table.listCode, table.valueCode] }),
    index('base_options_parent_idx').on(table.listCode, table.parentCode),
  ],
);

/** Business appointment requests from the public reservation page. */
export const reservations = pgTable(
  'reservations',
  {
    id: serialId(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull().default(''),
    creditCode: text('credit_code').notNull(),
    agentCode: text('agent_code').notNull().default(''),
    branch: text('branch').notNull(),
    intention: text('intention').notNull(),
    detail: text('detail').notNull().default(''),
    ...publicSubmission(),
  },
  (table) => publicSubmissionIndexes('reservations', table),
);

/** Page views sent by the web app on each route change (SPEC §2 "Each page change sends a page-view"). */
export const pageViews = pgTable(
  'page_views',
  {
    id: serialId(),
    userId: userRef('user_id', 'set null'),
    accountId: optionalAccountId('set null'),
    path: varchar('path', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('page_views_created_idx').on(table.createdAt)],
);

/**
 * Metadata of a stored file (platform/file-store.ts); the bytes live in the file store under
 * `<account>/<id>`. A file belongs to the account that uploaded it and is seen by that account only.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    accountId: accountId('no action'),
    /** The name the browser gave, without any folder part. */
    fileName: text('file_name').notNull(),
    /** Decided from the content, never taken from the browser. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** What the file is for its owner, e.g. an attachment's document type; null when unclassified. */
    documentType: text('document_type'),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_account_idx').on(table.accountId, table.createdAt)],
);
