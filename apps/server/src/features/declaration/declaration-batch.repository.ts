import { businessNow } from '@cargo/domain';
import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { declarationBatchErrors, declarationBatches, declarations } from '../../db/schema/index.ts';
import { insertByUnnest } from '../../db/unnest-insert.ts';
import type { NewDeclaration } from './declaration.repository.ts';

/** Batch uploads: the batch and its failed rows, and the declarations of a chunk inserted in one statement. */

export type BatchRecord = typeof declarationBatches.$inferSelect;
export type NewBatchError = typeof declarationBatchErrors.$inferInsert;
export type BatchFailure = NonNullable<BatchRecord['failure']>;

/** A chunk of a batch's declarations in one statement; their ids in the rows' order. */
export const insertDeclarations = (db: Executor, values: NewDeclaration[]): Promise<number[]> =>
  insertByUnnest(db, declarations, values);

/** Which of these shipment keys are already declared (not drafts) under the policy. */
export const findDeclaredShipmentKeys = async (
  db: Executor,
  policyId: number,
  shipmentKeys: string[],
): Promise<Set<string>> => {
  if (shipmentKeys.length === 0) return new Set();
  const rows = await db
    .select({ shipmentKey: declarations.shipmentKey })
    .from(declarations)
    .where(
      and(
        eq(declarations.openPolicyId, policyId),
        sql`${declarations.shipmentKey} = any(${sql.param(shipmentKeys)}::text[])`,
        ne(declarations.status, '01'),
      ),
    );
  return new Set(rows.map((row) => row.shipmentKey ?? ''));
};

/** Advisory lock class of batch uploads: one batch of an account at a time (no lock-order deadlocks). */
const BATCH_LOCK_CLASS = 4_0003;

