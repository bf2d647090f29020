import type { endpoint } from './endpoint.ts';

/** The client endpoints (to be declared: the routes are still registered by hand). */
export const clientEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
