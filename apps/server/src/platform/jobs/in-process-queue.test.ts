import { describe, expect, it } from 'vitest';
import { inProcessQueue } from './in-process-queue.ts';
import type { QueueDefinition } from './job-queue.ts';

/** The embedded database's job queue: the same definitions as pg-boss, kept in this process. */

const quiet = () => inProcessQueue({ log: () => {} });

const definition = (run: QueueDefinition<{ n: number }>['run'], overrides: object = {}) => ({
  name: 'work',
  run,
  retryLimit: 2,
  retryDelaySeconds: 0.01,
  expireInSeconds: 60,
  concurrency: 1,
  ...overrides,
});

describe('in-process job queue', () => {
  it('runs nothing before it starts, then every job sent; one at a time at concurrency 1', async () => {
    const queue = quiet();
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    queue.define(
      definition(async (job) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(job.n);
        running--;
      }),
    );
    await queue.send('work', { n: 1 });
    await queue.send('work', { n: 2 });
    expect(seen).toEqual([]);
    expect(queue.isRunning()).toBe(false);
    await queue.start();
    expect(queue.isRunning()).toBe(true);
    await queue.settled();
    expect(seen).toEqual([1, 2]);
    expect(most).toBe(1);
    await queue.stop();
  });

  it('retries a failing job with backoff up to its limit, then gives it up', async () => {
    const queue = quiet();
    const attempts: number[] = [];
    queue.define(
      definition(async () => {
        attempts.push(performance.now());
        throw new Error('the database went away');
      }),
    );
    await queue.start();
    await queue.send('work', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toHaveLength(3);
    // 10 ms, then 20 ms.
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(attempts[1]! - attempts[0]! - 2);
    await queue.stop();
  });

  it('keeps one waiting or running job per singleton key', async () => {
    const queue = quiet();
    const seen: number[] = [];
    queue.define(definition(async (job) => void seen.push(job.n)));
    await queue.send('work', { n: 1 }, { singletonKey: 'batch-7' });
    await queue.send('work', { n: 2 }, { singletonKey: 'batch-7' });
    await queue.start();
    await queue.settled();
    await queue.send('work', { n: 3 }, { singletonKey: 'batch-7' });
    await queue.settled();
    expect(seen).toEqual([1, 3]);
    await queue.stop();
  });

  it('on stop, signals the running job and waits for it; a job sent after is not run', async () => {
    const queue = quiet();
    let stopped = false;
    let ran = 0;
    queue.define(
      definition(async (_job, stopping) => {
        ran++;
        while (!stopping.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
        stopped = true;
      }),
    );
    await queue.start();
    await queue.send('work', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.stop();
    expect(stopped).toBe(true);
    expect(queue.isRunning()).toBe(false);
    await queue.send('work', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(1);
  });

  it('refuses a job for a queue nobody defined', async () => {
    await expect(quiet().send('nowhere', {})).rejects.toThrow('no queue named nowhere');
  });
});
