import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiIdempotency } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof apiIdempotency.$inferSelect;

const keyIs = (keyId: number, idempotencyKey: string) =>
  and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey));

/** Claims the key for a request (the insert is the lock); false when a row already holds it. */
export const claimIdempotencyKey = async (
  db: Executor,
  keyId: number,
  idempotencyKey: string,
  requestHash: string,
): Promise<boolean> => {
  const inserted = await db
    .insert(apiIdempotency)
    .values({ keyId, idempotencyKey, requestHash, state: 'running' })
    .onConflictDoNothing()
    .returning({ keyId: apiIdempotency.keyId });
  return inserted.length > 0;
};

export const findIdempotencyKey = async (db: Executor, keyId: number, idempotencyKey: string) => {
  const [row] = await db.select().from(apiIdempotency).where(keyIs(keyId, idempotencyKey));
  return row;
};

/**
 * Deletes the key's row if it is over: an answer written before `answeredBefore` (past the replay window), or a
 * claim still running since before `abandonedBefore` (its process died: no request runs that long).
 */
export const deleteStaleIdempotencyKey = (
  db: Executor,
  keyId: number,
  idempotencyKey: string,
  limits: { answeredBefore: Date; abandonedBefore: Date },
) =>
  db
    .delete(apiIdempotency)
    .where(
      and(
        keyIs(keyId, idempotencyKey),
        or(
          lt(apiIdempotency.createdAt, limits.answeredBefore),
          and(eq(apiIdempotency.state, 'running'), lt(apiIdempotency.createdAt, limits.abandonedBefore)),
        ),
      ),
    );

/** Releases a claim whose request failed on the server's side: the client may try again with the same key. */
export const releaseIdempotencyKey = (db: Executor, keyId: number, idempotencyKey: string) =>
  db.delete(apiIdempotency).where(and(keyIs(keyId, idempotencyKey), eq(apiIdempotency.state, 'running')));

/** Stores the answer given under the key, replayed to its repeats. */
export const completeIdempotencyKey = (
  db: Executor,
  keyId: number,
  idempotencyKey: string,
  answer: { status: number; body: string },
) =>
  db
    .update(apiIdempotency)
    .set({ state: 'done', status: answer.status, body: answer.body })
    .where(keyIs(keyId, idempotencyKey));
