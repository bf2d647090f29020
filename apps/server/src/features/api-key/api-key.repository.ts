import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiCalls, apiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;
export type NewApiCall = typeof apiCalls.$inferInsert;

export const insertApiKey = async (db: Executor, values: NewApiKey): Promise<ApiKeyRow> => {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key not inserted');
  return row;
};

export const findApiKeysOfAccount = (db: Executor, accountId: number) =>
  db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.id));

/** The key of a secret's hash (one indexed lookup), revoked or not. */
export const findApiKeyByHash = async (db: Executor, secretHash: string) => {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  return row;
};

/** Revokes the account's key (a revoked key stays revoked); false when the account has no such key. */
export const revokeApiKeyRow = async (db: Executor, accountId: number, id: number, now: Date) => {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now})` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)))
    .returning({ id: apiKeys.id });
  return row !== undefined;
};

/** Moves the key's last use to `now` when it is older than `before` (at most one write a minute per key). */
export const touchApiKey = (db: Executor, id: number, now: Date, before: Date) =>
  db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));

export const insertApiCall = (db: Executor, values: NewApiCall) => db.insert(apiCalls).values(values);

/** A page of the account's API calls, newest first, with the key's name and prefix. */
export const findApiCallsOfAccount = async (
  db: Executor,
  accountId: number,
  window: { offset: number; limit: number },
) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: apiCalls.id,
        keyName: apiKeys.name,
        keyPrefix: apiKeys.prefix,
        method: apiCalls.method,
        path: apiCalls.path,
        status: apiCalls.status,
        durationMs: apiCalls.durationMs,
        traceId: apiCalls.traceId,
        createdAt: apiCalls.createdAt,
      })
      .from(apiCalls)
      .innerJoin(apiKeys, eq(apiKeys.id, apiCalls.keyId))
      .where(eq(apiCalls.accountId, accountId))
      .orderBy(desc(apiCalls.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(apiCalls).where(eq(apiCalls.accountId, accountId)),
  ]);
  return { rows, total: total?.total ?? 0 };
};
