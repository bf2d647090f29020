import { BATCH_MAX_ROWS, businessNow, ERROR_CODES, type Language, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { inLanguage } from '../../platform/request-language.ts';
import { readFirstSheetRows, type SheetRow } from './declaration.xlsx.ts';
import {
  type BatchFailure,
  beatBatches,
  failAbandonedBatches,
  failBatch,
  insertBatchErrors,
  isBatchStillRunning,
  lockAccountBatches,
  startQueuedBatch,
  updateBatch,
} from './declaration-batch.repository.ts';
import { cellLimitsOf, isExampleRow, mapHeader } from './declaration-batch-columns.ts';
import { BATCH_CHUNK_ROWS, BatchRun } from './declaration-batch-run.ts';
import { loadReferenceLists } from './declaration-reference.ts';

/**
 * Batch uploads run as background jobs, one at a time per process, so an upload answers at once and other
 * requests keep being served: the rows are read and checked a chunk at a time outside any transaction (the
 * progress is saved after each chunk, and the event loop gets a turn), then declared in one short
 * transaction. A job that fails, or that a stopping server interrupts, leaves its batch failed with the
 * reason and nothing declared. Each instance writes a heartbeat on the batches it holds; any instance fails the
 * batches whose heartbeat went stale (their instance died), at start and every half minute, and leaves the live
 * batches of the other instances alone.
 */

declare module 'fastify' {
  interface FastifyInstance {
    batchJobs: BatchJobs;
  }
}

/** What a queued job needs: the file stays in memory until the job is done (4 MB at most). */
export interface BatchJob {
  batchId: number;
  accountId: number;
  content: Buffer;
  chosenPolicyNo: string | undefined;
  /** The uploader's language, for the texts a refusal renders (the missing columns). */
  language: Language;
}

/** Batches waiting or running in this process at most; another upload answers 429 "try again later". */
export const MAX_UNFINISHED_BATCHES = 8;

/** How often an instance writes the heartbeat of the batches it holds, and looks for abandoned ones. */
const HEARTBEAT_MS = 15_000;
const SWEEP_MS = 30_000;
/** A heartbeat older than this: its instance is gone (six missed beats). */
export const ABANDONED_AFTER_SECONDS = 90;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const isBlankRow = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

const interrupted = () => new AppError(ERROR_CODES.internal, 'declaration.batch.error.interrupted');

/**
 * Reads the first sheet into the run a chunk at a time: the first non-blank row is the header, the template's
 * example row is skipped, and a file over the row limit or without rows is refused. Failed rows are stored as
 * they are found; the progress is saved after each chunk.
 */
const readAndCheck = async (
  app: FastifyInstance,
  run: BatchRun,
  job: BatchJob,
  isStopping: () => boolean,
) => {
  let chunk: SheetRow[] = [];
  let cellLimit = cellLimitsOf(undefined);
  const checkChunk = async () => {
    if (isStopping()) throw interrupted();
    await insertBatchErrors(app.db, run.checkRows(chunk));
    chunk = [];
    await updateBatch(app.db, run.batchId, { readRows: run.totalRows, validatedRows: run.totalRows });
    await nextTurn();
  };
  for await (const row of readFirstSheetRows(job.content, (column) => cellLimit(column))) {
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
    if (chunk.length >= BATCH_CHUNK_ROWS) await checkChunk();
  }
  if (run.totalRows === 0) throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.noRows');
  if (chunk.length > 0) await checkChunk();
};

/** Reads, checks and declares one batch; any refusal fails the whole batch with its reason. */
const runBatchJob = async (app: FastifyInstance, job: BatchJob, isStopping: () => boolean) => {
  const { batchId, accountId } = job;
  try {
    // A batch the abandoned-batch sweep failed while it waited here is left as it is.
    if (!(await startQueuedBatch(app.db, batchId, businessNow()))) return;
    const lists = await loadReferenceLists(app);
    const run = new BatchRun(batchId, accountId, lists, todayInChina(), job.chosenPolicyNo);
    await readAndCheck(app, run, job, isStopping);
    if (isStopping()) throw interrupted();
    await app.db.transaction(async (tx) => {
      // One batch of an account declares at a time: two batches never wait on each other's policy locks.
      await lockAccountBatches(tx, accountId);
      if (!(await isBatchStillRunning(tx, batchId))) throw interrupted();
      await run.declare(tx);
      await updateBatch(tx, batchId, {
        status: 'succeeded',
        header: run.header!,
        totalRows: run.totalRows,
        declaredRows: run.declaredRows,
        reviewRows: run.reviewRows,
        failedRows: run.failedRows,
        totals: [...run.totals].map(([currencyCode, total]) => ({ currencyCode, ...total })),
        finishedAt: businessNow(),
      });
    });
  } catch (error) {
    if (!(error instanceof AppError)) app.log.error({ err: error, batchId }, 'batch job failed');
    await failBatch(app.db, batchId, failureOf(error)).catch((failure: unknown) => {
      app.log.error({ err: failure, batchId }, 'batch job could not be marked failed');
    });
  }
};

/** A refusal as stored: its message key and params (as text); anything else is "could not be processed". */
const failureOf = (error: unknown): BatchFailure => {
  if (!(error instanceof AppError) || error.httpStatus >= 500) {
    const message =
      error instanceof AppError && error.messageKey === 'declaration.batch.error.interrupted'
        ? error.messageKey
        : 'declaration.batch.error.jobFailed';
    return { message };
  }
  const params = Object.fromEntries(Object.entries(error.params).map(([key, value]) => [key, String(value)]));
  return { message: error.messageKey, params };
};

/** The queue of this process's batch jobs. */
export class BatchJobs {
  private readonly queue: BatchJob[] = [];
  private current: Promise<void> | undefined;
  private currentBatchId: number | undefined;
  private stopping = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Refuses a new batch while too many are waiting (before its record is written). */
  assertRoom() {
    if (this.stopping || this.queue.length + (this.current ? 1 : 0) >= MAX_UNFINISHED_BATCHES) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'declaration.batch.error.busy');
    }
  }

  enqueue(job: BatchJob) {
    this.queue.push(job);
    this.startNext();
  }

  private startNext() {
    if (this.current || this.stopping) return;
    const job = this.queue.shift();
    if (!job) return;
    this.currentBatchId = job.batchId;
    this.current = inLanguage(job.language, () => runBatchJob(this.app, job, () => this.stopping)).finally(
      () => {
        this.current = undefined;
        this.currentBatchId = undefined;
        this.startNext();
      },
    );
  }

  /** The batches this instance holds: running and queued. */
  heldBatchIds(): number[] {
    const queued = this.queue.map((job) => job.batchId);
    return this.currentBatchId === undefined ? queued : [this.currentBatchId, ...queued];
  }

  /** Resolves once no job is waiting or running (tests). */
  async settled() {
    while (this.current) await this.current;
  }

  /** On close: the running job stops at its next chunk, it and the waiting ones end failed. */
  async stop() {
    this.stopping = true;
    await this.current;
    for (const job of this.queue.splice(0)) {
      await failBatch(this.app.db, job.batchId, { message: 'declaration.batch.error.interrupted' });
    }
  }
}

