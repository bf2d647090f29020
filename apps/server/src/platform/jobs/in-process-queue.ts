import { type JobQueue, type QueueDefinition, retryDelayMs, type ScheduleDefinition } from './job-queue.ts';

/**
 * The job queue of the embedded database: it lives in this process, as the embedded database does (one process
 * holds it, so no other instance could take a job). A job lost to a stopped process is not lost to the portal:
 * each job's input is a row (a queued batch, an undelivered outbox message) that its feature finds again. Retries
 * follow the same definition as on pg-boss.
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

const keyOf = (queue: string, singletonKey: string | undefined) =>
  singletonKey === undefined ? undefined : `${queue}\u0000${singletonKey}`;

class InProcessQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly queues = new Map<string, QueueDefinition<object>>();
  private readonly schedules: ScheduleDefinition[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly runningCount = new Map<string, number>();
  private readonly waiting: Waiting[] = [];
  private readonly heldKeys = new Set<string>();
  private readonly stopSignal = new AbortController();
  private started = false;
  private stopping = false;

  constructor(private readonly log: InProcessQueueOptions['log']) {}

  define<Job extends object>(queue: QueueDefinition<Job>) {
    this.queues.set(queue.name, queue as QueueDefinition<object>);
  }

  schedule(schedule: ScheduleDefinition) {
    this.schedules.push(schedule);
  }

  async start() {
    this.started = true;
    for (const schedule of this.schedules) {
      const timer = setInterval(() => {
        if (this.stopping) return;
        schedule.run().catch((error: unknown) => this.log(error, `schedule ${schedule.name} failed`));
      }, schedule.everyMinutes * 60_000);
      timer.unref();
      this.timers.add(timer);
    }
    this.pump();
  }

  async send<Job extends object>(queueName: string, job: Job, options?: { singletonKey?: string }) {
    const queue = this.queues.get(queueName);
    if (!queue) throw new Error(`no queue named ${queueName}`);
    const key = keyOf(queueName, options?.singletonKey);
    if (key !== undefined) {
      if (this.heldKeys.has(key)) return;
      this.heldKeys.add(key);
    }
    this.waiting.push({ queue, job, attempt: 1, singletonKey: options?.singletonKey });
    this.pump();
  }

  async stop() {
    this.stopping = true;
    this.stopSignal.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    await Promise.allSettled([...this.running]);
  }

  async settled() {
    while (this.running.size > 0 || (this.waiting.length > 0 && this.isRunning())) {
      await Promise.allSettled([...this.running]);
      if (this.running.size === 0 && this.waiting.length > 0)
        await new Promise((resolve) => setImmediate(resolve));
    }
  }

  isRunning() {
    return this.started && !this.stopping;
  }

  /** Starts the waiting jobs whose queue has room. */
  private pump() {
    if (!this.isRunning()) return;
    for (let index = 0; index < this.waiting.length; ) {
      const entry = this.waiting[index]!;
      if ((this.runningCount.get(entry.queue.name) ?? 0) >= entry.queue.concurrency) {
        index++;
        continue;
      }
      this.waiting.splice(index, 1);
      this.execute(entry);
    }
  }

  private execute(entry: Waiting) {
    const { name } = entry.queue;
    this.runningCount.set(name, (this.runningCount.get(name) ?? 0) + 1);
    const work = entry.queue
      .run(entry.job, this.stopSignal.signal)
      .then(
        () => this.release(entry),
        (error: unknown) => this.failed(entry, error),
      )
      .finally(() => {
        this.running.delete(work);
        this.runningCount.set(name, (this.runningCount.get(name) ?? 1) - 1);
        this.pump();
      });
    this.running.add(work);
  }

  /** A failed attempt: tried again after its delay, or given up after the last. */
  private failed(entry: Waiting, error: unknown) {
    const { queue } = entry;
    if (entry.attempt > queue.retryLimit || this.stopping) {
      this.log(error, `job of ${queue.name} failed for good`);
      this.release(entry);
      return;
    }
    this.log(error, `job of ${queue.name} failed; it will be tried again`);
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.waiting.push({ ...entry, attempt: entry.attempt + 1 });
        this.pump();
      },
      retryDelayMs(queue, entry.attempt),
    );
    this.timers.add(timer);
  }

  private release(entry: Waiting) {
    const key = keyOf(entry.queue.name, entry.singletonKey);
    if (key !== undefined) this.heldKeys.delete(key);
  }
}

export const inProcessQueue = ({ log }: InProcessQueueOptions): JobQueue => new InProcessQueue(log);
