import { REQUEST_TIMEOUT_MS } from '@cargo/domain';

/**
 * The signal of one call to the gateway (SPEC §7: 60 s at most), shared by the request wrapper (request.ts) and
 * the file helpers (files.ts): it aborts when the caller cancels (e.g. TanStack Query's signal) or when the time
 * runs out, whichever comes first. The two ends are told apart: a call the caller cancelled is no failure and
 * shows no message, a call out of time is one ("system no response") and is not sent again (api/retry.ts).
 */
export interface RequestSignal {
  /** For `fetch`: aborts on the caller's cancel or at the time limit. */
  readonly signal: AbortSignal;
  /** The time limit ran out before the caller cancelled. */
  readonly timedOut: () => boolean;
  /** The caller cancelled before the time limit ran out. */
  readonly cancelled: () => boolean;
}

/** A new time limit for each call: a retried call has its own 60 s. */
export const requestSignal = (
  caller: AbortSignal | undefined,
  timeoutMs = REQUEST_TIMEOUT_MS,
): RequestSignal => {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
  // The combined signal keeps the reason of the first of the two to abort.
  const timedOut = () => timeout.aborted && signal.reason === timeout.reason;
  return { signal, timedOut, cancelled: () => signal.aborted && !timedOut() };
};
