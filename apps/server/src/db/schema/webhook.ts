import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns.ts';
import { accountId } from './references.ts';

/** Webhooks (migration 0051, docs/business-rules.md "Webhooks"). */

/** An address an account's systems receive events at, with the secret its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serialId(),
    accountId: accountId(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    /** Kept as it is: every delivery is signed with it (HMAC), so it cannot be a hash. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** 'failing' (switched off after 24 h of failures) or 'admin'; null while enabled. */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success; null while deliveries succeed. */
    failingSince: instant('failing_since'),
    ...timestamps(),
  },
  (table) => [index('webhook_endpoints_account_idx').on(table.accountId)],
);

/** A business event, written in the transaction of its change: the truth the deliveries are made from. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    accountId: accountId(),
    type: text('type').notNull(),
    objectType: text('object_type').notNull(),
    /** The object's public number (declaration, policy, report…): never an internal id. */
    objectId: text('object_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_events_account_idx').on(table.accountId, table.createdAt),
    uniqueIndex('webhook_events_once_idx')
      .on(table.accountId, table.type, table.objectId)
      .where(sql`${table.type} = 'policy.expiring'`),
  ],
);

/** One event to one endpoint: pending until a 2xx answer (delivered) or 24 h of failures (failed). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serialId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: belongsTo('endpoint_id', () => webhookEndpoints.id),
    /** `<object type>:<object id>`: an endpoint's deliveries of one object go in id order. */
    objectKey: text('object_key').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stampedAt('next_attempt_at'),
    /** Failures are retried until then (24 h after the event, or after a re-send); later ones give up. */
    retryUntil: instant('retry_until').notNull(),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(table.eventId, table.endpointId),
    index('webhook_deliveries_pending_idx')
      .on(table.endpointId, table.objectKey, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** The log: one row per attempt, with what was sent and the first 2 KB of what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: belongsTo('delivery_id', () => webhookDeliveries.id),
    endpointId: belongsTo('endpoint_id', () => webhookEndpoints.id),
    attempt: integer('attempt').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    requestBody: text('request_body').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_endpoint_idx').on(table.endpointId, table.id)],
);
