import type { EndpointDeclaration, EndpointInput } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, outbox, users, verifyCodes } from '../../db/schema/index.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { setSwitch } from '../switch/switch.service.ts';

const ctx = useTestApp();

const PASSWORD = TEST_USER_PASSWORD;
let ipCounter = 0;
/** An address of its own for each step that is rate limited per IP (image codes, SMS sends). */
const freshIp = () => {
  ipCounter += 1;
  return `198.19.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

/** A call without a session from an address of its own (or `ip`). */
const callFromIp = <E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { ip?: string; lang?: 'zh' | 'en' } = {},
) => call(ctx.app, endpoint, input, { remoteAddress: options.ip ?? freshIp(), lang: options.lang ?? 'zh' });

const imageCode = async () => {
  const issued = await callFromIp(authEndpoints.imageCode, {});
  const { captchaId } = issued.json().data as { captchaId: string };
  const outboxRows = (
    await call(ctx.app, outboxEndpoints.messages, { channel: 'captcha', recipient: captchaId })
  ).json().data as { body: string }[];
  return { captchaId, verifyCode: outboxRows[0]!.body };
};

const sendCode = async (mobile: string, lang: 'zh' | 'en' = 'zh') =>
  callFromIp(authEndpoints.sendLoginSms, { mobile, ...(await imageCode()) }, { lang });

const logIn = (mobile: string, code: string, ip: string, lang: 'zh' | 'en' = 'zh') =>
  callFromIp(authEndpoints.loginByPhone, { mobile, code }, { ip, lang });

/** The SMS sent to a mobile, newest first, read from the dev outbox (what the user reads on the phone). */
const smsTo = async (mobile: string) =>
  (await call(ctx.app, outboxEndpoints.messages, { channel: 'sms', recipient: mobile })).json().data as {
    body: string;
  }[];

const latestCode = async (mobile: string) => {
  const code = (await smsTo(mobile))[0]?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
};

/** A code that is not `code` (the next number, same length). */
const wrongCode = (code: string, offset = 1) =>
  ((Number(code) + offset) % 1_000_000).toString().padStart(6, '0');

/** A customer user of SHOCEAN with a bound mobile (each test spends its budgets on a fresh one). */
const createBoundUser = (loginName: string, phone: string) =>
  createShoceanUser(ctx.app, loginName, { phone, isRealName: 'Y', isReset: 'Y' });

/** Moves the login code of a mobile into the past, as if `seconds` had gone by. */
const age = async (mobile: string, seconds: number) => {
  await ctx.app.db
    .update(verifyCodes)
    .set({
      createdAt: sql`${verifyCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${verifyCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(verifyCodes.id, `login-sms:${mobile}`));
};

const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'Admin-Token');

beforeAll(async () => {
  await setSwitch(ctx.app, 'phoneLogin', 'Y');
});

