import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { twoFactorEndpoints } from '@cargo/domain/api/two-factor';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, staffRoles } from '../../db/schema/index.ts';
import { DEMO_STAFF_TOTP_SECRETS } from '../../db/seed/demo.seed.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, challengeOf, imageCode, totpCode, unusedTotpCode } from '../../test/test-app.ts';
import {
  codeStep,
  imageCodeFrom,
  nextAddress,
  passwordStep,
  userWithTotp,
} from '../../test/two-factor.fixtures.ts';
import { setSwitch } from '../switch/switch.service.ts';

const ctx = useTestApp();

const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'Admin-Token')?.value;

const staffPasswordStep = async (account: string, password: string) =>
  call(ctx.app, staffEndpoints.staffLogin, { account, password, ...(await imageCode(ctx.app)) });

describe('two-factor sign-in is required of staff', () => {
  it('takes a staff member without TOTP to enrolment: no staff route works before', async () => {
    const userId = await createShoceanUser(ctx.app, 'tf-newstaff');
    await ctx.app.db.insert(staffRoles).values({ userId, role: 'auditor' });
    const first = await staffPasswordStep('tf-newstaff', TEST_USER_PASSWORD);
    expect(sessionOf(first)).toBeUndefined();
    const { challenge, step } = challengeOf(first);
    expect(step).toBe('enrol');
    // The challenge is no session: the staff routes answer 401 without one.
    expect((await call(ctx.app, staffEndpoints.staffProfile)).statusCode).toBe(401);
    // Nor does it open a customer session at the customer entry.
    const atCustomerEntry = await call(ctx.app, authEndpoints.twoFactorSignIn, { challenge, code: '123456' });
    expect(atCustomerEntry.statusCode).toBe(401);
    const enrolment = data<{ secret: string; qrSvg: string }>(
      await call(ctx.app, authEndpoints.challengeEnrolment, { challenge }),
    );
    expect(enrolment.qrSvg).toContain('<svg');
    const signedIn = await call(ctx.app, staffEndpoints.staffTwoFactorSignIn, {
      challenge,
      code: await totpCode(enrolment.secret),
    });
    const profile = data<{ loginName: string; roles: string[]; recoveryCodes: string[] }>(signedIn);
    expect(profile).toMatchObject({ loginName: 'tf-newstaff', roles: ['auditor'] });
    expect(profile.recoveryCodes).toHaveLength(10);
    const cookie = sessionOf(signedIn)!;
    expect((await call(ctx.app, staffEndpoints.staffProfile, {}, { cookie })).statusCode).toBe(200);
    // Next time: the code step.
    expect(challengeOf(await staffPasswordStep('tf-newstaff', TEST_USER_PASSWORD)).step).toBe('code');
  });

  it('signs the seeded underwriter in with a code of its fixed secret', async () => {
    const first = await staffPasswordStep('underwriter', 'Claims#2026');
    const { challenge, step } = challengeOf(first);
    expect(step).toBe('code');
    const wrong = await call(ctx.app, staffEndpoints.staffTwoFactorSignIn, { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const right = await call(ctx.app, staffEndpoints.staffTwoFactorSignIn, {
      challenge,
      code: await unusedTotpCode(ctx.app, DEMO_STAFF_TOTP_SECRETS.underwriter),
    });
    expect(data<{ roles: string[] }>(right).roles).toEqual(['underwriter']);
  });
});

describe("an account administrator requires two-factor sign-in of the account's members", () => {
  it('is the admin alone, once it uses TOTP itself; members then set it up at login and cannot turn it off', async () => {
    await createShoceanUser(ctx.app, 'tf-member');
    const memberLogin = await passwordStep(ctx.app, 'tf-member', nextAddress());
    const memberCookie = sessionOf(memberLogin)!;
    const admin = await userWithTotp(ctx.app, 'tf-admin');
    const noTotpAdmin = await createShoceanUser(ctx.app, 'tf-admin2');
    for (const userId of [admin.userId, noTotpAdmin]) {
      await ctx.app.db.update(memberships).set({ role: 'admin' }).where(eq(memberships.userId, userId));
    }
    // A member may not.
    const byMember = await call(
      ctx.app,
      twoFactorEndpoints.setRequirement,
      { required: true },
      { cookie: memberCookie },
    );
    expect(byMember.statusCode).toBe(403);
    // An administrator without TOTP itself may not either.
    const admin2Cookie = sessionOf(await passwordStep(ctx.app, 'tf-admin2', nextAddress()))!;
    const withoutOwn = await call(
      ctx.app,
      twoFactorEndpoints.setRequirement,
      { required: true },
      { cookie: admin2Cookie, lang: 'en' },
    );
    expect(withoutOwn.statusCode).toBe(409);
    expect(withoutOwn.json().message).toBe(
      'Turn on two-factor sign-in for yourself before requiring it of members',
    );
    const set = data<{ accountRequires: boolean; required: boolean }>(
      await call(ctx.app, twoFactorEndpoints.setRequirement, { required: true }, { cookie: admin.cookie }),
    );
    expect(set).toMatchObject({ accountRequires: true, required: true });

    // The member's next login goes through enrolment.
    const next = challengeOf(await passwordStep(ctx.app, 'tf-member', nextAddress()));
    expect(next.step).toBe('enrol');
    const enrolment = data<{ secret: string }>(
      await call(ctx.app, authEndpoints.challengeEnrolment, { challenge: next.challenge }),
    );
    const signedIn = await call(ctx.app, authEndpoints.twoFactorSignIn, {
      challenge: next.challenge,
      code: await totpCode(enrolment.secret),
    });
    expect(data<{ recoveryCodes: string[] }>(signedIn).recoveryCodes).toHaveLength(10);
    const cookie = sessionOf(signedIn)!;
    const off = await call(
      ctx.app,
      twoFactorEndpoints.disable,
      { password: TEST_USER_PASSWORD, code: await totpCode(enrolment.secret, 1) },
      { cookie },
    );
    expect(off.statusCode).toBe(403);
    // The requirement lifted, members may sign in by password again.
    await call(ctx.app, twoFactorEndpoints.setRequirement, { required: false }, { cookie: admin.cookie });
    expect(sessionOf(await passwordStep(ctx.app, 'tf-admin2', nextAddress()))).toBeDefined();
  });
});

describe('two-factor sign-in at the mobile login', () => {
  it('asks a user with TOTP for its code after the right SMS code, before any session', async () => {
    await setSwitch(ctx.app, 'phoneLogin', 'Y');
    const mobile = '13912345678';
    const { secret } = await userWithTotp(ctx.app, 'tf-mobile', { phone: mobile, isRealName: 'Y' });
    const ip = nextAddress();
    const sent = await call(
      ctx.app,
      authEndpoints.sendLoginSms,
      { mobile, ...(await imageCodeFrom(ctx.app, ip)) },
      { remoteAddress: ip },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = (await call(ctx.app, outboxEndpoints.messages, { channel: 'sms', recipient: mobile })).json()
      .data as { body: string }[];
    const smsCode = sms[0]!.body.match(/\d{6}/)![0];
    const first = await call(
      ctx.app,
      authEndpoints.loginByPhone,
      { mobile, code: smsCode },
      { remoteAddress: ip },
    );
    expect(sessionOf(first)).toBeUndefined();
    const { challenge, step } = challengeOf(first);
    expect(step).toBe('code');
    const second = await codeStep(ctx.app, challenge, await totpCode(secret, 1), ip);
    expect(second.statusCode, second.body).toBe(200);
    expect(sessionOf(second)).toBeDefined();
  });
});
