import type { endpoint } from './endpoint.ts';

/** The tracking endpoints (to be declared: the routes are still registered by hand). */
export const trackingEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
