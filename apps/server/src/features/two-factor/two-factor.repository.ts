import { and, count, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  loginChallenges,
  memberships,
  recoveryCodes,
  users,
  userTotp,
} from '../../db/schema/index.ts';

export const findTotp = async (db: Executor, userId: number) => {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
};

/** The confirmed secret of a user, locked for the transaction (replay check and step update in one). */
export const lockConfirmedTotp = async (db: Executor, userId: number) => {
  const [row] = await db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .for('update');
  return row;
};

/** A new unconfirmed secret, replacing an earlier unconfirmed one (never a confirmed one). */
export const saveUnconfirmedSecret = async (db: Executor, userId: number, secret: string) => {
  await db.delete(userTotp).where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)));
  await db.insert(userTotp).values({ userId, secret }).onConflictDoNothing();
};

export const confirmTotp = async (db: Executor, userId: number, step: number, now: Date) => {
  await db.update(userTotp).set({ confirmedAt: now, lastUsedStep: step }).where(eq(userTotp.userId, userId));
};

export const setLastUsedStep = async (db: Executor, userId: number, step: number) => {
  await db.update(userTotp).set({ lastUsedStep: step }).where(eq(userTotp.userId, userId));
};

export const deleteTotp = async (db: Executor, userId: number) => {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
};

/** Replaces the user's recovery codes with new ones (by their hashes). */
export const replaceRecoveryCodes = async (db: Executor, userId: number, hashes: string[]) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
};

/** Uses an unused recovery code of the user up; whether there was one. */
export const useRecoveryCode = async (db: Executor, userId: number, codeHash: string, now: Date) => {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
};

export const countRecoveryCodesLeft = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
};

/** Whether one of the accounts the user works in (enabled memberships) requires two-factor sign-in. */
export const isRequiredByAnAccount = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ accountId: accounts.id })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(memberships.userId, userId),
        isNull(memberships.disabledAt),
        eq(accounts.requireTwoFactor, true),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const findAccountRequirement = async (db: Executor, accountId: number) => {
  const [row] = await db
    .select({ required: accounts.requireTwoFactor })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.required ?? false;
};

export const setAccountRequirement = async (db: Executor, accountId: number, required: boolean) => {
  await db.update(accounts).set({ requireTwoFactor: required }).where(eq(accounts.id, accountId));
};

export const findUserSecrets = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ loginName: users.loginName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export const insertChallenge = async (db: Executor, row: typeof loginChallenges.$inferInsert) => {
  await db.insert(loginChallenges).values(row);
};

/** A live (unused, unexpired) challenge by its hash, locked for the transaction when `lock`. */
export const findLiveChallenge = async (db: Executor, tokenHash: string, now: Date, lock = false) => {
  const query = db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const markChallengeUsed = async (db: Executor, tokenHash: string, now: Date) => {
  await db.update(loginChallenges).set({ usedAt: now }).where(eq(loginChallenges.tokenHash, tokenHash));
};

/** Deletes challenges that expired before `now` (they can no longer be used). */
export const deleteExpiredChallenges = async (db: Executor, now: Date) => {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
};
