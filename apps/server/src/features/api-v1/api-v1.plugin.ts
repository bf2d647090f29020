import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { recordApiCall } from '../api-key/api-key.service.ts';
import { checkApiCaller } from './api-caller.ts';
import { apiDocsPage } from './api-docs-page.ts';
import { claimIdempotency, storeIdempotentAnswer } from './api-idempotency.ts';
import { apiV1OpenApi } from './api-openapi.ts';
import { problemHandler } from './api-problem.ts';
import { apiV1Routes } from './api-v1.routes.ts';
import { apiV1WebhookRoutes } from './api-webhooks.routes.ts';

/** Longest request path kept in the audit trail. */
const MAX_AUDITED_PATH = 500;

/**
 * The customer API, registered under `/api/v1` (app.ts): its own error answers (problem details), its own
 * "not found", the key check, rate limit and scope (`onRequest`), Idempotency-Key (`preHandler` / `onSend`), the
 * audit trail of every call made with a key (`onResponse`), the OpenAPI document and the docs page.
 */
export const apiV1Plugin = async (app: FastifyInstance) => {
  app.setErrorHandler(problemHandler);
  app.setNotFoundHandler(() => {
    throw new AppError(ERROR_CODES.notFound, 'error.routeNotFound');
  });
  app.addHook('onRequest', (request, reply) => checkApiCaller(app, request, reply));
  app.addHook('preHandler', (request, reply) => claimIdempotency(app, request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    await storeIdempotentAnswer(app, request, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const caller = request.apiCaller;
    if (caller === undefined) return;
    await recordApiCall(app, {
      keyId: caller.keyId,
      accountId: caller.accountId,
      method: request.method,
      path: (request.url.split('?')[0] ?? '').slice(0, MAX_AUDITED_PATH),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      traceId: request.id,
    }).catch((error: unknown) => request.log.error({ err: error }, 'API call not recorded'));
  });

  const document = apiV1OpenApi();
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
  const page = apiDocsPage();
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
  await app.register(apiV1Routes);
  await app.register(apiV1WebhookRoutes);
};
