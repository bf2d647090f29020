import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ERROR_CODES, GATEWAY_PREFIX } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { LoadLimits } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Load shedding: past its limits an instance turns gateway requests away at once with 503 and `Retry-After`
 * (code 503000, "busy, try again in a few seconds"), before reading a session or a body, instead of queueing
 * them until connections time out and are reset. Counted are the gateway requests in progress (waiting for the
 * database pool included) and the event loop's longest delay of the last half second. The web retries an
 * idempotent call once after `Retry-After` (apps/web/src/api/retry.ts); web files are always served.
 */

/** Seconds a turned-away caller is asked to wait. */
export const RETRY_AFTER_SECONDS = 2;
const DELAY_WINDOW_MS = 500;

/**
 * The event loop's longest delay over the last window and the current one so far, in milliseconds: a stall
 * counts from the moment the monitor records it, not only once the window that holds it closes.
 */
const watchEventLoopDelay = (app: FastifyInstance) => {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let longestMs = 0;
  const sampler = setInterval(() => {
    longestMs = histogram.max / 1e6;
    histogram.reset();
  }, DELAY_WINDOW_MS);
  sampler.unref();
  // Starting (migrations, an embedded database) stalls the loop before the first request can come.
  app.addHook('onReady', async () => {
    histogram.reset();
    longestMs = 0;
  });
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });
  return () => Math.max(longestMs, histogram.max / 1e6);
};

export const registerLoadShedding = (app: FastifyInstance, limits: LoadLimits): void => {
  const { maxRequestsInProgress, maxEventLoopDelayMs } = limits;
  if (maxRequestsInProgress === 0 && maxEventLoopDelayMs === 0) return;
  const eventLoopDelayMs = maxEventLoopDelayMs > 0 ? watchEventLoopDelay(app) : () => 0;
  let inProgress = 0;
  const isOverloaded = () =>
    (maxRequestsInProgress > 0 && inProgress >= maxRequestsInProgress) ||
    (maxEventLoopDelayMs > 0 && eventLoopDelayMs() > maxEventLoopDelayMs);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(GATEWAY_PREFIX)) return;
    if (isOverloaded()) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(ERROR_CODES.overloaded);
    }
    inProgress += 1;
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    reply.raw.once('close', () => {
      inProgress -= 1;
    });
  });
};
