import { z } from 'zod';
import { ZPageViewRequest } from '../schemas/tracking.ts';
import { endpoint } from './endpoint.ts';
import { firstScreenCalls } from './first-screen-calls.ts';

/** Page views (SPEC §2): public pages are tracked too, with the user when logged in. */
export const trackingEndpoints = {
  pageView: endpoint({
    ...firstScreenCalls.pageView,
    access: 'public',
    body: ZPageViewRequest,
    response: z.null(),
    // One call per page change: 300 a minute per IP leaves room for an office behind one address.
    rateLimit: { max: 300, timeWindowSeconds: 60 },
    summary: 'Records that a page was opened (its route path only)',
  }),
};
