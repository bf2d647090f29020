import type { endpoint } from './endpoint.ts';

/** The declaration endpoints (to be declared: the routes are still registered by hand). */
export const declarationEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
