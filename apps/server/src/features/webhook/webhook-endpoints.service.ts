import {
  businessNow,
  chinaDateTime,
  MAX_WEBHOOK_ENDPOINTS,
  pageAnswer,
  pageWindow,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
  type WebhookSecret,
  webhookDeliveryStatusSchema,
  webhookEventTypeSchema,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { checkTarget } from '../../platform/outbound-target.ts';
import type { AccountScope } from '../../platform/session.ts';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointRecord,
  findAttemptPage,
  findEndpoint,
  findEndpoints,
  findLastAttempts,
  insertEndpoint,
  notifyPending,
  reopenDelivery,
  updateEndpoint,
} from './webhook.repository.ts';
import { RETRY_WINDOW_MS, recordWebhookEvent } from './webhook-events.service.ts';
import { newWebhookSecret } from './webhook-signature.ts';

/**
 * An account's webhook endpoints (docs/business-rules.md "Webhooks"): plain functions of the account's scope,
 * called by the portal's routes (an administrator) and meant for the API's too. Another account's endpoint is
 * not found.
 */

/** What an endpoint is made or changed with (already parsed by `ZWebhookEndpointInput`). */
export interface EndpointFields {
  url: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
}

type LastAttempt = Awaited<ReturnType<typeof findLastAttempts>>[number];

const toEndpoint = (record: EndpointRecord, last?: LastAttempt): WebhookEndpoint => ({
  id: record.id,
  url: record.url,
  events: record.events.filter(
    (event) => webhookEventTypeSchema.safeParse(event).success,
  ) as WebhookEventType[],
  description: record.description,
  enabled: record.enabled,
  disabledReason: record.enabled ? null : record.disabledReason === 'failing' ? 'failing' : 'admin',
  secretHint: record.secret.slice(-4),
  createdAt: chinaDateTime(record.createdAt),
  lastDelivery: last
    ? {
        eventType: last.eventType,
        statusCode: last.statusCode,
        ok: last.statusCode !== null && last.statusCode >= 200 && last.statusCode < 300,
        at: chinaDateTime(last.at),
      }
    : null,
});

/** The address checked as a delivery would check it: a localised error on `url` when it may not be called. */
const checkUrl = async (app: FastifyInstance, url: string) => {
  const check = await checkTarget(url, { allowHttpLoopback: app.config.webhookAllowHttpLoopback });
  if ('refusal' in check) throw fieldError(['url'], `webhook.error.${check.refusal}`);
};

const ownEndpoint = async (app: FastifyInstance, scope: AccountScope, id: number) => {
  const endpoint = await findEndpoint(app.db, scope.accountId, id);
  if (!endpoint) throw notFound();
  return endpoint;
};

/** The account's endpoints with the last attempt of each. */
export const listWebhookEndpoints = async (app: FastifyInstance, scope: AccountScope) => {
  const endpoints = await findEndpoints(app.db, scope.accountId);
  const last = new Map(
    (
      await findLastAttempts(
        app.db,
        endpoints.map((endpoint) => endpoint.id),
      )
    ).map((row) => [row.endpointId, row]),
  );
  return { list: endpoints.map((endpoint) => toEndpoint(endpoint, last.get(endpoint.id))) };
};

export const getWebhookEndpoint = async (app: FastifyInstance, scope: AccountScope, id: number) =>
  toEndpoint(await ownEndpoint(app, scope, id));

/** Registers an endpoint; its secret is answered in full (shown once; `revealWebhookSecret` shows it again). */
export const createWebhookEndpoint = async (
  app: FastifyInstance,
  scope: AccountScope,
  fields: EndpointFields,
): Promise<WebhookEndpointCreated> => {
  await checkUrl(app, fields.url);
  return app.db.transaction(async (tx) => {
    if ((await countEndpoints(tx, scope.accountId)) >= MAX_WEBHOOK_ENDPOINTS)
      throw badRequest('webhook.error.tooMany', { max: MAX_WEBHOOK_ENDPOINTS });
    const record = await insertEndpoint(tx, {
      accountId: scope.accountId,
      url: fields.url,
      events: fields.events,
      description: fields.description,
      enabled: fields.enabled,
      disabledReason: fields.enabled ? null : 'admin',
      secret: newWebhookSecret(),
    });
    return { ...toEndpoint(record), secret: record.secret };
  });
};

