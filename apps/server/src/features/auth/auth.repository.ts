import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
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

/** The account a user lands in after login: the default membership, else the first. */
export const findLandingAccountId = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), asc(memberships.sortOrder))
    .limit(1);
  return row?.accountId;
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

export const insertLoginAttempt = async (db: Executor, row: typeof loginAttempts.$inferInsert) => {
  await db.insert(loginAttempts).values(row);
};
