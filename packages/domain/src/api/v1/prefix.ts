/** Where the customer API lives (a module of its own: a screen linking to its docs loads no schema). */
export const API_V1_PREFIX = '/api/v1';
