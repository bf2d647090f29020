import { randomBytes } from 'node:crypto';
import {
  businessNow,
  ERROR_CODES,
  type PrintDispatch,
  type PrintRequest,
  type PrintResult,
  usesPrintPolling,
  ZPrintRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import { asSpecimen, isSandboxAccount } from '../../platform/sandbox-account.ts';
import { type Session, sessionForJob } from '../../platform/session.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import { recordDocumentReady } from '../webhook/webhook-events.service.ts';
import type { PrintedFile } from './document.service.ts';
import { prepareDocument } from './document-printing.ts';
import { say } from './policy-document.ts';
import {
  failPrintJob,
  failPrintJobsQueuedBefore,
  findPrintJob,
  findQueuedPrintJob,
  finishPrintJob,
  insertPrintJob,
} from './print-job.repository.ts';

/**
 * Print dispatch (SPEC §4 "print download polling", docs/business-rules.md "Print dispatch"): while the switch
 * `print.dispatch.switch` is on, a print of a product that uses polling (SPEC §9) becomes a durable job, rendered
 * by any instance with the rights of the user who asked and stored with the job; the web polls printResult and
 * then downloads printDownload. Otherwise printDispatch answers `printDispatch: false` and the web downloads
 * directly.
 */

export const PRINT_DISPATCH_SWITCH = 'print.dispatch.switch';
/** A job still queued after this long is reported failed (no instance could render it in time). */
export const PRINT_JOB_STALE_MS = 2 * 60_000;
const PRINT_RENDER_QUEUE = 'print-render';

interface PrintRenderJob {
  printJobId: number;
}

/** Renders a queued print as its user would have; a document it can no longer find, or a failure, fails it. */
const renderPrintJob = async (app: FastifyInstance, printJobId: number) => {
  const job = await findQueuedPrintJob(app.db, printJobId);
  if (!job) return;
  try {
    if (job.userId === null) throw new Error('a print queued without its user');
    const session = sessionForJob({ userId: job.userId, accountId: job.accountId });
    const request = ZPrintRequest.parse({
      ...job.options,
      document: job.document,
      documentNo: job.documentNo,
    });
    // A sandbox account's print is stamped SPECIMEN as it would have been in its request.
    const bytes = await asSpecimen(await isSandboxAccount(app, job.accountId), async () =>
      (await prepareDocument(app, session, request, job.origin)).render(),
    );
    // The print is ready to download: the account's webhooks hear it in the same transaction.
    await app.db.transaction(async (tx) => {
      if (!(await finishPrintJob(tx, job.id, bytes, businessNow()))) return;
      await recordDocumentReady(tx, {
        accountId: job.accountId,
        kind: job.document,
        documentNo: job.docno,
        objectNo: job.documentNo,
      });
    });
  } catch (error) {
    app.log.error({ err: error, docno: job.docno }, 'print job failed');
    await failPrintJob(app.db, job.id, 'render failed', businessNow());
  }
};

/** The print queue: a render that throws (its database gone a moment) is tried again. */
export const registerPrintJobs = (app: FastifyInstance) => {
  app.jobs.define<PrintRenderJob>({
    name: PRINT_RENDER_QUEUE,
    run: (job) => renderPrintJob(app, job.printJobId),
    retryLimit: 2,
    retryDelaySeconds: 2,
    heartbeatSeconds: 10,
    expireInSeconds: 5 * 60,
    concurrency: 2,
  });
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
    userId: session.userId,
    origin,
  });
  await app.jobs.send<PrintRenderJob>(PRINT_RENDER_QUEUE, { printJobId: job.id });
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
