import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions } from '../db/schema/index.ts';
import { buildTestApp, call, logInAs } from '../test/test-app.ts';

/**
 * The session cache of each instance (business-rules.md "Session cache"): a session served from memory, its idle
 * expiry written about once a minute, and forgotten by every instance as soon as PostgreSQL announces a change.
 */

let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = await buildTestApp();
  // A second instance on the same database (another machine behind the load balancer).
  second = await buildApp(first.config, first.database);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const userInfo = (app: FastifyInstance, token: string) =>
  call(app, accountEndpoints.userInfo, {}, { cookie: token });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, at most `ms`; answers how long it took. */
const within = async (ms: number, check: () => Promise<boolean> | boolean) => {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await pause(10);
  }
  return performance.now() - started;
};

const storedExpiry = async (app: FastifyInstance) => {
  const [newest] = await app.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
  return newest!.expiresAt;
};

/** A new demo session served once by `first`, the clock (Date only) faked from now: its token and stored expiry. */
const sessionServedAtFakeNow = async () => {
  await within(5_000, () => first.sessionCache.isListening);
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Date.now();
  vi.setSystemTime(start);
  const token = await logInAs(first, 'demo');
  expect((await userInfo(first, token)).statusCode).toBe(200);
  return { start, token, written: (await storedExpiry(first)).getTime() };
};

describe('session cache', () => {
  it('serves a session from memory and writes its idle expiry about once a minute, not per request', async () => {
    const { start, token, written } = await sessionServedAtFakeNow();
    vi.setSystemTime(start + 30_000);
    expect((await userInfo(first, token)).statusCode).toBe(200);
    expect((await storedExpiry(first)).getTime()).toBe(written);
    vi.setSystemTime(start + 61_000);
    expect((await userInfo(first, token)).statusCode).toBe(200);
    expect((await storedExpiry(first)).getTime()).toBe(start + 61_000 + 120 * 60_000);
  });

  it("never reads nor refreshes a session for the web build's files, whatever the cookie", async () => {
    const { start, token, written } = await sessionServedAtFakeNow();
    vi.setSystemTime(start + 61_000);
    const asset = await first.inject({ url: '/assets/app-3f2a1b.js', cookies: { 'Admin-Token': token } });
    expect(asset.statusCode).toBe(404);
    expect((await storedExpiry(first)).getTime()).toBe(written);
    // The next call to the portal refreshes it, as the minute has passed.
    expect((await userInfo(first, token)).statusCode).toBe(200);
    expect((await storedExpiry(first)).getTime()).toBe(start + 61_000 + 120 * 60_000);
  });

  it('a logout through one instance is refused by the other within 1 s', async () => {
    await within(5_000, () => second.sessionCache.isListening);
    const token = await logInAs(first, 'demo');
    expect((await userInfo(second, token)).statusCode).toBe(200);
    expect((await userInfo(second, token)).statusCode).toBe(200);
    expect(second.sessionCache.size).toBeGreaterThan(0);
    expect((await call(first, authEndpoints.logout, {}, { cookie: token })).statusCode).toBe(200);
    const took = await within(1_000, async () => (await userInfo(second, token)).statusCode === 401);
    expect(took).toBeLessThan(1_000);
  });

  it('a session ended in the database by anyone is forgotten by every instance', async () => {
    const token = await logInAs(first, 'demo');
    expect((await userInfo(first, token)).statusCode).toBe(200);
    expect((await userInfo(second, token)).statusCode).toBe(200);
    await first.db.execute(
      sql`delete from sessions where user_id = (select id from users where login_name = 'demo')`,
    );
    await within(1_000, async () => (await userInfo(first, token)).statusCode === 401);
    await within(1_000, async () => (await userInfo(second, token)).statusCode === 401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('while the listener is down', () => {
  it('the cache is not used (fail closed), and is used again once listening', async () => {
    await within(5_000, () => second.sessionCache.isListening);
    const token = await logInAs(first, 'demo');
    expect((await userInfo(second, token)).statusCode).toBe(200);
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN session_changed' and datname = current_database()`,
    );
    await within(2_000, () => !second.sessionCache.isListening);
    expect(second.sessionCache.size).toBe(0);
    // Ended while nobody listened: the next request reads the database.
    await first.db.execute(
      sql`delete from sessions where user_id = (select id from users where login_name = 'demo')`,
    );
    expect((await userInfo(second, token)).statusCode).toBe(401);
    await within(5_000, () => second.sessionCache.isListening);
    const again = await logInAs(first, 'demo');
    expect((await userInfo(second, again)).statusCode).toBe(200);
    expect(second.sessionCache.size).toBeGreaterThan(0);
  });
});
