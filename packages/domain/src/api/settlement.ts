import type { endpoint } from './endpoint.ts';

/** The settlement endpoints (to be declared: the routes are still registered by hand). */
export const settlementEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
