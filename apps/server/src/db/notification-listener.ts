import pg from 'pg';

/** What a listener tells its owner: each notification's payload, and whether it is listening at all. */
export interface ChannelHandlers {
  onNotification(payload: string): void;
  /** false as soon as the connection is lost (notifications may have been missed), true once listening again. */
  onListening(isListening: boolean): void;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * LISTEN on `channel` over a PostgreSQL connection of its own (a pooled one would be handed to others), reconnecting
 * with a growing pause when the connection is lost. Answers the function that stops it.
 */
export const listenOnPostgres = (
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): (() => Promise<void>) => {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (stopped) return;
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    // The 'end' that follows an error reconnects.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      handlers.onListening(false);
      await client.end().catch(() => undefined);
      retryLater();
      return;
    }
    client.once('end', () => {
      handlers.onListening(false);
      retryLater();
    });
    retryMs = FIRST_RETRY_MS;
    if (stopped) await client.end();
    else handlers.onListening(true);
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    handlers.onListening(false);
    await current?.end().catch(() => undefined);
  };
};
