import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
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

/** A live customer session as the account page lists it. */
export interface CustomerSessionRow {
  tokenHash: string;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The live customer sessions of a user (staff sessions never), the most recently seen first. */
export const findCustomerSessionsOfUser = (
  db: Executor,
  userId: number,
  now: Date,
): Promise<CustomerSessionRow[]> =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.isStaff, false), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), sessions.tokenHash);

/** Ends the listed customer sessions of a user (never a staff one, never another user's); answers how many. */
export const deleteCustomerSessions = async (
  db: Executor,
  userId: number,
  tokenHashes: readonly string[],
) => {
  if (tokenHashes.length === 0) return 0;
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.isStaff, false),
        inArray(sessions.tokenHash, [...tokenHashes]),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
};

/** Ends every customer session of a user except one (its staff sessions stay); answers how many ended. */
export const deleteCustomerSessionsExcept = async (db: Executor, userId: number, keepTokenHash: string) => {
  const rows = await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), eq(sessions.isStaff, false), ne(sessions.tokenHash, keepTokenHash)),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
};
