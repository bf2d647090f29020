import type { endpoint } from './endpoint.ts';

/** The auth endpoints (to be declared: the routes are still registered by hand). */
export const authEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
