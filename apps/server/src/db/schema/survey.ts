import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { accounts, users } from './platform.ts';

/**
 * Answers to the satisfaction rating (SPEC §3 "Rating"; docs/business-rules.md "Satisfaction rating"):
 * 1 good, 2 bad with a comment, 3 later. One answer per user and China day: the rule asks at most once a
 * day (a later answer postpones for days), so a second answer the same day is a double submit.
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the user worked in when asked. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    evaluationType: text('evaluation_type').$type<'1' | '2' | '3'>().notNull(),
    evaluationContent: text('evaluation_content').notNull().default(''),
    answeredOn: date('answered_on', { mode: 'string' }).notNull(),
    nextAskOn: date('next_ask_on', { mode: 'string' }).notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    uniqueIndex('satisfaction_surveys_user_day_idx').on(table.userId, table.answeredOn),
    index('satisfaction_surveys_account_idx').on(table.accountId),
  ],
);
