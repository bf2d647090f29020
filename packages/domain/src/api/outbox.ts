import type { endpoint } from './endpoint.ts';

/** The outbox endpoints (to be declared: the routes are still registered by hand). */
export const outboxEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
