import type { endpoint } from './endpoint.ts';

/** The basedata endpoints (to be declared: the routes are still registered by hand). */
export const basedataEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
