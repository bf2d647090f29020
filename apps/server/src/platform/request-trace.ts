import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The trace id of the request being answered, for records that keep it (the staff audit log): entered in an
 * `onRequest` hook that takes a callback, like the caller's language, so the handler runs inside it.
 */
const traceStore = new AsyncLocalStorage<string>();

/** The current request's trace id; '' outside a request (seed, jobs). */
export const callerTraceId = (): string => traceStore.getStore() ?? '';

export const registerRequestTrace = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    traceStore.run(request.id, done);
  });
};
