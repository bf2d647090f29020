import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';

const createdAt = () => stampedAt('created_at');

/** A company (SPEC "account"): owns business data. A subordinate account points to its parent. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
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
  createdAt: createdAt(),
});

/** A person who logs in. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
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

export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 'admin' manages the account's users (features/user-admin); 'member' does not. */
    role: text('role').notNull().default('member'),
    /** Set when the account's administrator disabled the user: no login, no session in this account. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.accountId] })],
);

/** Header menu tree (SPEC §2 "Header menu", §3 "Menu item"). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    ip: text('ip').notNull().default(''),
    /** Opened at the staff entry by a user with a staff role: reaches staff routes only, never customer ones. */
    isStaff: boolean('is_staff').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: stampedAt('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const verifyCodes = pgTable('verify_codes', {
  id: text('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<OutboxStatus>().notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
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
  updatedAt: stampedAt('updated_at'),
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
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull().default(''),
    creditCode: text('credit_code').notNull(),
    agentCode: text('agent_code').notNull().default(''),
    branch: text('branch').notNull(),
    intention: text('intention').notNull(),
    detail: text('detail').notNull().default(''),
    requestKey: text('request_key').notNull(),
    /** Caller's address, for the per-IP submission limit. */
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reservations_request_key_idx').on(table.requestKey),
    index('reservations_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Page views sent by the web app on each route change (SPEC §2 "Each page change sends a page-view"). */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
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
