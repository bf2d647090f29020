import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../db/seed/demo.seed.ts';
import { rowsOf } from '../test/raw-sql.ts';
import { buildTestApp, call } from '../test/test-app.ts';

/** Behind one trusted proxy: its X-Forwarded-Proto counts, anybody else's does not. */
const PROXY = '10.0.0.5';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ trustProxy: PROXY, secureCookies: false });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const logIn = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
  const issued = (await call(app, authEndpoints.imageCode, {})).json().data as { captchaId: string };
  const outbox = (
    await call(app, outboxEndpoints.messages, { channel: 'captcha', recipient: issued.captchaId })
  ).json().data as { body: string }[];
  const credentials = {
    account: DEMO_USERS.demo.loginName,
    password: DEMO_USERS.demo.password,
    captchaId: issued.captchaId,
    verifyCode: outbox[0]!.body,
  };
  const response = await call(app, authEndpoints.accountLogin, credentials, { headers, remoteAddress });
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie;
};

const userInfo = (token: string) => call(app, accountEndpoints.userInfo, {}, { cookie: token });

describe('session cookie', () => {
  it('session: the cookie is Secure when the request came over HTTPS through the trusted proxy', async () => {
    const cookie = await logIn({ 'x-forwarded-proto': 'https' }, PROXY);
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
  });

  it('session: plain HTTP, or an X-Forwarded-Proto from an untrusted address, gives no Secure flag', async () => {
    expect((await logIn({}, PROXY)).secure).toBeUndefined();
    expect((await logIn({ 'x-forwarded-proto': 'https' }, '203.0.113.50')).secure).toBeUndefined();
  });
});

describe('session idle clock', () => {
  const minutes = (n: number) => n * 60_000;
  const seconds = (n: number) => n * 1000;

  it('session: idle 119:59 after the last request passes, 120:01 fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const { value: token } = await logIn();
    // A request 30 s later moves the idle clock to that request, not to the minute of the login.
    vi.setSystemTime(start + seconds(30));
    expect((await userInfo(token)).statusCode).toBe(200);
    const lastRequest = start + seconds(30);
    vi.setSystemTime(lastRequest + minutes(119) + seconds(59));
    expect((await userInfo(token)).statusCode).toBe(200);
    const lastAgain = lastRequest + minutes(119) + seconds(59);
    vi.setSystemTime(lastAgain + minutes(120) + seconds(1));
    const expired = await userInfo(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('-99');
  });

  it('session: exact to the millisecond, 1 ms before the idle limit passes and at the limit it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const { value: token } = await logIn();
    const first = start + minutes(120) - 1;
    vi.setSystemTime(first);
    expect((await userInfo(token)).statusCode).toBe(200);
    const second = first + minutes(120) - 1;
    vi.setSystemTime(second);
    expect((await userInfo(token)).statusCode).toBe(200);
    vi.setSystemTime(second + minutes(120));
    expect((await userInfo(token)).statusCode).toBe(401);
  });
});

describe('where sessions are kept (migration 0032)', () => {
  it('session: unlogged on PostgreSQL (its idle clock moves without waiting for the log), logged in the embedded database', async () => {
    const [table] = await rowsOf(
      app.db,
      sql`select relpersistence from pg_class where oid = 'sessions'::regclass`,
    );
    expect(table?.relpersistence).toBe(process.env.TEST_DATABASE_URL ? 'u' : 'p');
  });
});
