import { businessNow, LANGUAGES, translate } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { checkTarget, type PostAnswer, postToTarget } from '../../platform/outbound-target.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { recordMessage } from '../message/message.service.ts';
import {
  claimDelivery,
  type DeliveryRecord,
  disableFailingEndpoint,
  type EndpointRecord,
  type EventRecord,
  findAdministratorEmails,
  findDueHeads,
  findEndpointById,
  findEndpointsWithDueDeliveries,
  insertAttempt,
  markEndpointFailing,
  markEndpointHealthy,
  settleDelivery,
  WEBHOOK_PENDING_CHANNEL,
} from './webhook.repository.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureOf } from './webhook-signature.ts';

/**
 * Delivery of webhook events (docs/business-rules.md "Webhooks"). The deliveries table is the truth: a job per
 * endpoint (`webhook-delivery`) tries, in id order, the first undelivered delivery of each object that is due;
 * a later event of an object waits until the earlier one is delivered or given up. Jobs are sent by a sweep that
 * runs when a transaction with new deliveries commits (NOTIFY `webhook_pending`), every minute (retries, lost
 * wake-ups, a stopped process) and at start. Each attempt is logged; a failure is retried with a doubling
 * delay (30 s … 1 h) until 24 h after the event; an endpoint failing for 24 h without a success is disabled
 * and its account told.
 */

const QUEUE = 'webhook-delivery';
const SCHEDULE = 'webhook-sweep';
export const ATTEMPT_TIMEOUT_MS = 10_000;
export const RESPONSE_BODY_BYTES = 2048;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
/** A claimed delivery is not taken by another worker for this long (the attempt lasts at most 10 s). */
const LEASE_MS = 60_000;
/** Heads one pass of a job tries; a full pass is followed by another. */
const PASS_SIZE = 20;

interface DeliveryJob {
  endpointId: number;
}

/** The delay after `attempts` failed attempts: 30 s doubled each time, at most an hour. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS);

/** The body the receiver gets: `{ id, type, createdAt, data }`. */
export const bodyOf = (event: EventRecord) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.payload,
  });

interface Outcome {
  answer?: PostAnswer;
  error?: string;
}

const post = async (
  app: FastifyInstance,
  endpoint: EndpointRecord,
  headers: Record<string, string>,
  body: string,
  stopping?: AbortSignal,
) => {
  // Checked again at each delivery: the name may resolve elsewhere now; the request goes to the checked address.
  const check = await checkTarget(endpoint.url, { allowHttpLoopback: app.config.webhookAllowHttpLoopback });
  if ('refusal' in check) return { error: `refused: ${check.refusal}` } satisfies Outcome;
  try {
    return {
      answer: await postToTarget(check.target, {
        headers,
        body,
        timeoutMs: ATTEMPT_TIMEOUT_MS,
        maxBodyBytes: RESPONSE_BODY_BYTES,
        ...(stopping ? { stopping } : {}),
      }),
    } satisfies Outcome;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return {
      error: timedOut ? 'timeout' : error instanceof Error ? error.message : String(error),
    } satisfies Outcome;
  }
};

/** A text in Chinese, then in English (the portal keeps no language per user). */
const bilingual = (key: string, params: Record<string, string>, separator: string) =>
  LANGUAGES.map((language) => translate(language, key, params)).join(separator);

/** After a failure: the endpoint failing for 24 h is switched off and its account told, in one transaction. */
const failed = async (app: FastifyInstance, endpoint: EndpointRecord, now: Date) => {
  const marked = await markEndpointFailing(app.db, endpoint.id, now);
  if (!marked?.failingSince) return;
  await app.db.transaction(async (tx) => {
    const disabled = await disableFailingEndpoint(
      tx,
      endpoint.id,
      new Date(now.getTime() - DISABLE_AFTER_MS),
    );
    if (!disabled) return;
    await recordMessage(tx, {
      accountId: disabled.accountId,
      kind: 'webhookDisabled',
      subjectNo: String(disabled.id),
      parameters: { url: disabled.url },
    });
    // And a mail to each administrator, as the portal's other notices by mail: Chinese, then English.
    for (const recipient of await findAdministratorEmails(tx, disabled.accountId))
      await sendMessage(app, tx, {
        channel: 'mail',
        recipient,
        subject: bilingual('message.kind.webhookDisabled.title', {}, ' / '),
        body: bilingual('message.kind.webhookDisabled.content', { url: disabled.url }, '\n\n'),
      });
  });
};

