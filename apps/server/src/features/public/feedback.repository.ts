import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedbacks } from '../../db/schema/index.ts';

export type NewFeedback = typeof feedbacks.$inferInsert;

export const findFeedbackIdByKey = async (db: Executor, requestKey: string): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(eq(feedbacks.requestKey, requestKey));
  return row?.id;
};

export const countFeedbacksFromIp = async (db: Executor, ip: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(feedbacks)
    .where(and(eq(feedbacks.ip, ip), gt(feedbacks.createdAt, since)));
  return row?.total ?? 0;
};

/** Inserts the feedback; undefined when a feedback with the same request key already exists. */
export const insertFeedback = async (db: Executor, row: NewFeedback): Promise<number | undefined> => {
  const [inserted] = await db
    .insert(feedbacks)
    .values(row)
    .onConflictDoNothing({ target: feedbacks.requestKey })
    .returning({ id: feedbacks.id });
  return inserted?.id;
};
