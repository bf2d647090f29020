import type { endpoint } from './endpoint.ts';

/** The correction endpoints (to be declared: the routes are still registered by hand). */
export const correctionEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
