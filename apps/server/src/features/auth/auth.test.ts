import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, endpointUrl, imageCode, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('login', () => {
  it('logs the demo user in with account, password and image code, setting an HttpOnly session cookie', async () => {
    const response = await call(ctx.app, authEndpoints.accountLogin, {
      account: 'demo',
      password: 'Shocean#2026',
      ...(await imageCode(ctx.app)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: '000000',
      data: { accountName: 'SHOCEAN', userType: 'CARGO' },
    });
    const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('logs in by email, case-insensitively', async () => {
    const response = await call(ctx.app, authEndpoints.emailLogin, {
      email: 'Demo@Cargo-Portal.test',
      password: 'Shocean#2026',
      ...(await imageCode(ctx.app)),
    });
    expect(response.json().code).toBe('000000');
  });

  it('refuses a wrong password with a localised message and no session', async () => {
    const response = await call(
      ctx.app,
      authEndpoints.accountLogin,
      { account: 'newbie', password: 'wrong', ...(await imageCode(ctx.app)) },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: '401001', message: 'Wrong account or password' });
    expect(response.json().traceId).toBeTruthy();
    expect(response.cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  it('refuses a wrong image code, and a code cannot be used twice', async () => {
    const code = await imageCode(ctx.app);
    const wrong = await call(ctx.app, authEndpoints.accountLogin, {
      account: 'demo',
      password: 'Shocean#2026',
      ...code,
      verifyCode: 'zzzz',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('400101');
    const reused = await call(ctx.app, authEndpoints.accountLogin, {
      account: 'demo',
      password: 'Shocean#2026',
      ...code,
    });
    expect(reused.json().code).toBe('400101');
  });

  it('names the missing field in Chinese by default', async () => {
    const response = await callWithInvalidInput(ctx.app, authEndpoints.accountLogin, {
      account: 'demo',
      captchaId: 'x',
      verifyCode: 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '400000', message: '密码：不能为空' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.accountLogin),
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('at ');
    expect(response.json().code).toBe('400000');
  });

  it('locks an account after 5 failures within 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      await call(ctx.app, authEndpoints.accountLogin, {
        account: 'lockme',
        password: 'bad',
        ...(await imageCode(ctx.app)),
      });
    }
    const locked = await call(
      ctx.app,
      authEndpoints.accountLogin,
      { account: 'lockme', password: 'bad', ...(await imageCode(ctx.app)) },
      { lang: 'en' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('Too many failed logins');
  });
});

describe('image code rate limit', () => {
  const requestCode = (ip: string, lang?: 'en') =>
    call(ctx.app, authEndpoints.imageCode, {}, { remoteAddress: ip, lang });

  it('answers 429 / 429000 in the caller language beyond 30 image codes a minute from one IP', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 30; i++) expect((await requestCode(ip)).statusCode).toBe(200);
    const limited = await requestCode(ip, 'en');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: '429000',
      message: 'Too many requests, please try again later',
      data: null,
    });
    expect(limited.json().traceId).toBeTruthy();
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await requestCode(ip)).json().message).toBe('操作过于频繁，请稍后再试');
    expect((await requestCode('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('answers 401 with code -99 without a session, and after logout', async () => {
    const anonymous = await call(ctx.app, accountEndpoints.userInfo);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('-99');

    const token = await logInAs(ctx.app, 'demo');
    expect((await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: token })).statusCode).toBe(200);
    const logout = await call(ctx.app, authEndpoints.logout, {}, { cookie: token });
    expect(logout.json().code).toBe('000000');
    const after = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('-99');
  });

  it('rejects a forged token', async () => {
    const response = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: 'forged-token' });
    expect(response.statusCode).toBe(401);
  });
});
