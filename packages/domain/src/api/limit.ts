import type { endpoint } from './endpoint.ts';

/** The limit endpoints (to be declared: the routes are still registered by hand). */
export const limitEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
