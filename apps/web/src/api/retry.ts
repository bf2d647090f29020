import { ERROR_CODES } from '@cargo/domain';

/**
 * One retry of an idempotent call that got no answer, or a "busy" one (HTTP 503 from the server's load
 * shedding, or 502/504 from a proxy in front of it). Idempotent: a GET or a PUT, or a POST whose body carries the
 * `requestKey` the server answers a repeat of with the first answer (declarations, claims, corrections…).
 */

/** The longest `Retry-After` honoured; a longer one is answered as a failure the user sees. */
const MAX_RETRY_AFTER_SECONDS = 5;
/** Without `Retry-After`, the pause before the retry. */
const DEFAULT_PAUSE_MS = 1000;
/** Spreads the retries of many clients turned away at once. */
const JITTER_MS = 1000;

const hasRequestKey = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !(body instanceof FormData) &&
  typeof (body as { requestKey?: unknown }).requestKey === 'string';

export const isIdempotentCall = (method: string, body: unknown): boolean =>
  method === 'GET' || method === 'PUT' || (method === 'POST' && hasRequestKey(body));

export interface RetryableAnswer {
  /** 0: no answer at all (the connection failed or was reset). */
  httpStatus: number;
  code: string | undefined;
  /** The `Retry-After` header as sent. */
  retryAfter: string | null;
  /** The portal's own time limit ran out: waiting as long again is no help. */
  timedOut: boolean;
}

const isBusy = ({ httpStatus, code }: RetryableAnswer) =>
  (httpStatus === 503 && (code === undefined || code === ERROR_CODES.overloaded)) ||
  httpStatus === 502 ||
  httpStatus === 504;

/** The pause before retrying this answer's call, in ms; `undefined` when it is not retried. */
export const retryPauseMs = (
  answer: RetryableAnswer,
  random: () => number = Math.random,
): number | undefined => {
  if (answer.timedOut) return undefined;
  if (answer.httpStatus !== 0 && !isBusy(answer)) return undefined;
  const jitter = Math.floor(random() * JITTER_MS);
  if (answer.retryAfter === null || !/^\d+$/.test(answer.retryAfter.trim())) return DEFAULT_PAUSE_MS + jitter;
  const seconds = Number(answer.retryAfter.trim());
  return seconds > MAX_RETRY_AFTER_SECONDS ? undefined : seconds * 1000 + jitter;
};

/** Resolves after `ms`, or at once when `signal` aborts. */
export const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
