import { z } from 'zod';

export const PAGE_VIEW_PATH_MAX = 500;

/**
 * POST /cargo/track/pageView: the route path the user opened. Query string and hash are dropped before
 * storing (they may carry tokens or personal data).
 */
export const ZPageViewRequest = z.object({
  path: z
    .string()
    .trim()
    .min(1, 'error.fieldRequired')
    .max(PAGE_VIEW_PATH_MAX)
    .startsWith('/', 'error.fieldInvalid'),
});
export type PageViewRequest = z.infer<typeof ZPageViewRequest>;
