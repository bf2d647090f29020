import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns.ts';
import { accountId, userRef } from './references.ts';

/**
 * An account's API keys (issue 45, migration 0050): the secret as its SHA-256 only, its first characters
 * (`prefix`) to tell it in the list, the scopes it may use, live or sandbox, an optional expiry, revoked or not.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serialId(),
    accountId: accountId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    environment: text('environment').$type<'live' | 'sandbox'>().notNull(),
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_idx').on(table.secretHash),
    index('api_keys_account_idx').on(table.accountId),
    check('api_keys_environment_check', sql`${table.environment} in ('live', 'sandbox')`),
  ],
);

/** Every call made with an API key: the account's audit trail of the API. */
export const apiCalls = pgTable(
  'api_calls',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    traceId: text('trace_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('api_calls_account_idx').on(table.accountId, table.id)],
);

/**
 * The `Idempotency-Key` of a POST per API key: the request's hash, running or done, and the answer given (status and
 * body, replayed for 24 hours). Inserting the row is the lock: a second insert of the same key finds it.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.idempotencyKey] }),
    check('api_idempotency_state_check', sql`${table.state} in ('running', 'done')`),
  ],
);
