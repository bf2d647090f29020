import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The hits of each caller on each rate-limited route in its current window, shared by every server instance
 * on the database (`platform/rate-limit-store.ts`). A window starts at a caller's first hit; rows whose
 * window has ended are deleted in passing.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The route and the caller (IP), as @fastify/rate-limit keys them. */
    key: text('key').primaryKey(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_hits_window_end_idx').on(table.windowEnd)],
);
