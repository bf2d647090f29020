import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

export interface SessionRow {
  tokenHash: string;
  userId: number;
  accountId: number;
  lastSeenAt: Date;
}

export const insertSession = async (db: Executor, row: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(row);
};

export const findLiveSession = async (
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> => {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
};

export const touchSession = async (db: Executor, tokenHash: string, now: Date, expiresAt: Date) => {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
};

export const setSessionAccount = async (db: Executor, tokenHash: string, accountId: number) => {
  await db.update(sessions).set({ accountId }).where(eq(sessions.tokenHash, tokenHash));
};

export const deleteSession = async (db: Executor, tokenHash: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};

export const deleteExpiredSessions = async (db: Executor, now: Date) => {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
};

/** Ends every session of a user except one (after a password change); answers how many ended. */
export const deleteUserSessionsExcept = async (db: Executor, userId: number, keepTokenHash: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
};
