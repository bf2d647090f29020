import { EventEmitter } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnSignals } from './shutdown.ts';

const setUp = (close: () => Promise<void>, deadlineMs = 10_000) => {
  const signals = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  const log = vi.fn<(message: string) => void>();
  closeOnSignals({ close, exit, log, signals, deadlineMs });
  return { signals, exit, log };
};

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request({ port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('closeOnSignals', () => {
  it('finishes the request in flight, refuses new connections, closes the pool after the app, exits 0', async () => {
    const order: string[] = [];
    let startedSlow: () => void = () => {};
    const slowStarted = new Promise<void>((resolve) => {
      startedSlow = resolve;
    });
    const app = Fastify();
    app.get('/slow', async () => {
      startedSlow();
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('request answered');
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { signals, exit } = setUp(async () => {
      await app.close();
      order.push('app closed');
      order.push('pool closed');
    });

    const inFlight = get(port, '/slow');
    await slowStarted;
    signals.emit('SIGTERM');
    await expect(get(port, '/slow')).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(order).toEqual(['request answered', 'app closed', 'pool closed']);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('exits 1 at once on a second signal', () => {
    const { signals, exit } = setUp(() => new Promise(() => {}));
    signals.emit('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    signals.emit('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 when closing takes longer than the deadline', () => {
    vi.useFakeTimers();
    const { signals, exit, log } = setUp(() => new Promise(() => {}), 10_000);
    signals.emit('SIGTERM');
    vi.advanceTimersByTime(9_999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(log).toHaveBeenLastCalledWith('still closing after 10 s: exiting without waiting');
  });

  it('exits 1 when closing fails', async () => {
    const { signals, exit, log } = setUp(() => Promise.reject(new Error('pool gone')));
    signals.emit('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(log).toHaveBeenLastCalledWith('closing failed: pool gone');
  });
});
