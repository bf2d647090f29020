import type { endpoint } from './endpoint.ts';

/** The application endpoints (to be declared: the routes are still registered by hand). */
export const applicationEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
