import type { FastifyInstance } from 'fastify';
import { inProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { pgBossQueue } from './pg-boss-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs and schedules (platform/jobs/job-queue.ts). */
    jobs: JobQueue;
  }
}

/**
 * The app's job queue, by configuration (`JOB_QUEUE`). Features define their queues while they register; the
 * queue starts when the app is ready and, on close, stops taking jobs and lets the running ones end (or leaves
 * them to another instance) before the database closes.
 */
export const registerJobs = async (app: FastifyInstance) => {
  const log = (error: unknown, what: string) => app.log.error({ err: error }, what);
  const connectionString = app.database.connectionString;
  const queue =
    app.config.jobQueue === 'pg-boss' && connectionString
      ? await pgBossQueue({ connectionString, log })
      : inProcessQueue({ log });
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('preClose', () => queue.stop());
};