export const lockAccountBatches = async (db: Executor, accountId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK_CLASS}::int, ${accountId}::int)`);
};

export const findBatchByFile = async (db: Executor, accountId: number, fileSha256: string) => {
  const [row] = await db
    .select()
    .from(declarationBatches)
    .where(and(eq(declarationBatches.accountId, accountId), eq(declarationBatches.fileSha256, fileSha256)));
  return row;
};

export const findBatch = async (db: Executor, accountId: number, batchId: number) => {
  const [row] = await db
    .select()
    .from(declarationBatches)
    .where(and(eq(declarationBatches.accountId, accountId), eq(declarationBatches.id, batchId)));
  return row;
};

/** The account's batches waiting or running. */
export const countUnfinishedBatches = async (db: Executor, accountId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(declarationBatches)
    .where(
      and(
        eq(declarationBatches.accountId, accountId),
        inArray(declarationBatches.status, ['queued', 'running']),
      ),
    );
  return row?.count ?? 0;
};

/** A new batch, or nothing when the account has a batch of the same file already (a concurrent upload). */
export const insertBatchIfNew = async (db: Executor, values: typeof declarationBatches.$inferInsert) => {
  const [row] = await db.insert(declarationBatches).values(values).onConflictDoNothing().returning();
  return row;
};

/** A failed batch queued again for its file uploaded anew; nothing when it is no longer failed. */
export const requeueFailedBatch = async (
  db: Executor,
  batchId: number,
  upload: Pick<BatchRecord, 'fileName' | 'fileId' | 'chosenPolicyNo' | 'language'>,
) => {
  const [row] = await db
    .update(declarationBatches)
    .set({ ...EMPTY_RESULT, ...upload, status: 'queued', createdAt: businessNow(), heartbeatAt: sql`now()` })
    .where(and(eq(declarationBatches.id, batchId), eq(declarationBatches.status, 'failed')))
    .returning();
  return row;
};

/** The counts of a batch before its job ran. */
export const EMPTY_RESULT = {
  header: [],
  totalRows: 0,
  declaredRows: 0,
  reviewRows: 0,
  failedRows: 0,
  totals: [],
  readRows: 0,
  validatedRows: 0,
  failure: null,
  startedAt: null,
  finishedAt: null,
} satisfies Partial<typeof declarationBatches.$inferInsert>;

/** The holder of a running batch: its runner's token. */
const heldBy = (batchId: number, runner: string) =>
  and(
    eq(declarationBatches.id, batchId),
    eq(declarationBatches.status, 'running'),
    eq(declarationBatches.runner, runner),
  );

/** Ends a batch its runner holds as failed: its failed rows kept so far are removed, nothing of it is declared. */
export const failBatch = (db: Executor, batchId: number, runner: string, failure: BatchFailure) =>
  db.transaction(async (tx) => {
    const failed = await tx
      .update(declarationBatches)
      .set({ status: 'failed', failure, failedRows: 0, runner: null, finishedAt: businessNow() })
      .where(heldBy(batchId, runner))
      .returning({ id: declarationBatches.id });
    if (failed.length > 0)
      await tx.delete(declarationBatchErrors).where(eq(declarationBatchErrors.batchId, batchId));
  });

/**
 * Takes a batch for `runner`: a queued one, or a running one whose holder stopped writing its heartbeat more than
 * `staleSeconds` ago (by the database's clock, which every instance shares; its instance died). What an earlier
 * runner stored is removed: the batch is read again from its first row. Undefined when the batch is finished or
 * held by a live runner.
 */
export const claimBatch = (db: Database, batchId: number, runner: string, staleSeconds: number) =>
  db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(declarationBatches)
      .set({
        status: 'running',
        runner,
        heartbeatAt: sql`now()`,
        startedAt: businessNow(),
        readRows: 0,
        validatedRows: 0,
      })
      .where(
        and(
          eq(declarationBatches.id, batchId),
          or(
            eq(declarationBatches.status, 'queued'),
            and(
              eq(declarationBatches.status, 'running'),
              lt(declarationBatches.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
            ),
          ),
        ),
      )
      .returning();
    if (claimed) await tx.delete(declarationBatchErrors).where(eq(declarationBatchErrors.batchId, batchId));
    return claimed;
  });

/** The unfinished batches nobody holds: queued or running with a heartbeat older than `staleSeconds`. */
export const findUnheldBatches = async (db: Executor, staleSeconds: number) =>
  (
    await db
      .select({ id: declarationBatches.id })
      .from(declarationBatches)
      .where(
        and(
          inArray(declarationBatches.status, ['queued', 'running']),
          lt(declarationBatches.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
        ),
      )
  ).map((row) => row.id);

/**
 * Whether `runner` still holds the batch, its row locked until the transaction ends: a runner whose batch was
 * taken over (its heartbeat stalled) writes and declares nothing more of it.
 */
export const holdsBatch = async (tx: Executor, batchId: number, runner: string) => {
  const rows = await tx
    .select({ id: declarationBatches.id })
    .from(declarationBatches)
    .where(heldBy(batchId, runner))
    .for('update');
  return rows.length > 0;
};

/** The heartbeat of a batch its runner holds. */
export const beatBatch = async (db: Executor, batchId: number, runner: string) => {
  await db.update(declarationBatches).set({ heartbeatAt: sql`now()` }).where(heldBy(batchId, runner));
};

/** A running batch handed back by a stopping instance: queued again, at once free for any other to take. */
export const releaseBatch = async (db: Executor, batchId: number, runner: string) => {
  await db
    .update(declarationBatches)
    .set({
      status: 'queued',
      runner: null,
      readRows: 0,
      validatedRows: 0,
      heartbeatAt: sql`'-infinity'::timestamptz`,
    })
    .where(heldBy(batchId, runner));
};

export const updateBatch = async (
  db: Executor,
  batchId: number,
  values: Partial<typeof declarationBatches.$inferInsert>,
) => {
  const [row] = await db
    .update(declarationBatches)
    .set(values)
    .where(eq(declarationBatches.id, batchId))
    .returning();
  return row!;
};

export const insertBatchErrors = async (db: Executor, values: NewBatchError[]) => {
  if (values.length > 0) await db.insert(declarationBatchErrors).values(values);
};

export const findBatchErrors = (db: Executor, batchId: number) =>
  db
    .select()
    .from(declarationBatchErrors)
    .where(eq(declarationBatchErrors.batchId, batchId))
    .orderBy(asc(declarationBatchErrors.rowNumber));
