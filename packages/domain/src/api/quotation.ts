import type { endpoint } from './endpoint.ts';

/** The quotation endpoints (to be declared: the routes are still registered by hand). */
export const quotationEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
