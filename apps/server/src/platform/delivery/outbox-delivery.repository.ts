import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** How long an instance holds a message it is sending; past it, another may send it (the first died). */
const CLAIM_SECONDS = 120;

/**
 * Claims up to `limit` messages due now for this instance, in one statement: pending ones whose time has come,
 * and ones whose sender died holding them. `SKIP LOCKED`: instances claiming at once never take the same row.
 */
export const claimDueMessages = async (db: Executor, limit: number): Promise<OutboxRow[]> => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
        and(eq(outbox.status, 'sending'), lte(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
};

/** The outcome of one attempt, written only while the claim is this attempt's (its `attempts` count). */
const ofAttempt = (message: OutboxRow) =>
  and(eq(outbox.id, message.id), eq(outbox.status, 'sending'), eq(outbox.attempts, message.attempts));

export const markSent = async (db: Executor, message: OutboxRow) => {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(ofAttempt(message));
};

export const markForRetry = async (db: Executor, message: OutboxRow, error: string, delaySeconds: number) => {
  await db
    .update(outbox)
    .set({
      status: 'pending',
      lastError: error,
      claimedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(ofAttempt(message));
};

export const markDead = async (db: Executor, message: OutboxRow, error: string) => {
  await db
    .update(outbox)
    .set({ status: 'dead', lastError: error, claimedUntil: null })
    .where(ofAttempt(message));
};

/** The messages given up on, newest first. */
export const findDeadMessages = (db: Executor, limit: number, offset: number) =>
  db
    .select()
    .from(outbox)
    .where(eq(outbox.status, 'dead'))
    .orderBy(desc(outbox.id))
    .limit(limit)
    .offset(offset);

export const countDeadMessages = async (db: Executor) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.status, 'dead'));
  return row?.count ?? 0;
};

/** A dead message due again at once with a fresh count of attempts; false when it is not dead (any more). */
export const resendDeadMessage = async (db: Executor, id: number) => {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'dead')))
    .returning({ id: outbox.id });
  return rows.length > 0;
};
