/**
 * Background work of the portal (docs/ARCHITECTURE.md "Jobs"): queues whose jobs run on some instance, and
 * schedules that run once per tick across all instances. Two drivers take the same definitions: pg-boss on
 * PostgreSQL (`pg-boss-queue.ts`: durable, shared by every instance, retried with backoff when an instance dies)
 * and, on the embedded database, one process's queue (`in-process-queue.ts`). Features define their queues and
 * schedules while the app is built; the driver is chosen by configuration (`JOB_QUEUE`).
 */

export interface QueueDefinition<Job> {
  name: string;
  /**
   * Runs one job; a throw is retried with backoff, up to `retryLimit` more times. `stopping` is aborted when the
   * instance stops: a long job ends early and leaves its work for another instance.
   */
  run: (job: Job, stopping: AbortSignal) => Promise<void>;
  retryLimit: number;
  /** The first retry's delay; each later one doubles it. */
  retryDelaySeconds: number;
  /**
   * A job whose instance stops beating for this long (it died) is retried by another; unset, only
   * `expireInSeconds` ends a job that never finishes.
   */
  heartbeatSeconds?: number;
  expireInSeconds: number;
  /** How many jobs of the queue one instance runs at once. */
  concurrency: number;
}

export interface ScheduleDefinition {
  name: string;
  /** Runs once every `everyMinutes` across all instances (a missed tick is not run twice). */
  everyMinutes: number;
  run: () => Promise<void>;
}

export interface SendOptions {
  /** At most one waiting or running job of the queue per key. */
  singletonKey?: string;
}

export interface JobQueue {
  readonly driver: 'pg-boss' | 'in-process';
  /** While the app is built: a queue and its worker. */
  define<Job extends object>(queue: QueueDefinition<Job>): void;
  /** While the app is built: a schedule and its task. */
  schedule(schedule: ScheduleDefinition): void;
  /** When the app is ready: creates the queues and schedules and starts the workers. */
  start(): Promise<void>;
  send<Job extends object>(queueName: string, job: Job, options?: SendOptions): Promise<void>;
  /** Stops taking jobs and waits for the running ones (each ends or is released for another instance). */
  stop(): Promise<void>;
  /** Resolves once no job of this instance is waiting or running here (tests; the in-process queue). */
  settled(): Promise<void>;
  /** Whether the workers are running (the readiness check). */
  isRunning(): boolean;
}

/** The delay before retry `attempt` (1, 2, …): doubled each time. */
export const retryDelayMs = (
  definition: Pick<QueueDefinition<object>, 'retryDelaySeconds'>,
  attempt: number,
) => definition.retryDelaySeconds * 1000 * 2 ** (attempt - 1);
