import { randomBytes } from 'node:crypto';
import {
  businessNow,
  ERROR_CODES,
  type PrintDispatch,
  type PrintRequest,
  type PrintResult,
  usesPrintPolling,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import type { PreparedPrint, PrintedFile } from './document.service.ts';
import { prepareDocument } from './document-printing.ts';
import { say } from './policy-document.ts';
import {
  failPrintJob,
  failPrintJobsQueuedBefore,
  findPrintJob,
  finishPrintJob,
  insertPrintJob,
  type PrintJobRow,
} from './print-job.repository.ts';

/**
 * Print dispatch (SPEC §4 "print download polling", docs/business-rules.md "Print dispatch"): while the switch
 * `print.dispatch.switch` is on, a print of a product that uses polling (SPEC §9) becomes a job, rendered in
 * the background of this process and stored with the job; the web polls printResult and then downloads
 * printDownload. Otherwise printDispatch answers `printDispatch: false` and the web downloads directly.
 */

export const PRINT_DISPATCH_SWITCH = 'print.dispatch.switch';
/** A job still queued after this long was left by a stopped process: it is reported failed. */
export const PRINT_JOB_STALE_MS = 2 * 60_000;

/** The jobs this process is rendering. */
const runningJobs = new Set<Promise<void>>();

/** Resolves when the jobs this process is rendering are finished (closing the app waits for them). */
export const settlePrintJobs = async () => {
  await Promise.allSettled([...runningJobs]);
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const run = async (app: FastifyInstance, job: PrintJobRow, prepared: PreparedPrint) => {
  // The dispatch answers first; the PDF is written on a later turn of the event loop.
  await nextTurn();
  try {
    await finishPrintJob(app.db, job.id, await prepared.render(), businessNow());
  } catch (error) {
    app.log.error({ err: error, docno: job.docno }, 'print job failed');
    await failPrintJob(app.db, job.id, 'render failed', businessNow()).catch(() => undefined);
  }
};

const start = (app: FastifyInstance, job: PrintJobRow, prepared: PreparedPrint) => {
  const running = run(app, job, prepared).finally(() => runningJobs.delete(running));
  runningJobs.add(running);
};

/** POST printDispatch: the document is found for the account (else "not found") before anything is queued. */
export const dispatchPrint = async (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
): Promise<PrintDispatch> => {
  const prepared = await prepareDocument(app, session, request, origin);
  const dispatched = usesPrintPolling(prepared.productCode) && (await isSwitchOn(app, PRINT_DISPATCH_SWITCH));
  if (!dispatched) return { printDispatch: false, docno: null, printType: prepared.printType };
  const { document, documentNo, ...options } = request;
  const job = await insertPrintJob(app.db, {
    accountId: session.accountId,
    docno: `PJ${randomBytes(18).toString('base64url')}`,
    document,
    documentNo,
    options: Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    printType: prepared.printType,
    productCode: prepared.productCode,
    status: 'queued',
    fileName: prepared.fileName,
    fallbackName: prepared.fallbackName,
  });
  start(app, job, prepared);
  return { printDispatch: true, docno: job.docno, printType: job.printType };
};

const jobOfAccount = async (app: FastifyInstance, session: Session, docno: string) => {
  const now = businessNow();
  await failPrintJobsQueuedBefore(app.db, new Date(now.getTime() - PRINT_JOB_STALE_MS), now);
  const job = await findPrintJob(app.db, session.accountId, docno);
  if (job === undefined) throw notFound();
  return job;
};

const MESSAGES = {
  queued: 'document.print.queued',
  done: 'document.print.ready',
  failed: 'document.print.failed',
};

/** GET printResult: whether a dispatched print of the account is ready. */
export const printResult = async (
  app: FastifyInstance,
  session: Session,
  docno: string,
): Promise<PrintResult> => {
  const job = await jobOfAccount(app, session, docno);
  return {
    success: job.status === 'done',
    docno: job.docno,
    status: job.status,
    message: say(MESSAGES[job.status]),
  };
};

/** GET printDownload: the PDF of a finished print of the account. */
export const printDownload = async (
  app: FastifyInstance,
  session: Session,
  docno: string,
): Promise<PrintedFile> => {
  const job = await jobOfAccount(app, session, docno);
  if (job.status === 'failed') throw new AppError(ERROR_CODES.badRequest, 'document.error.printFailed');
  if (job.status !== 'done' || job.content === null) {
    throw new AppError(ERROR_CODES.conflict, 'document.error.printNotReady');
  }
  return { fileName: job.fileName, fallbackName: job.fallbackName, content: job.content };
};
