import { type JobQueue, type QueueDefinition, retryDelayMs, type ScheduleDefinition } from './job-queue.ts';

/**
 * The job queue of the embedded database: it lives in this process, as the embedded database does (one process
 * holds it, so no other instance could take a job). A job lost to a stopped process is not lost to the portal:
 * each job's input is a row (a queued batch, an undelivered outbox message) that its feature sends again when the
 * app starts. Retries follow the same definition as on pg-boss.
 */

interface Waiting {
  queue: QueueDefinition<object>;
  job: object;
  attempt: number;
  singletonKey: string | undefined;
}

export interface InProcessQueueOptions {
  log: (error: unknown, what: string) => void;
}

export const inProcessQueue = ({ log }: InProcessQueueOptions): JobQueue => {
  const queues = new Map<string, QueueDefinition<object>>();
  const schedules: ScheduleDefinition[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const runningCount = new Map<string, number>();
  const waiting: Waiting[] = [];
  const heldKeys = new Set<string>();
  let started = false;
  let stopping = false;
  const stopSignal = new AbortController();

  const keyOf = (queue: string, singletonKey: string | undefined) =>
    singletonKey === undefined ? undefined : `${queue}\u0000${singletonKey}`;

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  const execute = (entry: Waiting) => {
    const { queue } = entry;
    runningCount.set(queue.name, (runningCount.get(queue.name) ?? 0) + 1);
    const work = queue
      .run(entry.job, stopSignal.signal)
      .then(
        () => release(entry),
        (error: unknown) => {
          if (entry.attempt > queue.retryLimit || stopping) {
            log(error, `job of ${queue.name} failed for good`);
            release(entry);
            return;
          }
          log(error, `job of ${queue.name} failed; it will be tried again`);
          later(retryDelayMs(queue, entry.attempt), () => {
            waiting.push({ ...entry, attempt: entry.attempt + 1 });
            pump();
          });
        },
      )
      .finally(() => {
        running.delete(work);
        runningCount.set(queue.name, (runningCount.get(queue.name) ?? 1) - 1);
        pump();
      });
    running.add(work);
  };

  const release = (entry: Waiting) => {
    const key = keyOf(entry.queue.name, entry.singletonKey);
    if (key !== undefined) heldKeys.delete(key);
  };

  /** Starts the waiting jobs whose queue has room. */
  const pump = () => {
    if (!started || stopping) return;
    for (let index = 0; index < waiting.length; ) {
      const entry = waiting[index]!;
      if ((runningCount.get(entry.queue.name) ?? 0) >= entry.queue.concurrency) {
        index++;
        continue;
      }
      waiting.splice(index, 1);
      execute(entry);
    }
  };

  return {
    driver: 'in-process',
    define: (queue) => {
      queues.set(queue.name, queue as QueueDefinition<object>);
    },
    schedule: (schedule) => {
      schedules.push(schedule);
    },
    start: async () => {
      started = true;
      for (const schedule of schedules) {
        const timer = setInterval(() => {
          if (stopping) return;
          schedule.run().catch((error: unknown) => log(error, `schedule ${schedule.name} failed`));
        }, schedule.everyMinutes * 60_000);
        timer.unref();
        timers.add(timer);
      }
      pump();
    },
    send: async (queueName, job, options) => {
      const queue = queues.get(queueName);
      if (!queue) throw new Error(`no queue named ${queueName}`);
      const key = keyOf(queueName, options?.singletonKey);
      if (key !== undefined) {
        if (heldKeys.has(key)) return;
        heldKeys.add(key);
      }
      waiting.push({ queue, job, attempt: 1, singletonKey: options?.singletonKey });
      pump();
    },
    stop: async () => {
      stopping = true;
      stopSignal.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      waiting.length = 0;
      await Promise.allSettled([...running]);
    },
    settled: async () => {
      while (running.size > 0 || (waiting.length > 0 && started && !stopping)) {
        await Promise.allSettled([...running]);
        if (running.size === 0 && waiting.length > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    },
    isRunning: () => started && !stopping,
  };
};
