import { Worker } from 'node:worker_threads';
import { DamagedWorkbookError, type SheetXmlRow } from './xlsx-sheet.ts';

/**
 * Uploaded workbooks are read on a worker thread (`xlsx-sheet-worker.ts`), so a hostile file can stall neither
 * the server nor another account's request: the worker has a memory limit, each of its answers a time limit,
 * and a worker past either is stopped and the file refused as damaged. The rows come a few hundred at a time,
 * when asked for, so a slow reader holds few of them.
 */

/** What the worker answers to each request. */
export type WorksheetReply = { rows: SheetXmlRow[]; done: boolean } | { damaged: string };

export interface WorkerLimits {
  /** The most heap the worker may use. */
  heapMb: number;
  /** The longest one answer may take. */
  answerMs: number;
}

/**
 * The largest file the cap lets in (48 MB of inflated parts) is read in about 150 MB; the first answer
 * (inflating the file) takes under a second for it.
 */
export const WORKBOOK_WORKER_LIMITS: WorkerLimits = { heapMb: 384, answerMs: 15_000 };

const WORKER_FILE = new URL('./xlsx-sheet-worker.ts', import.meta.url);

const startWorker = (file: Uint8Array, limits: WorkerLimits) =>
  new Worker(WORKER_FILE, {
    workerData: { file },
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    // The worker needs neither the server's environment nor its standard input.
    env: {},
    stdin: false,
  });

const isOutOfMemory = (error: unknown) =>
  (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** The worker's next answer; its failures as errors (memory and time as a damaged file). */
const askWorker = (worker: Worker, limits: WorkerLimits) =>
  new Promise<WorksheetReply>((resolve, reject) => {
    const settle = (done: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      done();
    };
    const onMessage = (reply: WorksheetReply) => settle(() => resolve(reply));
    const onError = (error: Error) =>
      settle(() => reject(isOutOfMemory(error) ? new DamagedWorkbookError('too much memory') : error));
    const onExit = (code: number) => settle(() => reject(new Error(`workbook reader exited with ${code}`)));
    const timer = setTimeout(
      () => settle(() => reject(new DamagedWorkbookError('took too long'))),
      limits.answerMs,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage('next');
  });

/**
 * The rows of the workbook's first worksheet, as `readFirstWorksheet` gives them, read on a worker thread. A
 * cell longer than Excel's limit (32,767 characters) comes cut to one character more. Throws
 * `DamagedWorkbookError` on a file that cannot be read as a workbook, needs too much memory or takes too long.
 */
export async function* readFirstWorksheetOffThread(
  file: Uint8Array,
  limits = WORKBOOK_WORKER_LIMITS,
): AsyncGenerator<SheetXmlRow> {
  const worker = startWorker(file, limits);
  try {
    for (;;) {
      const reply = await askWorker(worker, limits);
      if ('damaged' in reply)
        throw new DamagedWorkbookError(reply.damaged.replace(/^damaged workbook: /, ''));
      yield* reply.rows;
      if (reply.done) return;
    }
  } finally {
    await worker.terminate();
  }
}
