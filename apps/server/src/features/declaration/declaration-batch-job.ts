import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { buffer } from 'node:stream/consumers';
import { BATCH_MAX_ROWS, businessNow, ERROR_CODES, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { findFileOfAccount, openStoredFile } from '../../platform/file-store.ts';
import { inLanguage } from '../../platform/request-language.ts';
import { screeningContext } from '../../platform/sanctions/screening.ts';
import { readFirstSheetRows, type SheetRow } from './declaration.xlsx.ts';
import {
  type BatchFailure,
  type BatchRecord,
  beatBatch,
  claimBatch,
  failBatch,
  findUnheldBatches,
  holdsBatch,
  insertBatchErrors,
  lockAccountBatches,
  releaseBatch,
  updateBatch,
} from './declaration-batch.repository.ts';
import { cellLimitsOf, isExampleRow, mapHeader } from './declaration-batch-columns.ts';
import { BATCH_CHUNK_ROWS, BatchRun } from './declaration-batch-run.ts';
import { loadReferenceLists } from './declaration-reference.ts';

/**
 * Batch uploads run as durable jobs (platform/jobs/): the upload stores the workbook in the file store and queues
 * the batch, so it answers at once and any instance may run it. A runner claims the batch (`runner`), writes its
 * heartbeat every 5 s, reads and checks the rows a chunk at a time outside any transaction (the progress saved with
 * each chunk), then declares them in one short transaction, all or nothing. A batch whose runner died (heartbeat
 * older than 20 s) is taken over by another job, which reads it again from the first row; a stopping instance hands
 * its batch back queued. Only the runner holding the batch writes or declares it, so nothing is declared twice.
 */

export const DECLARATION_BATCH_QUEUE = 'declaration-batch';
const RESUME_SCHEDULE = 'declaration-batch-resume';

export interface DeclarationBatchJob {
  batchId: number;
}

const HEARTBEAT_MS = 5_000;
/** A heartbeat older than this: the runner's instance is gone (four missed beats). */
export const ABANDONED_AFTER_SECONDS = 20;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const isBlankRow = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

/** The instance is stopping: the batch is handed back, not failed. */
class Released extends Error {}
/** Another runner took the batch over: this one leaves it alone. */
class TakenOver extends Error {}

interface Runner {
  token: string;
  batch: BatchRecord;
  signal: AbortSignal;
}

/** Saves one checked chunk: its failed rows and the progress, only while this runner holds the batch. */
const saveChunk = async (app: FastifyInstance, runner: Runner, run: BatchRun, rows: SheetRow[]) => {
  if (runner.signal.aborted) throw new Released();
  await app.db.transaction(async (tx) => {
    if (!(await holdsBatch(tx, run.batchId, runner.token))) throw new TakenOver();
    await insertBatchErrors(tx, run.checkRows(rows));
    await updateBatch(tx, run.batchId, { readRows: run.totalRows, validatedRows: run.totalRows });
  });
  await nextTurn();
};

/**
 * Reads the first sheet into the run a chunk at a time: the first non-blank row is the header, the template's
 * example row is skipped, and a file over the row limit or without rows is refused.
 */
const readAndCheck = async (app: FastifyInstance, runner: Runner, run: BatchRun, content: Buffer) => {
  let chunk: SheetRow[] = [];
  let cellLimit = cellLimitsOf(undefined);
  for await (const row of readFirstSheetRows(content, (column) => cellLimit(column))) {
    if (isBlankRow(row)) continue;
    if (!run.header) {
      run.header = row.cells;
      run.columns = mapHeader(row.cells);
      cellLimit = cellLimitsOf(run.columns);
      continue;
    }
    if (isExampleRow(row.cells, run.columns!)) continue;
    run.totalRows++;
    if (run.totalRows > BATCH_MAX_ROWS) {
      throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.tooManyRows', {
        max: BATCH_MAX_ROWS,
      });
    }
    chunk.push(row);
    if (chunk.length >= BATCH_CHUNK_ROWS) {
      await saveChunk(app, runner, run, chunk);
      chunk = [];
    }
  }
  if (run.totalRows === 0) throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.noRows');
  if (chunk.length > 0) await saveChunk(app, runner, run, chunk);
};

/** The uploaded workbook, from whichever store holds it. */
const workbookOf = async (app: FastifyInstance, batch: BatchRecord) => {
  const file = batch.fileId ? await findFileOfAccount(app, batch.accountId, batch.fileId) : undefined;
  const bytes = file ? await openStoredFile(app, file) : undefined;
  if (!bytes) throw new Error(`the workbook of batch ${batch.id} is missing from the file store`);
  return buffer(bytes);
};

