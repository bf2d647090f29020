/**
 * The route handlers still running. Fastify's close waits for the open connections, not for the handlers: a
 * client that closed its connection (a closed tab, a load balancer's timeout) leaves its handler running, and a
 * shutdown ends the database only once these are done (main.ts).
 */
export class HandlersInFlight {
  private running = 0;
  private waiting: (() => void)[] = [];

  /** Runs one handler, counted while it runs. */
  async run<T>(handler: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await handler();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  /** Resolves once no handler runs (at once when none does). */
  settled(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
