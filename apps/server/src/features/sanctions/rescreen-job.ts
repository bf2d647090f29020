import { type ApplicationForm, businessNow, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { screenDocument, screeningContext } from '../../platform/sanctions/screening.ts';
import { recordScreenings } from '../../platform/sanctions/screening-record.ts';
import { screeningInputOf } from '../application/application-screening.ts';
import { findPoliciesToRescreen, findVersionToRescreen, markRescreened } from './rescreen.repository.ts';

/**
 * Every policy in force screened again when a new list version is imported: a durable job per version
 * (pg-boss on PostgreSQL), started by the import's announcement and, in case that was missed or the job's
 * instance died, by a schedule every minute until the version is marked re-screened. A policy with a hit
 * enters the compliance queue (the cover stands until an officer decides; business-rules.md).
 */

const RESCREEN_QUEUE = 'sanctions-rescreen';
const RESCREEN_SCHEDULE = 'sanctions-rescreen-check';
const PAGE = 200;

interface RescreenJob {
  listVersionId: number;
}

/** Screens the policies in force the version has not screened yet, page by page; marks the version done. */
export const rescreenPolicies = async (
  app: FastifyInstance,
  listVersionId: number,
  stopping?: AbortSignal,
) => {
  const context = await screeningContext(app, app.db);
  if (context.index?.listVersionId !== listVersionId) return;
  const today = todayInChina();
  let afterId = 0;
  for (;;) {
    if (stopping?.aborted) throw new Error('stopping: the re-screening goes on elsewhere');
    const page = await findPoliciesToRescreen(app.db, listVersionId, today, afterId, PAGE);
    if (page.length === 0) break;
    const screened: Parameters<typeof recordScreenings>[1][number][] = [];
    for (const policy of page) {
      const outcome = await screenDocument(
        app,
        app.db,
        screeningInputOf(policy.form as ApplicationForm),
        context,
      );
      screened.push({
        document: {
          accountId: policy.accountId,
          subjectType: 'policy' as const,
          subjectId: policy.id,
          subjectNo: policy.policyNo,
          stage: 'rescreen' as const,
        },
        outcome,
      });
    }
    await app.db.transaction((tx) => recordScreenings(tx, screened));
    afterId = page.at(-1)!.id;
  }
  await markRescreened(app.db, listVersionId, businessNow());
};

const queueRescreening = async (app: FastifyInstance) => {
  const listVersionId = await findVersionToRescreen(app.db);
  if (listVersionId === undefined) return;
  await app.jobs.send<RescreenJob>(
    RESCREEN_QUEUE,
    { listVersionId },
    { singletonKey: String(listVersionId) },
  );
};

export const registerRescreening = async (app: FastifyInstance) => {
  app.jobs.define<RescreenJob>({
    name: RESCREEN_QUEUE,
    run: (job, stopping) => rescreenPolicies(app, job.listVersionId, stopping),
    retryLimit: 5,
    retryDelaySeconds: 30,
    heartbeatSeconds: 30,
    expireInSeconds: 60 * 60,
    concurrency: 1,
  });
  app.jobs.schedule({ name: RESCREEN_SCHEDULE, everyMinutes: 1, run: () => queueRescreening(app) });
  app.addHook('onReady', () => queueRescreening(app));
  const stop = await app.database.listen('sanctions_list_imported', {
    onNotification: () => {
      queueRescreening(app).catch((error) =>
        app.log.error({ err: error }, 'sanctions re-screening not queued'),
      );
    },
    onListening: () => {},
  });
  app.addHook('onClose', stop);
};
