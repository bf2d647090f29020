import { createHash } from 'node:crypto';
import { businessNow, ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteStaleIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyRow,
  releaseIdempotencyKey,
} from './api-idempotency.repository.ts';

/** A first answer is replayed to its repeats this long. */
export const IDEMPOTENCY_REPLAY_MS = 24 * 60 * 60 * 1000;
/** What a repeat that comes while the first request runs is told to wait before retrying, in seconds. */
const RETRY_AFTER_SECONDS = 1;
/**
 * A claim still running after this long was left by a process that died (requests time out after 2 minutes):
 * the key is free again.
 */
export const IDEMPOTENCY_ABANDONED_MS = 10 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds (claimed, its answer to be stored). */
    idempotencyClaim?: { keyId: number; key: string };
  }
}

/**
 * What "the same request" is: method, route, path parameters, query and JSON body. An upload's file is read after
 * the key is claimed, so a repeat of an upload with another file replays the first answer (docs/business-rules.md).
 */
const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(request.params)} `)
    .update(`${JSON.stringify(request.query ?? null)} `)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

/** A repeat of a claimed key: replayed, refused (another body: 422) or told to retry (still running: 409). */
const answerRepeat = (reply: FastifyReply, row: IdempotencyRow, requestHash: string) => {
  if (row.requestHash !== requestHash) {
    throw new AppError(ERROR_CODES.idempotencyMismatch);
  }
  if (row.state === 'running' || row.status === null || row.body === null) {
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    throw new AppError(ERROR_CODES.conflict, 'apiKey.error.idempotencyRunning');
  }
  const isProblem = row.status >= 400;
  return reply
    .status(row.status)
    .header('idempotent-replayed', 'true')
    .type(isProblem ? 'application/problem+json' : 'application/json; charset=utf-8')
    .serializer((payload: unknown) => String(payload))
    .send(row.body);
};

/**
 * Stripe's semantics for `Idempotency-Key` on a POST (a `preHandler` hook, after validation): the first request
 * claims the key by inserting its row (the lock, in the same database as the work); a repeat with the same body
 * within 24 hours gets the first answer again (`Idempotent-Replayed: true`), with another body 422, while the first
 * still runs 409 with `Retry-After`. Without the header the request runs as it is.
 */
export const claimIdempotency = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const header = request.headers['idempotency-key'];
  const caller = request.apiCaller;
  if (request.method !== 'POST' || header === undefined || caller === undefined) return;
  const key = Array.isArray(header) ? (header[0] ?? '') : header;
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(ERROR_CODES.badRequest, 'apiKey.error.idempotencyKeyInvalid');
  }
  const requestHash = requestHashOf(request);
  const now = businessNow().getTime();
  await deleteStaleIdempotencyKey(app.db, caller.keyId, key, {
    answeredBefore: new Date(now - IDEMPOTENCY_REPLAY_MS),
    abandonedBefore: new Date(now - IDEMPOTENCY_ABANDONED_MS),
  });
  if (await claimIdempotencyKey(app.db, caller.keyId, key, requestHash)) {
    request.idempotencyClaim = { keyId: caller.keyId, key };
    return;
  }
  const row = await findIdempotencyKey(app.db, caller.keyId, key);
  // Released between the insert and the read (the first request failed): the client may retry at once.
  if (row === undefined) {
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    throw new AppError(ERROR_CODES.conflict, 'apiKey.error.idempotencyRunning');
  }
  return answerRepeat(reply, row, requestHash);
};

/**
 * Stores the answer under the claimed key (an `onSend` hook: the serialised body, success or problem); a server
 * failure (5xx) releases the key instead, so the same request may be sent again.
 */
export const storeIdempotentAnswer = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => {
  const claim = request.idempotencyClaim;
  if (claim === undefined) return;
  request.idempotencyClaim = undefined;
  if (reply.statusCode >= 500 || typeof payload !== 'string') {
    await releaseIdempotencyKey(app.db, claim.keyId, claim.key);
    return;
  }
  await completeIdempotencyKey(app.db, claim.keyId, claim.key, { status: reply.statusCode, body: payload });
};

/** The request key a declaration gets from the API: one per Idempotency-Key (a UUID drawn from it), else fresh. */
export const requestKeyOf = (request: FastifyRequest): string | undefined => {
  const claim = request.idempotencyClaim;
  if (claim === undefined) return undefined;
  const hex = createHash('sha256').update(`api:${claim.keyId}:${claim.key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
