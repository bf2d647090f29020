import type { endpoint } from './endpoint.ts';

/** The switch endpoints (to be declared: the routes are still registered by hand). */
export const featureSwitchEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
