import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per caller and rate-limit window, shared by every server instance on the database
 * (`platform/rate-limit-store.ts`). A row lives until its window has ended; old rows are deleted in passing.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The route's limit and the caller (IP), as @fastify/rate-limit keys them. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_end_idx').on(table.windowEnd),
  ],
);
