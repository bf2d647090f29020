import type { endpoint } from './endpoint.ts';

/** The dashboard endpoints (to be declared: the routes are still registered by hand). */
export const dashboardEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
