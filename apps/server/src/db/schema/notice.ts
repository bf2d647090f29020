import { date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';

/**
 * The insurer's public notice board (SPEC §7 "board query"), shown on the dashboard of every account: a
 * notice is not account-specific. Title and body in both portal languages; shown from its publish date.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    /** China day from which the notice is shown. */
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('notices_publish_date_idx').on(table.publishDate, table.id)],
);
