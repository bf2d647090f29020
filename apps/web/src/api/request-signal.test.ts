import { describe, expect, it } from 'vitest';
import { requestSignal } from './request-signal.ts';

const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

describe('the signal of a gateway call', () => {
  it('runs out of time without a caller', async () => {
    const call = requestSignal(undefined, 5);
    await aborted(call.signal);
    expect(call.signal.reason).toMatchObject({ name: 'TimeoutError' });
    expect([call.timedOut(), call.cancelled()]).toEqual([true, false]);
  });

  it('is cancelled by the caller, and stays cancelled when the time runs out after', async () => {
    const caller = new AbortController();
    const call = requestSignal(caller.signal, 5);
    expect([call.signal.aborted, call.timedOut(), call.cancelled()]).toEqual([false, false, false]);
    caller.abort();
    expect([call.signal.aborted, call.timedOut(), call.cancelled()]).toEqual([true, false, true]);
    expect(call.signal.reason).toBe(caller.signal.reason);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([call.timedOut(), call.cancelled()]).toEqual([false, true]);
  });

  it('stays out of time when the caller cancels after', async () => {
    const caller = new AbortController();
    const call = requestSignal(caller.signal, 5);
    await aborted(call.signal);
    caller.abort();
    expect([call.timedOut(), call.cancelled()]).toEqual([true, false]);
  });

  it('is cancelled at once when the caller already was', () => {
    const call = requestSignal(AbortSignal.abort());
    expect([call.signal.aborted, call.timedOut(), call.cancelled()]).toEqual([true, false, true]);
  });
});
