import { type ApiKeyAccess, ERROR_CODES, isApiKeyAccess } from '@cargo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { countHit } from '../../platform/rate-limit.repository.ts';
import { type Session, sessionForJob } from '../../platform/session.ts';
import { type ApiCaller, authenticateApiKey } from '../api-key/api-key.service.ts';
import { sandboxTwinOf } from '../sandbox/sandbox.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of a `/api/v1` call, once its bearer secret is checked. */
    apiCaller?: ApiCaller;
    /** The account a `/api/v1` call acts on, as the services take it (the key's creator in that account). */
    apiSession?: Session;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The account an API key acts on: a live key its own account, a sandbox key that account's sandbox twin (made on
 * its first call: docs/business-rules.md "The sandbox"). The one place a key's environment decides the account.
 */
export const apiAccountOf = (app: FastifyInstance, caller: ApiCaller): Promise<number> =>
  caller.environment === 'sandbox' ? sandboxTwinOf(app, caller.accountId) : Promise.resolve(caller.accountId);

/** The route's API-key access, if it is a customer API route. */
export const apiAccessOf = (request: FastifyRequest): ApiKeyAccess | undefined => {
  const access = request.routeOptions.config.endpoint?.access;
  return access !== undefined && isApiKeyAccess(access) ? access : undefined;
};

const unauthorized = (reply: FastifyReply) => {
  reply.header('www-authenticate', 'Bearer realm="api"');
  return new AppError(ERROR_CODES.apiKeyInvalid);
};

/**
 * Counts the call against its key's limit, shared by every instance (a row of `rate_limit_hits` per key and
 * window), and says where it stands in `RateLimit-*` headers; past the limit: 429 with `Retry-After`.
 */
const limitRate = async (app: FastifyInstance, reply: FastifyReply, caller: ApiCaller) => {
  const { max, windowSeconds } = app.config.apiRateLimit;
  const now = Date.now();
  const { hits, windowEnd } = await countHit(
    app.db,
    `api-key:${caller.keyId}`,
    new Date(now),
    windowSeconds * 1000,
  );
  const reset = Math.max(0, Math.ceil((windowEnd.getTime() - now) / 1000));
  reply.header('ratelimit-limit', max);
  reply.header('ratelimit-remaining', Math.max(0, max - hits));
  reply.header('ratelimit-reset', reset);
  if (hits > max) {
    reply.header('retry-after', reset);
    throw new AppError(ERROR_CODES.tooManyRequests);
  }
};

/**
 * The customer API's guard (an `onRequest` hook of `/api/v1`): a bearer key that may call now (401), counted
 * against its rate limit (429), holding the route's scope (403), and the account it acts on (a sandbox key's: the
 * twin). The key row is read on every call, so a revocation counts everywhere at once.
 */
export const checkApiCaller = async (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => {
  const access = apiAccessOf(request);
  if (access === undefined) return;
  const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (secret === undefined) throw unauthorized(reply);
  const caller = await authenticateApiKey(app, secret);
  if (caller === undefined || caller.createdBy === null) throw unauthorized(reply);
  request.apiCaller = caller;
  await limitRate(app, reply, caller);
  if (!caller.scopes.includes(access.apiKey)) {
    throw new AppError(ERROR_CODES.forbidden, 'apiKey.error.scopeMissing', { scope: access.apiKey });
  }
  const accountId = await apiAccountOf(app, caller);
  request.apiSession = sessionForJob({ userId: caller.createdBy, accountId });
};
