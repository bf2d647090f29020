import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { sessions } from '../db/schema/index.ts';

export interface SessionRow {
  tokenHash: string;
  userId: number;
  accountId: number;
  /** A staff session (staff login): staff routes only. */
  isStaff: boolean;
  lastSeenAt: Date;
}

export const insertSession = async (db: Executor, row: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(row);
};

// Every request with a session runs it: prepared once (db/prepared.ts).
const touchStatement = preparedStatement((db) =>
  db
    .update(sessions)
    .set({
      lastSeenAt: sql`${sql.placeholder('now')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .returning({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      accountId: sessions.accountId,
      isStaff: sessions.isStaff,
      lastSeenAt: sessions.lastSeenAt,
    })
    .prepare('touch_live_session'),
);

/**
 * The live session of a token, its idle expiry moved to `expiresAt` (the request's time plus the idle time);
 * nothing when the token is unknown or the session expired.
 */
export const touchLiveSession = async (
  db: Executor,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<SessionRow | undefined> => {
  const [row] = await touchStatement(db).execute({
    tokenHash,
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return row;
};

/**
 * Writes the idle expiry a cached session reached (never shortening it: another instance may have written a later
 * one); false when the session is gone.
 */
export const extendSession = async (db: Executor, tokenHash: string, now: Date, expiresAt: Date) => {
  const rows = await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      expiresAt: sql`greatest(${sessions.expiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
    })
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
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
