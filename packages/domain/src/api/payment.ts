import type { endpoint } from './endpoint.ts';

/** The payment endpoints (to be declared: the routes are still registered by hand). */
export const paymentEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
