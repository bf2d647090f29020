import { and, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  memberships,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';

/** The webhook tables (migration 0051): endpoints, events, deliveries and the attempt log. */

export type EndpointRecord = typeof webhookEndpoints.$inferSelect;
export type EventRecord = typeof webhookEvents.$inferSelect;
export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type NewEndpoint = typeof webhookEndpoints.$inferInsert;

/** The NOTIFY channel that wakes the deliverers when a transaction with new deliveries commits. */
export const WEBHOOK_PENDING_CHANNEL = 'webhook_pending';

export const findEndpoints = (db: Executor, accountId: number) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(webhookEndpoints.id);

export const countEndpoints = async (db: Executor, accountId: number) =>
  (await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId)))[0]
    ?.n ?? 0;

/** The account's endpoint: another account's is not found. */
export const findEndpoint = async (db: Executor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
  )[0];

export const findEndpointById = async (db: Executor, id: number) =>
  (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

export const insertEndpoint = async (db: Executor, endpoint: NewEndpoint) =>
  (await db.insert(webhookEndpoints).values(endpoint).returning())[0]!;

export const updateEndpoint = async (
  db: Executor,
  accountId: number,
  id: number,
  changes: Partial<NewEndpoint>,
) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
      .returning()
  )[0];

export const deleteEndpoint = async (db: Executor, accountId: number, id: number) =>
  (
    await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
      .returning({ id: webhookEndpoints.id })
  ).length > 0;

/** Writes an event; false when it was written before (an event that happens once per object). */
export const insertEvent = async (db: Executor, event: typeof webhookEvents.$inferInsert) =>
  (await db.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id }))
    .length > 0;

/** Whether the account has an enabled endpoint: without one, no event of it is delivered anywhere. */
export const hasEnabledEndpoint = async (db: Executor, accountId: number) =>
  (
    await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.enabled, true)))
      .limit(1)
  ).length > 0;

/**
 * One delivery of the event to each enabled endpoint of its account that subscribes to its type (or to the one
 * endpoint named), due now and retried until `retryUntil`. Answers how many.
 */
export const insertDeliveries = async (
  db: Executor,
  event: { id: string; accountId: number; type: string; objectKey: string },
  times: { now: Date; retryUntil: Date },
  onlyEndpointId?: number,
) => {
  const subscribed =
    onlyEndpointId === undefined
      ? sql`${event.type} = any(${webhookEndpoints.events})`
      : eq(webhookEndpoints.id, onlyEndpointId);
  const inserted = await db.execute(sql`
    insert into ${webhookDeliveries} (event_id, endpoint_id, object_key, next_attempt_at, retry_until, created_at)
    select ${event.id}::uuid, ${webhookEndpoints.id}, ${event.objectKey}, ${times.now}, ${times.retryUntil}, ${times.now}
    from ${webhookEndpoints}
    where ${webhookEndpoints.accountId} = ${event.accountId} and ${webhookEndpoints.enabled} and ${subscribed}
    returning id`);
  return (inserted as unknown as { rows: unknown[] }).rows.length;
};

/**
 * Many events at once (a batch's declarations) with their deliveries, in two statements whatever their number.
 * Answers how many deliveries were queued.
 */
export const insertEventsWithDeliveries = async (
  db: Executor,
  events: {
    id: string;
    accountId: number;
    type: string;
    objectType: string;
    objectId: string;
    payload: object;
  }[],
  times: { now: Date; retryUntil: Date },
) => {
  if (events.length === 0) return 0;
  const queued = await db.execute(sql`
    with written as (
      insert into ${webhookEvents} (id, account_id, type, object_type, object_id, payload, created_at)
      select (x->>'id')::uuid, (x->>'accountId')::int, x->>'type', x->>'objectType', x->>'objectId', x->'payload',
        ${times.now}
      from jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as rows(x, n)
      order by n
      returning id, account_id, type, object_type, object_id
    )
    insert into ${webhookDeliveries} (event_id, endpoint_id, object_key, next_attempt_at, retry_until, created_at)
    select written.id, ${webhookEndpoints.id}, written.object_type || ':' || written.object_id, ${times.now},
      ${times.retryUntil}, ${times.now}
    from written join ${webhookEndpoints} on ${webhookEndpoints.accountId} = written.account_id
      and ${webhookEndpoints.enabled} and written.type = any(${webhookEndpoints.events})
    returning id`);
  return (queued as unknown as { rows: unknown[] }).rows.length;
};

