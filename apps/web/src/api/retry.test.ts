import { describe, expect, it } from 'vitest';
import { isIdempotentCall, retryPauseMs } from './retry.ts';

const answer = (httpStatus: number, code?: string, retryAfter: string | null = null, timedOut = false) => ({
  httpStatus,
  code,
  retryAfter,
  timedOut,
});
const noJitter = () => 0;

describe('which calls are sent once more', () => {
  it('GET and PUT, and a POST that carries a request key; not a POST without one, nor an upload', () => {
    expect(isIdempotentCall('GET', undefined)).toBe(true);
    expect(isIdempotentCall('PUT', { id: 1 })).toBe(true);
    expect(isIdempotentCall('POST', { requestKey: 'a6f1', form: {} })).toBe(true);
    expect(isIdempotentCall('POST', { form: {} })).toBe(false);
    expect(isIdempotentCall('POST', undefined)).toBe(false);
    expect(isIdempotentCall('DELETE', undefined)).toBe(false);
    const upload = new FormData();
    upload.set('requestKey', 'a6f1');
    expect(isIdempotentCall('POST', upload)).toBe(false);
  });
});

describe('the pause before the retry', () => {
  it('follows Retry-After of a busy answer, plus up to a second of spread', () => {
    expect(retryPauseMs(answer(503, '503000', '2'), noJitter)).toBe(2000);
    expect(retryPauseMs(answer(503, '503000', '2'), () => 0.5)).toBe(2500);
    expect(retryPauseMs(answer(503, undefined, null), noJitter)).toBe(1000);
    expect(retryPauseMs(answer(502), noJitter)).toBe(1000);
    expect(retryPauseMs(answer(504), noJitter)).toBe(1000);
  });

  it('retries a call that got no answer, but not one that ran out of time', () => {
    expect(retryPauseMs(answer(0), noJitter)).toBe(1000);
    expect(retryPauseMs(answer(0, undefined, null, true), noJitter)).toBeUndefined();
  });

  it('does not retry other failures, a 503 of another meaning, or a Retry-After past 5 s', () => {
    expect(retryPauseMs(answer(500, '500000'), noJitter)).toBeUndefined();
    expect(retryPauseMs(answer(429, '429000', '2'), noJitter)).toBeUndefined();
    expect(retryPauseMs(answer(400, '400000'), noJitter)).toBeUndefined();
    expect(retryPauseMs(answer(503, '88888', '1'), noJitter)).toBeUndefined();
    expect(retryPauseMs(answer(503, '503000', '60'), noJitter)).toBeUndefined();
  });
});
