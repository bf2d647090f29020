import type { PgBoss, Queue } from 'pg-boss';
import type { JobQueue, QueueDefinition, ScheduleDefinition } from './job-queue.ts';

/**
 * The job queue on PostgreSQL: pg-boss (docs/ARCHITECTURE.md "Jobs" says why). Its tables live in the schema
 * `pgboss` of the portal's database; every instance works the same queues. A job is claimed by one instance;
 * the heartbeat of a running job lets another instance retry it when its instance dies; a schedule sends one
 * job per tick whichever instances are running. Workers wake on PostgreSQL's NOTIFY, polling only as a backstop.
 */

/** How long `stop` waits for running jobs before leaving them to be retried by another instance. */
const STOP_TIMEOUT_MS = 8_000;
const TIME_ZONE = 'Asia/Shanghai';

export interface PgBossQueueOptions {
  connectionString: string;
  log: (error: unknown, what: string) => void;
  /** Connections pg-boss keeps beside the portal's own pool. */
  poolSize?: number;
}

const queueOptionsOf = (queue: QueueDefinition<object>): Omit<Queue, 'name'> => ({
  retryLimit: queue.retryLimit,
  retryDelay: queue.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: queue.expireInSeconds,
  ...(queue.heartbeatSeconds === undefined ? {} : { heartbeatSeconds: queue.heartbeatSeconds }),
  notify: true,
});

/** Creates the queue, or brings an existing one's retry settings to the definition. */
const ensureQueue = async (boss: PgBoss, name: string, options: Omit<Queue, 'name'>) => {
  if (await boss.getQueue(name)) {
    const { notify: _notify, heartbeatSeconds: _heartbeat, ...changeable } = options;
    await boss.updateQueue(name, changeable);
    return;
  }
  // Instances starting together race to create it: the loser finds it made.
  await boss.createQueue(name, options).catch(async (error: unknown) => {
    if (!(await boss.getQueue(name))) throw error;
  });
};

/**
 * Resolves once no job of these queues waits or runs, whichever instance sent it (tests). Read from pg-boss's own
 * table: nothing is kept per job sent, which a long-running instance would only accumulate.
 */
const untilIdle = async (boss: PgBoss, names: string[]) => {
  for (;;) {
    const waiting: { rows: { count: number }[] } = await boss
      .getDb()
      .executeSql(
        "select count(*)::int as count from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')",
        [names],
      );
    if ((waiting.rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** pg-boss is loaded only when it is the queue chosen: the embedded default keeps its idle memory (issue 14). */
export const pgBossQueue = async ({
  connectionString,
  log,
  poolSize = 4,
}: PgBossQueueOptions): Promise<JobQueue> => {
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    connectionString,
    max: poolSize,
    useListenNotify: true,
    application_name: 'cargo-portal-jobs',
    // A job whose instance died is noticed by its missing heartbeat on the next supervision: every 10 s, not 60.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  });
  boss.on('error', (error) => log(error, 'job queue error'));
  const queues: QueueDefinition<object>[] = [];
  const schedules: ScheduleDefinition[] = [];
  let running = false;
  const stopSignal = new AbortController();

  // NOTIFY wakes a worker at once; the poll behind it finds a job whose notification was missed (seen: a batch
  // left 'created' for 30 s under the old 30 s fallback), so it runs within 3 s whatever happened to the wake-up.
  const work = async (queue: QueueDefinition<object>) => {
    await boss.work<object, void>(
      queue.name,
      { localConcurrency: queue.concurrency, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 3 },
      async ([job]) => {
        if (job) await queue.run(job.data, stopSignal.signal);
      },
    );
  };

  const startSchedule = async (schedule: ScheduleDefinition) => {
    await ensureQueue(boss, schedule.name, { retryLimit: 0, expireInSeconds: 15 * 60, notify: true });
    await boss.schedule(schedule.name, `*/${schedule.everyMinutes} * * * *`, null, { tz: TIME_ZONE });
    await boss.work<object, void>(schedule.name, { pollingIntervalSeconds: 10 }, async () => {
      await schedule.run();
    });
  };

  return {
    driver: 'pg-boss',
    define: (queue) => {
      queues.push(queue as QueueDefinition<object>);
    },
    schedule: (schedule) => {
      schedules.push(schedule);
    },
    start: async () => {
      await boss.start();
      for (const queue of queues) await ensureQueue(boss, queue.name, queueOptionsOf(queue));
      for (const queue of queues) await work(queue);
      for (const schedule of schedules) await startSchedule(schedule);
      running = true;
    },
    send: async (queueName, job, options) => {
      await boss.send(queueName, job, options?.singletonKey ? { singletonKey: options.singletonKey } : {});
    },
    stop: async () => {
      running = false;
      stopSignal.abort();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
    settled: () =>
      untilIdle(
        boss,
        queues.map((queue) => queue.name),
      ),
    isRunning: () => running,
  };
};
