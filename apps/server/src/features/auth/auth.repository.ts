import { and, asc, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, users, verifyCodes } from '../../db/schema/index.ts';

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

export const findUserById = async (db: Executor, id: number) => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
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

/** Deletes the verification codes (image and SMS) that expired before `now`: they can no longer be used. */
export const deleteExpiredVerifyCodes = async (db: Executor, now: Date): Promise<number> => {
  const deleted = await db
    .delete(verifyCodes)
    .where(lt(verifyCodes.expiresAt, now))
    .returning({ id: verifyCodes.id });
  return deleted.length;
};
