import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';

/** The attempts table of the login throttle (`login-throttle.ts`): failures counted per key or per IP. */

export const countFailedLogins = async (
  db: Executor,
  by: { accountKey: string } | { ip: string },
  since: Date,
): Promise<number> => {
  const who = 'accountKey' in by ? eq(loginAttempts.accountKey, by.accountKey) : eq(loginAttempts.ip, by.ip);
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return row?.failures ?? 0;
};

/** Advisory lock classes of the attempt budgets: one per kind of key, always taken in this order. */
const ATTEMPT_KEY_LOCK_CLASS = 4_0101;
const ATTEMPT_IP_LOCK_CLASS = 4_0102;

/**
 * Serialises the attempts of one key (and of one IP) until the transaction ends, so that counting the failures
 * and recording the new attempt are one step for every concurrent caller. The key lock is always taken first.
 */
export const lockAttemptBudget = async (db: Executor, by: { accountKey: string; ip?: string }) => {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ATTEMPT_KEY_LOCK_CLASS}::int, hashtext(${by.accountKey}))`,
  );
  if (by.ip !== undefined) {
    await db.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_IP_LOCK_CLASS}::int, hashtext(${by.ip}))`);
  }
};

/** Records an attempt as failed (a pending attempt counts as a failure until it is settled); answers its id. */
export const insertPendingAttempt = async (db: Executor, row: { accountKey: string; ip: string | null }) => {
  const [inserted] = await db
    .insert(loginAttempts)
    .values({ ...row, succeeded: false })
    .returning({ id: loginAttempts.id });
  if (!inserted) throw new Error('login attempt not recorded');
  return inserted.id;
};

export const markAttemptSucceeded = async (db: Executor, id: number) => {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
};

/** Forgets the attempts recorded under these keys (a user's budgets after its password was reset). */
export const deleteAttemptsOf = async (db: Executor, accountKeys: readonly string[]) => {
  await db.delete(loginAttempts).where(inArray(loginAttempts.accountKey, [...accountKeys]));
};
