import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { accounts, users } from './platform.ts';

/**
 * The insurer's notice board (SPEC §7 "board query"), shown on customers' dashboards: a notice for every
 * account (`account_id` null) or for one account only. Title and body in both portal languages; shown from
 * its publish date. Published by staff in the back office (`request_key` makes a repeated submit publish once).
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
    /** The one account it is for; null = every customer. */
    accountId: integer('account_id').references(() => accounts.id),
    requestKey: text('request_key'),
    /** The staff member who published it (null for seeded notices). */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('notices_publish_date_idx').on(table.publishDate, table.id),
    uniqueIndex('notices_request_key_idx').on(table.requestKey),
    index('notices_account_idx').on(table.accountId, table.publishDate),
  ],
);
