import type { endpoint } from './endpoint.ts';

/** The account endpoints (to be declared: the routes are still registered by hand). */
export const accountEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
