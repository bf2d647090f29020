import type { endpoint } from './endpoint.ts';

/** The reservation endpoints (to be declared: the routes are still registered by hand). */
export const reservationEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
