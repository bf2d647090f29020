import type { endpoint } from './endpoint.ts';

/** The file endpoints (to be declared: the routes are still registered by hand). */
export const fileEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