/** Fails the batches abandoned by a dead instance; a failure to do so now is logged and tried again later. */
const sweepAbandonedBatches = async (app: FastifyInstance) => {
  const failed = await failAbandonedBatches(app.db, ABANDONED_AFTER_SECONDS);
  if (failed > 0) app.log.warn({ failed }, 'batches left unfinished by a stopped server marked failed');
};

/** A periodic task of the jobs, whose failures are logged (a database restart, say), never thrown. */
const every = (app: FastifyInstance, ms: number, what: string, task: () => Promise<void>) => {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.error({ err: error }, what));
  }, ms);
  timer.unref();
  return timer;
};

/**
 * The jobs of this app: the heartbeat of the batches it holds every 15 s, and the batches a dead instance left
 * unfinished failed when it is ready and every 30 s after.
 */
export const registerBatchJobs = (app: FastifyInstance) => {
  const jobs = new BatchJobs(app);
  app.decorate('batchJobs', jobs);
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    await sweepAbandonedBatches(app);
    timers.push(
      every(app, HEARTBEAT_MS, 'batch heartbeat failed', () => beatBatches(app.db, jobs.heldBatchIds())),
      every(app, SWEEP_MS, 'abandoned batch sweep failed', () => sweepAbandonedBatches(app)),
    );
  });
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await jobs.stop();
  });
};
