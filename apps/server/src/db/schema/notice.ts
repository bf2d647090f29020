import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, serialId } from './columns.ts';
import { optionalAccountId, userRef } from './references.ts';

/**
 * The insurer's notice board (SPEC §7 "board query"), shown on customers' dashboards: a notice for every
 * account (`account_id` null) or for one account only. Title and body in both portal languages; shown from
 * its publish date. Published by staff in the back office (`request_key` makes a repeated submit publish once).
 */
export const notices = pgTable(
  'notices',
  {
    id: serialId(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    /** China day from which the notice is shown. */
    publishDate: day('publish_date').notNull(),
    /** The one account it is for; null = every customer. */
    accountId: optionalAccountId('no action'),
    requestKey: text('request_key'),
    /** The staff member who published it (null for seeded notices). */
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notices_publish_date_idx').on(table.publishDate, table.id),
    uniqueIndex('notices_request_key_idx').on(table.requestKey),
    index('notices_account_idx').on(table.accountId, table.publishDate),
  ],
);
