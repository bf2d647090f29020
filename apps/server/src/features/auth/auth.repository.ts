import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginAttempts, memberships, users, verifyCodes } from '../../db/schema/index.ts';

export const insertVerifyCode = async (db: Executor, row: typeof verifyCodes.$inferInsert) => {
  await db.insert(verifyCodes).values(row);
};

/** Marks a live code used and returns its hash; nothing when unknown, used or expired. */
export const consumeVerifyCode = async (db: Executor, id: string, now: Date) => {
  const [row] = await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.id, id), isNull(verifyCodes.usedAt), gt(verifyCodes.expiresAt, now)))
    .returning({ codeHash: verifyCodes.codeHash });
  return row?.codeHash;
};

const userColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  isReset: users.isReset,
};

export const findUserByLoginName = async (db: Executor, loginName: string) => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.loginName, loginName));
  return row;
};

export const findUserByEmail = async (db: Executor, email: string) => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email.toLowerCase()));
  return row;
};

/** The account a user lands in after login: the default membership, else the first (disabled ones never). */
export const findLandingAccountId = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.disabledAt)))
    .orderBy(desc(memberships.isDefault), asc(memberships.sortOrder))
    .limit(1);
  return row?.accountId;
};

/** Whether an administrator disabled the user in an account (features/user-admin). */
export const hasDisabledMembership = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.disabledAt)))
    .limit(1);
  return row !== undefined;
};

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
export const insertPendingAttempt = async (db: Executor, row: { accountKey: string; ip: string }) => {
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

/** Deletes the verification codes (image and SMS) that expired before `now`: they can no longer be used. */
export const deleteExpiredVerifyCodes = async (db: Executor, now: Date): Promise<number> => {
  const deleted = await db
    .delete(verifyCodes)
    .where(lt(verifyCodes.expiresAt, now))
    .returning({ id: verifyCodes.id });
  return deleted.length;
};
