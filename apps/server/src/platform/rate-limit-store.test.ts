import { authEndpoints } from '@cargo/domain/api/auth';
import { trackingEndpoints } from '@cargo/domain/api/tracking';
import { count, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { buildTestApp, call, testDatabase } from '../test/test-app.ts';

/** Two server instances on one database, as behind a load balancer. */
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  const handle = await testDatabase();
  first = await buildTestApp();
  second = await buildApp(first.config, handle);
});
afterAll(async () => {
  await second.close();
  await first.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The clock stands still at this instant (only `Date`; timers run), so a test's calls share one window. */
const atMinute = (minute: number, second = 1) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 2, 3, minute, second));
};

const imageCode = (app: FastifyInstance, ip: string) =>
  call(app, authEndpoints.imageCode, {}, { lang: 'en', remoteAddress: ip });

const rowsOf = async (ip: string) =>
  (
    await first.db
      .select({ total: count() })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `% ${ip}`))
  )[0]!.total;

describe('rate limits on the database', () => {
  it('rate limit: the 31st image code in a minute is 429 and the count is shared by two app instances', async () => {
    atMinute(10);
    const ip = '203.0.113.7';
    for (let call = 1; call <= 30; call += 1) {
      const response = await imageCode(call % 2 === 0 ? first : second, ip);
      expect(response.statusCode, `call ${call}: ${response.body}`).toBe(200);
    }
    const refused = await imageCode(first, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: '429000',
      message: 'Too many requests, please try again later',
    });
    // The window started at the first call (the clock stands still here): a minute to wait.
    expect(refused.headers['retry-after']).toBe('60');
    expect((await imageCode(second, ip)).statusCode).toBe(429);
    // Another caller has its own count; one row per caller and window, whatever the number of calls.
    expect((await imageCode(second, '203.0.113.8')).statusCode).toBe(200);
    expect(await rowsOf(ip)).toBe(1);
  });

  it('rate limit: a window lasts a minute from the first call, then the count starts again', async () => {
    const ip = '203.0.113.9';
    atMinute(20, 30);
    for (let call = 1; call <= 30; call += 1) await imageCode(first, ip);
    expect((await imageCode(second, ip)).statusCode).toBe(429);
    atMinute(21, 29);
    expect((await imageCode(second, ip)).statusCode).toBe(429);
    atMinute(21, 30);
    expect((await imageCode(second, ip)).statusCode).toBe(200);
    expect((await imageCode(first, ip)).statusCode).toBe(200);
  });

  it('rate limit: each endpoint has its own count', async () => {
    atMinute(30);
    const ip = '203.0.113.10';
    for (let call = 1; call <= 31; call += 1) await imageCode(first, ip);
    const pageView = await call(first, trackingEndpoints.pageView, { path: '/login' }, { remoteAddress: ip });
    expect(pageView.statusCode, pageView.body).toBe(200);
  });

  it('rate limit: windows that have ended are deleted in passing', async () => {
    atMinute(40);
    await imageCode(first, '203.0.113.11');
    await imageCode(second, '203.0.113.11');
    expect(await rowsOf('203.0.113.11')).toBe(1);
    atMinute(45);
    // Each instance sweeps at most once a minute: a call on each makes sure one of them does.
    await imageCode(first, '203.0.113.12');
    await imageCode(second, '203.0.113.12');
    expect(await rowsOf('203.0.113.11')).toBe(0);
    expect(await rowsOf('203.0.113.12')).toBe(1);
  });
});