describe('POST /login/sendLoginSms', () => {
  it('sends a 6-digit login code by SMS to a bound mobile, stored hashed, in the caller language', async () => {
    await createBoundUser('sender', '13710000001');
    const response = await sendCode('137 1000 0001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
    const [sms] = await smsTo('13710000001');
    expect(sms?.body).toMatch(/^【货运险门户】您的登录验证码为 \d{6}，5 分钟内有效/);
    const [row] = await ctx.app.db
      .select()
      .from(verifyCodes)
      .where(eq(verifyCodes.id, 'login-sms:13710000001'));
    expect(row?.codeHash).not.toContain(await latestCode('13710000001'));

    await age('13710000001', 61);
    await sendCode('13710000001', 'en');
    expect((await smsTo('13710000001'))[0]?.body).toMatch(/^\[Cargo Portal\] Your login code is \d{6}/);
  });

  it('answers an unbound or unknown mobile exactly as a bound one, and sends it nothing', async () => {
    await createBoundUser('bound', '13710000002');
    // A user whose mobile is recorded but not verified by SMS is not "bound".
    const unverified = await createBoundUser('unverified', '13710000004');
    await ctx.app.db.update(users).set({ isRealName: 'N' }).where(eq(users.id, unverified));
    const bound = await sendCode('13710000002');
    for (const mobile of ['13710000003', '13710000004']) {
      const other = await sendCode(mobile);
      expect(other.statusCode).toBe(bound.statusCode);
      expect(other.json().data).toEqual(bound.json().data);
      expect(other.json().message).toBe(bound.json().message);
      expect(await smsTo(mobile)).toEqual([]);
      // The once-a-minute rule holds for it too, so a 429 tells nothing either.
      expect((await sendCode(mobile)).statusCode).toBe(429);
    }
    expect((await sendCode('13710000002')).statusCode).toBe(429);
  });

  it('refuses a wrong image code and sends nothing', async () => {
    await createBoundUser('imagewrong', '13710000005');
    const response = await callFromIp(authEndpoints.sendLoginSms, {
      mobile: '13710000005',
      ...(await imageCode()),
      verifyCode: 'zzzz',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('400101');
    expect(await smsTo('13710000005')).toEqual([]);
  });

  it('sends once a minute per mobile (429 with the seconds left) and at most 10 SMS a day, silently', async () => {
    await createBoundUser('chatty', '13710000006');
    expect((await sendCode('13710000006')).statusCode).toBe(200);
    const again = await sendCode('13710000006', 'en');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/try again in (59|60) seconds/);
    // Nine more SMS today (e.g. binding codes): the tenth and later login codes are not sent, the answer is alike.
    await ctx.app.db
      .insert(outbox)
      .values(
        Array.from({ length: 9 }, () => ({ channel: 'sms', recipient: '13710000006', body: 'earlier' })),
      );
    await age('13710000006', 61);
    const overLimit = await sendCode('13710000006');
    expect(overLimit.statusCode).toBe(200);
    expect(overLimit.json().data).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
    expect(await smsTo('13710000006')).toHaveLength(10);
  });

  it('answers 429 beyond 10 sends a minute from one IP', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await callFromIp(
        authEndpoints.sendLoginSms,
        { mobile: `1375000000${i % 10}`, ...(await imageCode()) },
        { ip },
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });

  it('names a bad mobile as a field', async () => {
    const response = await callFromIp(authEndpoints.sendLoginSms, {
      mobile: '12345',
      ...(await imageCode()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toEqual(['mobile']);
  });
});

describe('POST /login/loginbyphone', () => {
  it('logs in with the right code: session cookie, landing account, the code used once', async () => {
    await createBoundUser('phoneuser', '13720000001');
    await sendCode('13720000001');
    const code = await latestCode('13720000001');
    const response = await logIn('13720000001', code, freshIp());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ accountName: 'SHOCEAN', userType: 'CARGO', isReset: 'Y' });
    const cookie = sessionCookie(response);
    expect(cookie?.httpOnly).toBe(true);
    const info = await callFromIp(accountEndpoints.userInfo, {});
    expect(info.statusCode).toBe(401);
    const withSession = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: cookie!.value });
    expect(withSession.json().data.curUser.accountName).toBe('SHOCEAN');

    const twice = await logIn('13720000001', code, freshIp(), 'en');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The verification code is wrong or has expired, please get a new one');
    expect(sessionCookie(twice)).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    await createBoundUser('slowpoke', '13720000002');
    await sendCode('13720000002');
    const code = await latestCode('13720000002');
    await age('13720000002', 301);
    const response = await logIn('13720000002', code, freshIp());
    expect(response.json().code).toBe('400101');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('5 wrong codes void the code and spend the user, password login included (quietly: a 401)', async () => {
    await createBoundUser('guesser', '13720000003');
    await sendCode('13720000003');
    const code = await latestCode('13720000003');
    for (let i = 1; i <= 5; i++) {
      expect((await logIn('13720000003', wrongCode(code, i), freshIp())).json().code).toBe('400101');
    }
    const locked = await logIn('13720000003', code, freshIp(), 'en');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed logins for this account, please try again in 15 minutes',
    );
    const byPassword = await callFromIp(authEndpoints.accountLogin, {
      account: 'guesser',
      password: PASSWORD,
      ...(await imageCode()),
    });
    // The right password is not checked while the user's budget is spent, and fails as a wrong one.
    expect(byPassword.statusCode).toBe(401);
  });

  it('25 concurrent wrong codes check at most 5', async () => {
    const userId = await createBoundUser('swarm', '13720000004');
    await sendCode('13720000004');
    const code = await latestCode('13720000004');
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => logIn('13720000004', wrongCode(code, i + 1), ip)),
    );
    const tally: Record<string, number> = {};
    for (const response of responses) tally[response.json().code] = (tally[response.json().code] ?? 0) + 1;
    expect(tally).toEqual({ '400101': 5, '429000': 20 });
    const attempts = await ctx.app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.accountKey, `user:${userId}`));
    expect(attempts).toHaveLength(5);
    const [row] = await ctx.app.db
      .select({ failedAttempts: verifyCodes.failedAttempts })
      .from(verifyCodes)
      .where(eq(verifyCodes.id, 'login-sms:13720000004'));
    expect(row?.failedAttempts).toBe(5);
  });

  it('wrong codes count toward the IP budget shared with passwords (20 per IP)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const mobile = `1373000000${i}`;
      for (let j = 0; j < 5; j++) expect((await logIn(mobile, '000000', ip)).json().code).toBe('400101');
    }
    const failures = await ctx.app.db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip));
    expect(failures).toHaveLength(20);
    await createBoundUser('sameplace', '13730000009');
    const password = await callFromIp(
      authEndpoints.accountLogin,
      { account: 'sameplace', password: PASSWORD, ...(await imageCode()) },
      { ip, lang: 'en' },
    );
    expect(password.statusCode).toBe(429);
    expect(password.json().message).toContain('from your network');
  });

  it('a code sent to bind the mobile does not log in', async () => {
    await createBoundUser('binder', '13720000005');
    const passwordLogin = await callFromIp(authEndpoints.accountLogin, {
      account: 'binder',
      password: PASSWORD,
      ...(await imageCode()),
    });
    const token = sessionCookie(passwordLogin)!.value;
    const bindingSent = await call(
      ctx.app,
      accountEndpoints.sendBindingCode,
      { mobile: '13720000005' },
      { cookie: token },
    );
    expect(bindingSent.statusCode, bindingSent.body).toBe(200);
    const response = await logIn('13720000005', await latestCode('13720000005'), freshIp());
    expect(response.json().code).toBe('400101');
  });
});

describe('the phoneLogin switch', () => {
  it('off: sending and logging in are refused with a clear message, nothing sent', async () => {
    await createBoundUser('switchedoff', '13740000001');
    await setSwitch(ctx.app, 'phoneLogin', 'N');
    try {
      const send = await sendCode('13740000001', 'en');
      expect(send.statusCode).toBe(403);
      expect(send.json().message).toBe(
        'Login by mobile is not offered at the moment; please log in with your account or email',
      );
      const login = await logIn('13740000001', '123456', freshIp());
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe('暂未开放手机号登录，请使用账号或邮箱登录');
      expect(await smsTo('13740000001')).toEqual([]);
    } finally {
      await setSwitch(ctx.app, 'phoneLogin', 'Y');
    }
  });
});
