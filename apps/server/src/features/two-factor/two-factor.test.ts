import { accountEndpoints } from '@cargo/domain/api/account';
import { twoFactorEndpoints } from '@cargo/domain/api/two-factor';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, challengeOf, totpCode } from '../../test/test-app.ts';
import {
  challengeFor,
  codeStep,
  nextAddress,
  passwordStep,
  userWithTotp,
} from '../../test/two-factor.fixtures.ts';

const ctx = useTestApp();

const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'Admin-Token')?.value;

/**
 * Pins the clock (Date only) in the middle of a 30-second step, `laterSteps` after the current one, so that
 * "one step away" is exact (and, later than the step that confirmed the secret, the step before is unused).
 */
const pinClockMidStep = (laterSteps = 0) => {
  const step = Math.floor(Date.now() / 30_000) + laterSteps;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(step * 30_000 + 15_000);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('two-factor sign-in: enrolment on the account page', () => {
  it('shows a secret and its QR code, confirms with a code, then gives ten recovery codes once', async () => {
    await createShoceanUser(ctx.app, 'tf-enrol');
    const login = await passwordStep(ctx.app, 'tf-enrol', nextAddress());
    const cookie = sessionOf(login)!;
    expect(
      data<{ enabled: boolean }>(await call(ctx.app, twoFactorEndpoints.status, {}, { cookie })).enabled,
    ).toBe(false);
    const enrolment = data<{ secret: string; otpauthUri: string; qrSvg: string }>(
      await call(ctx.app, twoFactorEndpoints.startEnrolment, {}, { cookie }),
    );
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*tf-enrol.*secret=/);
    expect(enrolment.qrSvg).toContain('<svg');
    // A wrong code turns nothing on.
    const wrong = await call(
      ctx.app,
      twoFactorEndpoints.confirmEnrolment,
      { code: '000000' },
      { cookie, lang: 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The code is wrong, or that app code was already used');
    const badShape = await call(ctx.app, twoFactorEndpoints.confirmEnrolment, { code: '12ab' }, { cookie });
    expect(badShape.statusCode).toBe(400);
    const { recoveryCodes } = data<{ recoveryCodes: string[] }>(
      await call(
        ctx.app,
        twoFactorEndpoints.confirmEnrolment,
        { code: await totpCode(enrolment.secret) },
        { cookie },
      ),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const status = data<{ enabled: boolean; recoveryCodesLeft: number }>(
      await call(ctx.app, twoFactorEndpoints.status, {}, { cookie }),
    );
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Once on, a new secret is refused (it would replace the one the app holds).
    expect((await call(ctx.app, twoFactorEndpoints.startEnrolment, {}, { cookie })).statusCode).toBe(409);
  });
});

describe('two-factor sign-in: the second step of login', () => {
  it('answers a challenge, not a session, after the right password; the right code opens the session', async () => {
    const { secret } = await userWithTotp(ctx.app, 'tf-login');
    const ip = nextAddress();
    const first = await passwordStep(ctx.app, 'tf-login', ip);
    expect(first.statusCode).toBe(200);
    expect(sessionOf(first)).toBeUndefined();
    const { challenge, step, expiresInSeconds } = challengeOf(first);
    expect({ step, expiresInSeconds }).toEqual({ step: 'code', expiresInSeconds: 300 });
    const second = await codeStep(ctx.app, challenge, await totpCode(secret, 1), ip);
    const signedIn = data<{ accountName: string; recoveryCodes: string[] }>(second);
    expect(signedIn).toMatchObject({ accountName: 'SHOCEAN', recoveryCodes: [] });
    const cookie = sessionOf(second)!;
    expect((await call(ctx.app, accountEndpoints.userInfo, {}, { cookie })).statusCode).toBe(200);
    // The challenge is single-use.
    const again = await codeStep(ctx.app, challenge, await totpCode(secret), ip, 'en');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(
      'This sign-in has expired or was already used: log in with your password again',
    );
  });

  it('accepts a code one step (30 s) either side of now and refuses two steps away', async () => {
    const { secret } = await userWithTotp(ctx.app, 'tf-skew');
    pinClockMidStep(2);
    const ip = nextAddress();
    for (const offset of [2, -2]) {
      const refused = await codeStep(
        ctx.app,
        await challengeFor(ctx.app, 'tf-skew', ip),
        await totpCode(secret, offset),
        ip,
      );
      expect(refused.statusCode, `${offset} steps`).toBe(401);
      expect(sessionOf(refused)).toBeUndefined();
    }
    for (const offset of [-1, 1]) {
      const accepted = await codeStep(
        ctx.app,
        await challengeFor(ctx.app, 'tf-skew', ip),
        await totpCode(secret, offset),
        ip,
      );
      expect(accepted.statusCode, `${offset} steps: ${accepted.body}`).toBe(200);
    }
  });

  it('refuses a code used before (replay), even in its window', async () => {
    const { secret } = await userWithTotp(ctx.app, 'tf-replay');
    pinClockMidStep();
    const ip = nextAddress();
    const code = await totpCode(secret, 1);
    expect((await codeStep(ctx.app, await challengeFor(ctx.app, 'tf-replay', ip), code, ip)).statusCode).toBe(
      200,
    );
    const replayed = await codeStep(ctx.app, await challengeFor(ctx.app, 'tf-replay', ip), code, ip, 'en');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('The code is wrong, or that app code was already used');
    // An earlier step than the one used is refused too.
    const older = await codeStep(
      ctx.app,
      await challengeFor(ctx.app, 'tf-replay', ip),
      await totpCode(secret),
      ip,
    );
    expect(older.statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes, cookie } = await userWithTotp(ctx.app, 'tf-recovery');
    const ip = nextAddress();
    const recovery = recoveryCodes[3]!;
    // Typed in capitals with a space: the same code.
    const typed = ` ${recovery.toUpperCase().replace('-', ' ')}`;
    expect(
      (await codeStep(ctx.app, await challengeFor(ctx.app, 'tf-recovery', ip), typed, ip)).statusCode,
    ).toBe(200);
    const twice = await codeStep(ctx.app, await challengeFor(ctx.app, 'tf-recovery', ip), recovery, ip);
    expect(twice.statusCode).toBe(401);
    expect(
      data<{ recoveryCodesLeft: number }>(await call(ctx.app, twoFactorEndpoints.status, {}, { cookie }))
        .recoveryCodesLeft,
    ).toBe(9);
  });

  it('lets a challenge expire after five minutes', async () => {
    const { secret } = await userWithTotp(ctx.app, 'tf-expiry');
    const ip = nextAddress();
    pinClockMidStep();
    const challenge = await challengeFor(ctx.app, 'tf-expiry', ip);
    vi.setSystemTime(Date.now() + 301_000);
    const late = await codeStep(ctx.app, challenge, await totpCode(secret), ip);
    expect(late.statusCode).toBe(401);
    expect(sessionOf(late)).toBeUndefined();
  });

  it('counts wrong codes like wrong passwords: the sixth attempt is refused even with the right code', async () => {
    const { secret } = await userWithTotp(ctx.app, 'tf-throttle');
    const ip = nextAddress();
    const challenge = await challengeFor(ctx.app, 'tf-throttle', ip);
    for (let i = 0; i < 5; i += 1) {
      expect((await codeStep(ctx.app, challenge, `00000${i}`, ip)).statusCode).toBe(401);
    }
    const locked = await codeStep(ctx.app, challenge, await totpCode(secret), ip);
    expect(locked.statusCode).toBe(429);
    // The password step shares the user's budget: even the right password fails, quietly, as a wrong one
    // (business-rules.md "Neutral answers": a 429 there would tell that the name belongs to this user).
    expect((await passwordStep(ctx.app, 'tf-throttle', nextAddress())).statusCode).toBe(401);
  });
});

describe('two-factor sign-in: turning it off and new recovery codes', () => {
  it('regenerates the recovery codes with a code; the old ones stop working', async () => {
    const { secret, recoveryCodes, cookie } = await userWithTotp(ctx.app, 'tf-regen');
    pinClockMidStep();
    const renewed = data<{ recoveryCodes: string[] }>(
      await call(
        ctx.app,
        twoFactorEndpoints.regenerateRecoveryCodes,
        { code: await totpCode(secret, 1) },
        { cookie },
      ),
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    const ip = nextAddress();
    expect(
      (await codeStep(ctx.app, await challengeFor(ctx.app, 'tf-regen', ip), recoveryCodes[0]!, ip))
        .statusCode,
    ).toBe(401);
    expect(
      (await codeStep(ctx.app, await challengeFor(ctx.app, 'tf-regen', ip), renewed.recoveryCodes[0]!, ip))
        .statusCode,
    ).toBe(200);
  });

  it('turns it off with the password and a code, not with a wrong password', async () => {
    const { secret, cookie } = await userWithTotp(ctx.app, 'tf-off');
    pinClockMidStep();
    const wrongPassword = await call(
      ctx.app,
      twoFactorEndpoints.disable,
      { password: 'Wrong#Pass2026', code: await totpCode(secret, 1) },
      { cookie },
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(
      data<{ enabled: boolean }>(await call(ctx.app, twoFactorEndpoints.status, {}, { cookie })).enabled,
    ).toBe(true);
    const off = await call(
      ctx.app,
      twoFactorEndpoints.disable,
      { password: TEST_USER_PASSWORD, code: await totpCode(secret, 1) },
      { cookie },
    );
    expect(off.statusCode, off.body).toBe(200);
    // The next login opens a session after the password alone.
    expect(sessionOf(await passwordStep(ctx.app, 'tf-off', nextAddress()))).toBeDefined();
  });
});
