import { businessNow } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp();

const PASSWORD = TEST_USER_PASSWORD;
let ipCounter = 0;

/** An image code fetched from an address of its own (the image-code rate limit is per IP). */
const imageCode = async () => {
  ipCounter += 1;
  const issued = await call(
    ctx.app,
    authEndpoints.imageCode,
    {},
    { remoteAddress: `198.18.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` },
  );
  const { captchaId } = issued.json().data as { captchaId: string };
  const outbox = (
    await call(ctx.app, outboxEndpoints.messages, { channel: 'captcha', recipient: captchaId })
  ).json().data as {
    body: string;
  }[];
  return { captchaId, verifyCode: outbox[0]!.body };
};

type LoginBy = { account: string } | { email: string };

const logIn = async (by: LoginBy, password: string, ip: string, lang: 'zh' | 'en' = 'zh') => {
  const credentials = { password, ...(await imageCode()) };
  const options = { remoteAddress: ip, lang };
  return 'account' in by
    ? call(ctx.app, authEndpoints.accountLogin, { ...by, ...credentials }, options)
    : call(ctx.app, authEndpoints.emailLogin, { ...by, ...credentials }, options);
};

const createUser = (loginName: string) => createShoceanUser(ctx.app, loginName);

const codes = (responses: LightMyRequestResponse[]) => responses.map((response) => response.json().code);
/** How many answers carried each envelope code. */
const tally = (values: string[]) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};

describe('login throttling', () => {
  it('login: 25 concurrent wrong passwords check at most 5', async () => {
    const userId = await createUser('racer');
    const ip = '203.0.113.1';
    // Image codes first, so that the 25 logins really start together.
    const entries = await Promise.all(Array.from({ length: 25 }, () => imageCode()));
    const responses = await Promise.all(
      entries.map((code, i) =>
        call(
          ctx.app,
          authEndpoints.accountLogin,
          { account: 'racer', password: `Wrong#${i}x`, ...code },
          { remoteAddress: ip },
        ),
      ),
    );
    expect(tally(codes(responses))).toEqual({ '401001': 5, '429000': 20 });
    const attempts = await ctx.app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.accountKey, `user:${userId}`));
    expect(attempts).toHaveLength(5);
    // The budget is spent: the right password is not even checked.
    const locked = await logIn({ account: 'racer' }, PASSWORD, ip, 'en');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed logins for this account, please try again in 15 minutes',
    );
  });

  it("login: 5 failures on the login name also spend the same user's email, quietly (as a wrong password)", async () => {
    await createUser('twonames');
    for (let i = 0; i < 5; i++) {
      expect((await logIn({ account: 'twonames' }, `Wrong#${i}x`, '203.0.113.2')).statusCode).toBe(401);
    }
    expect((await logIn({ account: 'twonames' }, PASSWORD, '203.0.113.2')).statusCode).toBe(429);
    // The right password by e-mail is not checked: the user's budget is spent. A 429 here would tell a stranger
    // that the login name and the e-mail belong to one user; an unknown pair answers the same 401.
    const byEmail = await logIn({ email: 'TwoNames@cargo-portal.test' }, PASSWORD, '203.0.113.3');
    expect(byEmail.statusCode).toBe(401);
    expect(byEmail.json().code).toBe('401001');
    for (let i = 0; i < 5; i++) await logIn({ account: 'no-such-name' }, `Wrong#${i}x`, '203.0.113.2');
    const unknownEmail = await logIn({ email: 'no-such-name@cargo-portal.test' }, PASSWORD, '203.0.113.3');
    expect(unknownEmail.body.replace(/"traceId":"[^"]*"/, '')).toBe(
      byEmail.body.replace(/"traceId":"[^"]*"/, ''),
    );
  });

  it('login: an unknown login name fails like a wrong password and has a budget of 5 of its own', async () => {
    const ip = '203.0.113.4';
    for (let i = 0; i < 5; i++) {
      const response = await logIn({ account: 'nobody-here' }, PASSWORD, ip);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('401001');
    }
    expect((await logIn({ account: 'Nobody-Here' }, PASSWORD, ip)).statusCode).toBe(429);
    // Another name from the same address still has its own budget.
    expect((await logIn({ account: 'nobody-else' }, PASSWORD, ip)).json().code).toBe('401001');
  });

  it('login: 20 failures from one IP lock that IP for every name, not the users elsewhere', async () => {
    await createUser('roamer');
    const ip = '203.0.113.5';
    const failures = await Promise.all(
      Array.from({ length: 24 }, (_, i) => logIn({ account: `stranger${i % 6}` }, 'Wrong#2026', ip)),
    );
    // 6 names × 4 tries: no name reaches its own 5, the address stops at 20.
    expect(tally(codes(failures))).toEqual({ '401001': 20, '429000': 4 });
    const fromThere = await logIn({ account: 'roamer' }, PASSWORD, ip, 'en');
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json().message).toContain('from your network');
    expect((await logIn({ account: 'roamer' }, PASSWORD, '203.0.113.6')).json().code).toBe('000000');
  });

  it('login: a success keeps the failures of the window (it does not reset the budget)', async () => {
    await createUser('steady');
    const ip = '203.0.113.7';
    for (let i = 0; i < 4; i++) await logIn({ account: 'steady' }, `Wrong#${i}x`, ip);
    expect((await logIn({ account: 'steady' }, PASSWORD, ip)).json().code).toBe('000000');
    expect((await logIn({ account: 'steady' }, 'Wrong#9x', ip)).json().code).toBe('401001');
    expect((await logIn({ account: 'steady' }, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('login: failures older than 15 minutes no longer count', async () => {
    const userId = await createUser('patient');
    const ip = '203.0.113.8';
    for (let i = 0; i < 5; i++) await logIn({ account: 'patient' }, `Wrong#${i}x`, ip);
    expect((await logIn({ account: 'patient' }, PASSWORD, ip)).statusCode).toBe(429);
    await ctx.app.db
      .update(loginAttempts)
      .set({ createdAt: new Date(businessNow().getTime() - 15 * 60_000 - 1000) })
      .where(inArray(loginAttempts.accountKey, [`user:${userId}`, 'account:patient']));
    expect((await logIn({ account: 'patient' }, PASSWORD, ip)).json().code).toBe('000000');
  });
});