export const notifyPending = (db: Executor) =>
  db.execute(sql`select pg_notify(${WEBHOOK_PENDING_CHANNEL}, '')`);

/** Enabled endpoints with a delivery due now. */
export const findEndpointsWithDueDeliveries = async (db: Executor, now: Date) =>
  (
    await db
      .selectDistinct({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.enabled, true),
        ),
      )
  ).map((row) => row.endpointId);

/**
 * The first undelivered delivery of each object of the endpoint (the one its object's later events wait for),
 * when it is due now.
 */
export const findDueHeads = async (db: Executor, endpointId: number, now: Date, limit: number) => {
  const result = await db.execute(sql`
    select id from (
      select distinct on (object_key) id, next_attempt_at
      from ${webhookDeliveries}
      where endpoint_id = ${endpointId} and status = 'pending'
      order by object_key, id
    ) heads
    where next_attempt_at <= ${now}
    order by id
    limit ${limit}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
};

/**
 * Takes a due delivery for one attempt: its next attempt is moved past the attempt's longest time, so no other
 * worker takes it meanwhile (a worker that dies leaves it due again then). Answers it with its event.
 */
export const claimDelivery = async (db: Executor, id: number, now: Date, leaseUntil: Date) => {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, claimed.eventId));
  return event ? { delivery: claimed, event } : undefined;
};

export const insertAttempt = (db: Executor, attempt: typeof webhookAttempts.$inferInsert) =>
  db.insert(webhookAttempts).values(attempt);

export const settleDelivery = (db: Executor, id: number, changes: Partial<DeliveryRecord>) =>
  db.update(webhookDeliveries).set(changes).where(eq(webhookDeliveries.id, id));

/** Sets the endpoint's failing-since on its first failure since a success. */
export const markEndpointFailing = async (db: Executor, id: number, now: Date) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(eq(webhookEndpoints.id, id))
      .returning()
  )[0];

export const markEndpointHealthy = (db: Executor, id: number) =>
  db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, id));

/** Switches off an endpoint failing since before `failingBefore`; answers it when this call did. */
export const disableFailingEndpoint = async (db: Executor, id: number, failingBefore: Date) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: sql`now()` })
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, failingBefore),
        ),
      )
      .returning()
  )[0];

/** The newest attempt of each of these endpoints. */
export const findLastAttempts = async (db: Executor, endpointIds: number[]) => {
  if (endpointIds.length === 0) return [];
  return db
    .selectDistinctOn([webhookAttempts.endpointId], {
      endpointId: webhookAttempts.endpointId,
      statusCode: webhookAttempts.responseStatus,
      at: webhookAttempts.createdAt,
      eventType: webhookEvents.type,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(inArray(webhookAttempts.endpointId, endpointIds))
    .orderBy(webhookAttempts.endpointId, desc(webhookAttempts.id));
};

/** One page of the endpoint's attempts, newest first, with their event and delivery. */
export const findAttemptPage = async (
  db: Executor,
  endpointId: number,
  page: { offset: number; limit: number },
) => {
  const rows = await db
    .select({
      attempt: webhookAttempts,
      eventId: webhookEvents.id,
      eventType: webhookEvents.type,
      deliveryStatus: webhookDeliveries.status,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookAttempts.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.endpointId, endpointId));
  return { rows, total: total?.n ?? 0 };
};

/** Puts a delivery of the endpoint back to pending, due now; false when the endpoint has no such delivery. */
export const reopenDelivery = async (
  db: Executor,
  endpointId: number,
  deliveryId: number,
  times: { now: Date; retryUntil: Date },
) =>
  (
    await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: times.now, retryUntil: times.retryUntil, deliveredAt: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .returning({ id: webhookDeliveries.id })
  ).length > 0;

/** Enabled endpoints subscribing to an event type, by account (the expiring-policy sweep). */
export const findAccountsSubscribedTo = async (db: Executor, type: string) =>
  (
    await db
      .selectDistinct({ accountId: webhookEndpoints.accountId })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`))
  ).map((row) => row.accountId);

/** The mail addresses of the account's active administrators (told when an endpoint is disabled). */
export const findAdministratorEmails = async (db: Executor, accountId: number) =>
  (
    await db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.accountId, accountId),
          eq(memberships.role, 'admin'),
          isNull(memberships.disabledAt),
          ne(users.email, ''),
        ),
      )
  ).map((row) => row.email);