/** Changes an endpoint; switching it on again clears its failing state and sends what waits for it. */
export const updateWebhookEndpoint = async (
  app: FastifyInstance,
  scope: AccountScope,
  id: number,
  fields: EndpointFields,
): Promise<WebhookEndpoint> => {
  const current = await ownEndpoint(app, scope, id);
  if (fields.url !== current.url) await checkUrl(app, fields.url);
  const updated = await updateEndpoint(app.db, scope.accountId, id, {
    url: fields.url,
    events: fields.events,
    description: fields.description,
    enabled: fields.enabled,
    disabledReason: fields.enabled ? null : current.enabled ? 'admin' : current.disabledReason,
    ...(fields.enabled && !current.enabled ? { failingSince: null } : {}),
  });
  if (!updated) throw notFound();
  if (fields.enabled && !current.enabled) await notifyPending(app.db);
  return getWebhookEndpoint(app, scope, id);
};

export const deleteWebhookEndpoint = async (app: FastifyInstance, scope: AccountScope, id: number) => {
  if (!(await deleteEndpoint(app.db, scope.accountId, id))) throw notFound();
  return null;
};

export const revealWebhookSecret = async (
  app: FastifyInstance,
  scope: AccountScope,
  id: number,
): Promise<WebhookSecret> => ({ id, secret: (await ownEndpoint(app, scope, id)).secret });

/** A new secret: every attempt from now on is signed with it. */
export const rollWebhookSecret = async (
  app: FastifyInstance,
  scope: AccountScope,
  id: number,
): Promise<WebhookSecret> => {
  const updated = await updateEndpoint(app.db, scope.accountId, id, { secret: newWebhookSecret() });
  if (!updated) throw notFound();
  return { id, secret: updated.secret };
};

/** One page of the endpoint's attempts, newest first. */
export const listWebhookAttempts = async (
  app: FastifyInstance,
  scope: AccountScope,
  query: { id: number; pageNo: number; pageSize: number },
): Promise<WebhookAttemptPage> => {
  await ownEndpoint(app, scope, query.id);
  const { rows, total } = await findAttemptPage(app.db, query.id, pageWindow(query));
  const list = rows.map(({ attempt, eventId, eventType, deliveryStatus }) => ({
    id: attempt.id,
    deliveryId: attempt.deliveryId,
    eventId,
    eventType,
    attempt: attempt.attempt,
    statusCode: attempt.responseStatus,
    ok: attempt.responseStatus !== null && attempt.responseStatus >= 200 && attempt.responseStatus < 300,
    error: attempt.error,
    durationMs: attempt.durationMs,
    at: chinaDateTime(attempt.createdAt),
    requestHeaders: attempt.requestHeaders,
    requestBody: attempt.requestBody,
    responseBody: attempt.responseBody,
    deliveryStatus: webhookDeliveryStatusSchema.catch('pending').parse(deliveryStatus),
  }));
  return pageAnswer(query, list, total);
};

/** Sends an event to the endpoint again, with its event id, in its place among its object's events. */
export const resendWebhookDelivery = async (
  app: FastifyInstance,
  scope: AccountScope,
  input: { id: number; deliveryId: number },
) => {
  const endpoint = await ownEndpoint(app, scope, input.id);
  if (!endpoint.enabled) throw badRequest('webhook.error.endpointDisabled');
  const now = businessNow();
  await app.db.transaction(async (tx) => {
    const reopened = await reopenDelivery(tx, input.id, input.deliveryId, {
      now,
      retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
    });
    if (!reopened) throw notFound();
    await notifyPending(tx);
  });
  return null;
};

/** Queues a `webhook.test` event to this endpoint only. */
export const sendWebhookTest = async (app: FastifyInstance, scope: AccountScope, id: number) => {
  const endpoint = await ownEndpoint(app, scope, id);
  if (!endpoint.enabled) throw badRequest('webhook.error.endpointDisabled');
  const eventId = await app.db.transaction((tx) =>
    recordWebhookEvent(
      tx,
      {
        accountId: scope.accountId,
        type: WEBHOOK_TEST_EVENT,
        objectType: 'webhook',
        objectId: `test-${id}`,
        data: { message: 'This is a test event from Cargo Portal.', url: endpoint.url },
      },
      id,
    ),
  );
  if (eventId === undefined) throw new Error('the test event was not recorded');
  return { eventId };
};
