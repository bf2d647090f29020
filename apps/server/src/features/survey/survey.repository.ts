import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, policies, satisfactionSurveys } from '../../db/schema/index.ts';

export type NewSurveyAnswer = typeof satisfactionSurveys.$inferInsert;

/** The user's latest answer (any account): the rating is about the portal, not one account. */
export const findLatestAnswer = async (db: Executor, userId: number) => {
  const [row] = await db
    .select()
    .from(satisfactionSurveys)
    .where(eq(satisfactionSurveys.userId, userId))
    .orderBy(desc(satisfactionSurveys.answeredOn), desc(satisfactionSurveys.id))
    .limit(1);
  return row;
};

/** Inserts an answer; undefined when the user already answered that day (a double submit). */
export const insertAnswer = async (db: Executor, row: NewSurveyAnswer) => {
  const [inserted] = await db.insert(satisfactionSurveys).values(row).onConflictDoNothing().returning();
  return inserted;
};

/**
 * Policies ever issued to the account, counted up to `atMost` (the survey rule only asks whether there are that
 * many): an exact count read 680 k index entries at 1 M, 33-111 ms on every start of the portal (issue 14).
 */
export const countIssuedPoliciesUpTo = async (
  db: Executor,
  accountId: number,
  atMost: number,
): Promise<number> => {
  const issued = db
    .select({ id: policies.id })
    .from(policies)
    .where(eq(policies.accountId, accountId))
    .limit(atMost)
    .as('issued');
  const [row] = await db.select({ total: count() }).from(issued);
  return row?.total ?? 0;
};

export const findAccountVip = async (db: Executor, accountId: number): Promise<boolean> => {
  const [row] = await db.select({ isVip: accounts.isVip }).from(accounts).where(eq(accounts.id, accountId));
  return row?.isVip ?? false;
};
