import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { applicationBatches, type StoredBatchRow } from '../../../db/schema/index.ts';

/** The tables of batch applications; every read is scoped to the account. */

export type ApplicationBatchRecord = typeof applicationBatches.$inferSelect;

export const insertApplicationBatch = async (
  db: Executor,
  values: Pick<ApplicationBatchRecord, 'accountId' | 'productCode' | 'fileName' | 'header' | 'rows'>,
): Promise<ApplicationBatchRecord> => {
  const [row] = await db.insert(applicationBatches).values(values).returning();
  return row!;
};

const ofAccount = (accountId: number, id: number) =>
  and(eq(applicationBatches.accountId, accountId), eq(applicationBatches.id, id));

export const findApplicationBatch = async (db: Executor, accountId: number, id: number) =>
  (await db.select().from(applicationBatches).where(ofAccount(accountId, id)))[0];

/** The batch, locked until the transaction ends (one apply at a time). */
export const lockApplicationBatch = async (db: Executor, accountId: number, id: number) =>
  (await db.select().from(applicationBatches).where(ofAccount(accountId, id)).for('update'))[0];

export const markBatchApplied = async (
  db: Executor,
  id: number,
  rows: StoredBatchRow[],
  applyRequestKey: string,
): Promise<ApplicationBatchRecord> => {
  const [row] = await db
    .update(applicationBatches)
    .set({ rows, applyRequestKey, status: 'applied', appliedAt: sql`now()` })
    .where(eq(applicationBatches.id, id))
    .returning();
  return row!;
};
