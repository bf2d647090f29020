import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, serialId } from './columns.ts';
import { accountId, userRef } from './references.ts';

/**
 * Answers to the satisfaction rating (SPEC §3 "Rating"; docs/business-rules.md "Satisfaction rating"):
 * 1 good, 2 bad with a comment, 3 later. One answer per user and China day: the rule asks at most once a
 * day (a later answer postpones for days), so a second answer the same day is a double submit.
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: serialId(),
    userId: userRef('user_id', 'cascade').notNull(),
    /** The account the user worked in when asked. */
    accountId: accountId(),
    evaluationType: text('evaluation_type').$type<'1' | '2' | '3'>().notNull(),
    evaluationContent: text('evaluation_content').notNull().default(''),
    answeredOn: day('answered_on').notNull(),
    nextAskOn: day('next_ask_on').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('satisfaction_surveys_user_day_idx').on(table.userId, table.answeredOn),
    index('satisfaction_surveys_account_idx').on(table.accountId),
  ],
);
