/** How long a graceful shutdown may take before the process is ended anyway. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface ShutdownOptions {
  /**
   * Stops accepting, lets requests in flight finish (`app.close()`, then the handlers still running), then closes
   * the database pool.
   */
  close: () => Promise<void>;
  log: (message: string) => void;
  exit?: (code: number) => void;
  /** Where SIGTERM and SIGINT arrive (the process; a plain emitter in tests). */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  deadlineMs?: number;
}

/**
 * On SIGTERM or SIGINT: `close`, then exit 0. A second signal, a failing `close` or one still running after
 * the deadline exits 1 at once.
 */
export const closeOnSignals = ({
  close,
  log,
  exit = (code) => process.exit(code),
  signals = process,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
}: ShutdownOptions) => {
  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) {
      log(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    closing = true;
    log(`${signal}: finishing the requests in flight, then closing the database`);
    const deadline = setTimeout(() => {
      log(`still closing after ${deadlineMs / 1000} s: exiting without waiting`);
      exit(1);
    }, deadlineMs);
    close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        log(`closing failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.on(signal, () => onSignal(signal));
};
