import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

/** The tables of the password reset: the users it finds and updates, and its tokens (migration 0047). */

const userColumns = {
  id: users.id,
  loginName: users.loginName,
  email: users.email,
  userName: users.userName,
  phone: users.phone,
  passwordHash: users.passwordHash,
};

/** The user with this login name, else the one with this e-mail (lower case), as login finds them. */
export const findUserByLoginNameOrEmail = async (db: Executor, identifier: string) => {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(or(eq(users.loginName, identifier), eq(users.email, identifier.toLowerCase())))
    .orderBy(sql`${users.loginName} = ${identifier} desc`)
    .limit(1);
  return row;
};

/** The user who bound this mobile (verified by SMS), as phone login finds it. */
export const findUserByBoundMobile = async (db: Executor, mobile: string) => {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.phone, mobile), eq(users.isRealName, 'Y')));
  return row;
};

export const findResetUserById = async (db: Executor, userId: number) => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row;
};

/** The user's one live token: the older ones (either channel) are deleted with the new one's insert. */
export const replaceResetToken = async (db: Executor, row: typeof passwordResetTokens.$inferInsert) => {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
  await db.insert(passwordResetTokens).values(row);
};

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** A live token by its hash (of either channel). */
export const findLiveToken = async (db: Executor, tokenHash: string, now: Date) => {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)));
  return row;
};

/** The user's live SMS code, while fewer than `maxWrong` wrong entries were made. */
export const findLiveSmsToken = async (db: Executor, userId: number, now: Date, maxWrong: number) => {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.channel, 'sms'),
        gt(passwordResetTokens.expiresAt, now),
        lt(passwordResetTokens.failedAttempts, maxWrong),
      ),
    );
  return row;
};

/** Counts a wrong entry against the user's SMS code (one statement: concurrent guesses all count). */
export const countWrongCode = async (db: Executor, tokenId: number) => {
  await db
    .update(passwordResetTokens)
    .set({ failedAttempts: sql`${passwordResetTokens.failedAttempts} + 1` })
    .where(eq(passwordResetTokens.id, tokenId));
};

/** Uses a token up: true when this call deleted it (of two concurrent uses, one wins). */
export const consumeToken = async (db: Executor, tokenId: number) => {
  const rows = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.id, tokenId))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
};

export const deleteResetTokensOf = async (db: Executor, userId: number) => {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
};

/** The new password (no longer an initial one: `is_reset` = Y). */
export const setResetPassword = async (db: Executor, userId: number, passwordHash: string) => {
  await db.update(users).set({ passwordHash, isReset: 'Y' }).where(eq(users.id, userId));
};
