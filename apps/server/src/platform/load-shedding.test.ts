import type { AddressInfo } from 'node:net';
import { GATEWAY_PREFIX } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';

/** Blocks the thread for `ms`, as a runaway computation would. */
const stall = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with a slow gateway route whose answers wait until `release()`, listening on a free port. */
const startWithSlowRoute = async (limits: { maxRequestsInProgress: number; maxEventLoopDelayMs: number }) => {
  const started = await buildTestApp({ loadLimits: limits });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  started.get(`${GATEWAY_PREFIX}/test/slow`, async () => {
    await released;
    return { code: '000000', message: 'ok', data: null, traceId: '' };
  });
  started.get(`${GATEWAY_PREFIX}/test/quick`, async () => ({ code: '000000', data: null }));
  await started.listen({ port: 0, host: '127.0.0.1' });
  app = started;
  const base = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}${GATEWAY_PREFIX}`;
  const call = (path: string, signal?: AbortSignal) =>
    fetch(`${base}${path}`, { headers: { cookie: 'lang=en' }, ...(signal ? { signal } : {}) });
  return { call, release };
};

describe('load shedding', () => {
  it('answers 503 with Retry-After past the requests in progress, and takes requests again once they end', async () => {
    const { call, release } = await startWithSlowRoute({ maxRequestsInProgress: 3, maxEventLoopDelayMs: 0 });
    const slow = [call('/test/slow'), call('/test/slow'), call('/test/slow')];
    await pause(100);
    const turnedAway = await call('/test/quick');
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get('retry-after')).toBe('2');
    const envelope = (await turnedAway.json()) as { traceId: string };
    expect(envelope).toMatchObject({
      code: '503000',
      message: 'The portal is very busy right now; please try again in a few seconds',
    });
    expect(envelope.traceId).toMatch(/\S/);
    release();
    expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await call('/test/quick')).status).toBe(200);
  });

  it('counts a request whose caller went away as ended', async () => {
    const { call, release } = await startWithSlowRoute({ maxRequestsInProgress: 1, maxEventLoopDelayMs: 0 });
    const gone = new AbortController();
    const abandoned = call('/test/slow', gone.signal).catch(() => 'aborted');
    await pause(100);
    expect((await call('/test/quick')).status).toBe(503);
    gone.abort();
    expect(await abandoned).toBe('aborted');
    await pause(100);
    expect((await call('/test/quick')).status).toBe(200);
    release();
  });

  it('answers 503 while the event loop stalled past the limit, and takes requests again after', async () => {
    const { call } = await startWithSlowRoute({ maxRequestsInProgress: 0, maxEventLoopDelayMs: 200 });
    expect((await call('/test/quick')).status).toBe(200);
    stall(700);
    // One turn of the loop lets the monitor record the stall; a longer pause, on a busy machine, could outlast
    // the half-second window that holds it.
    await pause(1);
    expect((await call('/test/quick')).status).toBe(503);
    await pause(1_200);
    expect((await call('/test/quick')).status).toBe(200);
  });
});
