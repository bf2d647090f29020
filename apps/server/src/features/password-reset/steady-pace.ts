import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a reset request takes at least, answered or refused: issuing a token and writing a mail takes a few
 * milliseconds that an unknown name does not, and the answer must not tell them apart by its time either.
 * Far above that work on a healthy database; a request slower than this is slow for every name alike.
 */
export const STEADY_ANSWER_MS = 250;

/** Runs `work` and answers (or throws) no sooner than `STEADY_ANSWER_MS` after it started. */
export const atSteadyPace = async <T>(work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = STEADY_ANSWER_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
};
