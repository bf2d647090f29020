import { businessNow } from '@cargo/domain';
import { and, asc, eq, getTableColumns, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { declarationBatchErrors, declarationBatches, declarations } from '../../db/schema/index.ts';
import type { NewDeclaration } from './declaration.repository.ts';

/** Batch uploads: the batch and its failed rows, and the declarations of a chunk inserted in one statement. */

export type BatchRecord = typeof declarationBatches.$inferSelect;
export type NewBatchError = typeof declarationBatchErrors.$inferInsert;
export type BatchFailure = NonNullable<BatchRecord['failure']>;

/** A text[] value as an array literal: {"WAR","STRIKES"}. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/**
 * Inserts many declarations with one parameter per column (`unnest` of arrays): a chunk of a batch costs
 * one statement of ~45 parameters instead of ~20 000. Every row must have the same keys.
 */
export const insertDeclarations = async (db: Executor, values: NewDeclaration[]): Promise<number[]> => {
  if (values.length === 0) return [];
  const columns = getTableColumns(declarations);
  const keys = (Object.keys(values[0]!) as (keyof NewDeclaration)[]).filter((key) => key in columns);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const arrays = keys.map((key) => {
    const column = columns[key];
    const isArray = column.getSQLType().endsWith('[]');
    const items = values.map((row) => {
      const value = row[key];
      if (value === undefined || value === null) return null;
      return isArray ? arrayLiteral(value as string[]) : value;
    });
    // Array columns travel as array literals (text) and are cast back per row.
    return sql`${sql.param(items)}::${sql.raw(isArray ? 'text' : column.getSQLType())}[]`;
  });
  const selected = keys.map((key, index) => {
    const alias = sql.identifier(`c${index}`);
    const type = columns[key].getSQLType();
    return type.endsWith('[]') ? sql`${alias}::${sql.raw(type)}` : alias;
  });
  const aliases = keys.map((_, index) => sql.identifier(`c${index}`));
  // The ids in the rows' order (unnest keeps it): each row's screening names its declaration.
  const result = await db.execute(
    sql`insert into ${declarations} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as t(${sql.join(aliases, sql`, `)}, n) order by n returning id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
};

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