/** Reads, checks and declares the claimed batch in one transaction. */
const declareBatch = async (app: FastifyInstance, runner: Runner) => {
  const { batch, token } = runner;
  const lists = await loadReferenceLists(app);
  const run = new BatchRun(
    batch.id,
    batch.accountId,
    lists,
    todayInChina(),
    batch.chosenPolicyNo ?? undefined,
  );
  await readAndCheck(app, runner, run, await workbookOf(app, batch));
  if (runner.signal.aborted) throw new Released();
  if (app.config.screenBatchRows)
    run.screening = { context: await screeningContext(app, app.db), known: new Map() };
  await app.db.transaction(async (tx) => {
    // One batch of an account declares at a time: two batches never wait on each other's policy locks.
    await lockAccountBatches(tx, batch.accountId);
    if (!(await holdsBatch(tx, batch.id, token))) throw new TakenOver();
    await run.declare(tx);
    await updateBatch(tx, batch.id, {
      status: 'succeeded',
      runner: null,
      header: run.header!,
      totalRows: run.totalRows,
      declaredRows: run.declaredRows,
      reviewRows: run.reviewRows,
      failedRows: run.failedRows,
      totals: [...run.totals].map(([currencyCode, total]) => ({ currencyCode, ...total })),
      finishedAt: businessNow(),
    });
  });
};

/** A refusal as stored: its message key and params (as text); anything else is "could not be processed". */
const failureOf = (error: unknown): BatchFailure => {
  if (!(error instanceof AppError) || error.httpStatus >= 500) {
    return { message: 'declaration.batch.error.jobFailed' };
  }
  const params = Object.fromEntries(Object.entries(error.params).map(([key, value]) => [key, String(value)]));
  return { message: error.messageKey, params };
};

/** Ends an attempt that did not declare: handed back, left to the runner that took over, or failed with its reason. */
const endUndeclared = async (app: FastifyInstance, runner: Runner, error: unknown) => {
  const batchId = runner.batch.id;
  if (error instanceof TakenOver) return;
  if (error instanceof Released) {
    await releaseBatch(app.db, batchId, runner.token);
    return;
  }
  if (!(error instanceof AppError)) app.log.error({ err: error, batchId }, 'batch job failed');
  await failBatch(app.db, batchId, runner.token, failureOf(error));
};

/** The job: claims the batch (nothing when it is finished or another live runner holds it) and runs it. */
export const runDeclarationBatch = async (app: FastifyInstance, batchId: number, signal: AbortSignal) => {
  // Which instance runs it, for operations reading the table (and the cluster bench): host, process, attempt.
  const token = `${hostname()}/${process.pid}/${randomUUID()}`;
  const batch = await claimBatch(app.db, batchId, token, ABANDONED_AFTER_SECONDS);
  if (!batch) return;
  const runner: Runner = { token, batch, signal };
  const heartbeat = setInterval(() => {
    beatBatch(app.db, batchId, token).catch((error: unknown) =>
      app.log.error({ err: error, batchId }, 'batch heartbeat failed'),
    );
  }, HEARTBEAT_MS);
  try {
    await inLanguage(batch.language, () => declareBatch(app, runner));
  } catch (error) {
    await endUndeclared(app, runner, error);
  } finally {
    clearInterval(heartbeat);
  }
};

/** Queues a batch's job (one waiting or running job per batch). */
export const queueDeclarationBatch = (app: FastifyInstance, batchId: number) =>
  app.jobs.send<DeclarationBatchJob>(DECLARATION_BATCH_QUEUE, { batchId }, { singletonKey: String(batchId) });

/** Queues the batches nobody holds: a job lost with its instance, or a batch handed back by a stopping one. */
const resumeUnheldBatches = async (app: FastifyInstance) => {
  const batchIds = await findUnheldBatches(app.db, ABANDONED_AFTER_SECONDS);
  if (batchIds.length > 0) app.log.warn({ batchIds }, 'unfinished batches nobody holds queued again');
  for (const batchId of batchIds) await queueDeclarationBatch(app, batchId);
};

/** The batch queue, and the unheld batches queued again when the app is ready and every minute. */
export const registerBatchJobs = (app: FastifyInstance) => {
  app.jobs.define<DeclarationBatchJob>({
    name: DECLARATION_BATCH_QUEUE,
    run: (job, stopping) => runDeclarationBatch(app, job.batchId, stopping),
    retryLimit: 3,
    retryDelaySeconds: 5,
    heartbeatSeconds: 10,
    expireInSeconds: 15 * 60,
    concurrency: 1,
  });
  app.jobs.schedule({ name: RESUME_SCHEDULE, everyMinutes: 1, run: () => resumeUnheldBatches(app) });
  app.addHook('onReady', () => resumeUnheldBatches(app));
};
