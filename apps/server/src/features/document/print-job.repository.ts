import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { printJobs } from '../../db/schema/document.ts';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJob = typeof printJobs.$inferInsert;

export const insertPrintJob = async (db: Executor, row: NewPrintJob): Promise<PrintJobRow> => {
  const [inserted] = await db.insert(printJobs).values(row).returning();
  if (inserted === undefined) throw new Error('Print job not inserted');
  return inserted;
};

/** A job of the account by its number (another account's is not found). */
export const findPrintJob = async (db: Executor, accountId: number, docno: string) => {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.accountId, accountId), eq(printJobs.docno, docno)));
  return row;
};

/** A job still waiting for its PDF. */
export const findQueuedPrintJob = async (db: Executor, id: number) => {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.id, id), eq(printJobs.status, 'queued')));
  return row;
};

/** Stores the rendered PDF of a queued job. */
/** Whether the job was still queued and is now done (a job failed meanwhile stays failed). */
export const finishPrintJob = async (db: Executor, id: number, content: Buffer, finishedAt: Date) =>
  (
    await db
      .update(printJobs)
      .set({ status: 'done', content, finishedAt })
      .where(and(eq(printJobs.id, id), eq(printJobs.status, 'queued')))
      .returning({ id: printJobs.id })
  ).length > 0;

/** Fails a queued job (a render error, or a job no process finished in time). */
export const failPrintJob = (db: Executor, id: number, failure: string, finishedAt: Date) =>
  db
    .update(printJobs)
    .set({ status: 'failed', failure, finishedAt })
    .where(and(eq(printJobs.id, id), eq(printJobs.status, 'queued')));

/** Fails the jobs still queued that were created before the instant (their process stopped). */
export const failPrintJobsQueuedBefore = (db: Executor, before: Date, finishedAt: Date) =>
  db
    .update(printJobs)
    .set({ status: 'failed', failure: 'not finished in time', finishedAt })
    .where(and(eq(printJobs.status, 'queued'), lt(printJobs.createdAt, before)));