/** One attempt of a claimed delivery: sent, logged, then delivered, retried later or given up. */
const attempt = async (
  app: FastifyInstance,
  endpoint: EndpointRecord,
  { delivery, event }: { delivery: DeliveryRecord; event: EventRecord },
  stopping?: AbortSignal,
) => {
  const body = bodyOf(event);
  const started = businessNow();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'CargoPortal-Webhooks/1',
    [EVENT_ID_HEADER]: event.id,
    [EVENT_TYPE_HEADER]: event.type,
    [SIGNATURE_HEADER]: signatureOf(endpoint.secret, Math.floor(started.getTime() / 1000), body),
  };
  const outcome = await post(app, endpoint, headers, body, stopping);
  const now = businessNow();
  const status = outcome.answer?.status ?? null;
  const ok = status !== null && status >= 200 && status < 300;
  const attempts = delivery.attempts + 1;
  await insertAttempt(app.db, {
    deliveryId: delivery.id,
    endpointId: endpoint.id,
    attempt: attempts,
    requestHeaders: headers,
    requestBody: body,
    responseStatus: status,
    responseBody: outcome.answer?.body ?? '',
    error: ok ? null : (outcome.error ?? `HTTP ${status}`),
    durationMs: Math.max(0, now.getTime() - started.getTime()),
    createdAt: now,
  });
  if (ok) {
    await settleDelivery(app.db, delivery.id, { status: 'delivered', attempts, deliveredAt: now });
    await markEndpointHealthy(app.db, endpoint.id);
    return;
  }
  const next = new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
  const givenUp = next > delivery.retryUntil;
  await settleDelivery(app.db, delivery.id, {
    attempts,
    ...(givenUp ? { status: 'failed' } : { nextAttemptAt: next }),
  });
  await failed(app, endpoint, now);
};

/** The endpoint's due deliveries, head of each object first, until none is due or the instance stops. */
export const deliverToEndpoint = async (app: FastifyInstance, endpointId: number, stopping?: AbortSignal) => {
  for (;;) {
    const endpoint = await findEndpointById(app.db, endpointId);
    if (!endpoint?.enabled) return;
    const now = businessNow();
    const heads = await findDueHeads(app.db, endpointId, now, PASS_SIZE);
    if (heads.length === 0) return;
    for (const id of heads) {
      if (stopping?.aborted) return;
      // The lease runs from the claim, not from the pass's start: a long pass's last heads stay leased too.
      const claimedAt = businessNow();
      const claimed = await claimDelivery(app.db, id, claimedAt, new Date(claimedAt.getTime() + LEASE_MS));
      if (claimed) await attempt(app, endpoint, claimed, stopping);
      const current = await findEndpointById(app.db, endpointId);
      if (!current?.enabled) return;
    }
  }
};

/** Sends a job for each enabled endpoint with a delivery due. */
export const sweepWebhooks = async (app: FastifyInstance) => {
  for (const endpointId of await findEndpointsWithDueDeliveries(app.db, businessNow()))
    await app.jobs.send<DeliveryJob>(QUEUE, { endpointId }, { singletonKey: String(endpointId) });
};

/** Sweeps and waits until the jobs it sent have run (tests). */
export const deliverDueWebhooks = async (app: FastifyInstance) => {
  await sweepWebhooks(app);
  await app.jobs.settled();
};

export const registerWebhookDelivery = (app: FastifyInstance) => {
  app.jobs.define<DeliveryJob>({
    name: QUEUE,
    run: (job, stopping) => deliverToEndpoint(app, job.endpointId, stopping),
    // Retries are the deliveries' own (their next attempt); a job that throws is picked up by the next sweep.
    retryLimit: 0,
    retryDelaySeconds: 30,
    heartbeatSeconds: 30,
    expireInSeconds: 15 * 60,
    concurrency: 4,
  });
  // Wake-ups that come while a sweep runs make one more sweep after it, not one each.
  let running: Promise<void> | undefined;
  let again = false;
  const sweep = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = sweepWebhooks(app)
      .catch((error: unknown) => app.log.error({ err: error }, 'webhook sweep failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void sweep();
        }
      });
    return running;
  };
  app.jobs.schedule({ name: SCHEDULE, everyMinutes: 1, run: sweep });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(WEBHOOK_PENDING_CHANNEL, {
      onNotification: () => void sweep(),
      onListening: (listening) => {
        if (listening) void sweep();
      },
    });
  });
  app.addHook('preClose', async () => {
    await stopListening?.();
  });
};
