import { accountEndpoints } from '@cargo/domain/api/account';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verifyCodes } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp();

const send = (token: string | undefined, mobile: string, lang?: 'zh' | 'en') =>
  call(ctx.app, accountEndpoints.sendBindingCode, { mobile }, { cookie: token, lang });

/** The code of the latest SMS to a mobile, read from the dev outbox (what the user reads on the phone). */
const latestCode = async (mobile: string): Promise<string> => {
  const messages = (
    await call(ctx.app, outboxEndpoints.messages, { channel: 'sms', recipient: mobile })
  ).json().data as {
    body: string;
  }[];
  const code = messages[0]?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
};

/** Moves the user's code into the past, as if `seconds` had gone by. */
const age = async (seconds: number) => {
  await ctx.app.db
    .update(verifyCodes)
    .set({
      createdAt: sql`${verifyCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${verifyCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(sql`${verifyCodes.id} like 'sms:%'`);
};

const userInfo = async (token: string) =>
  (await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: token })).json().data as {
    curUser: { phone: string; isRealName: string };
  };

describe('POST /sms/sendMsg', () => {
  it('sends a 6-digit code through the outbox, at most once a minute per user', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const first = await send(token, '139 1000 0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
    expect(await latestCode('13910000001')).toMatch(/^\d{6}$/);
    // Stored hashed, never in clear.
    const [row] = await ctx.app.db.select().from(verifyCodes).where(sql`${verifyCodes.id} like 'sms:%'`);
    expect(row?.codeHash).not.toContain(await latestCode('13910000001'));

    // Again within the minute, even to another mobile: refused with the seconds left.
    const again = await send(token, '13910000002');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('429000');
    expect(again.json().message).toMatch(/^验证码发送过于频繁，请 (59|60) 秒后再试$/);
    const inEn = await send(token, '13910000002', 'en');
    expect(inEn.json().message).toMatch(/try again in (59|60) seconds/);

    // A minute later it may send again.
    await age(61);
    expect((await send(token, '13910000002')).statusCode).toBe(200);
  });

  it('refuses an invalid mobile, naming the field', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const response = await send(token, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('手机号码：请输入正确的11位手机号码');
  });

  it('answers for a mobile bound to another user as for any other, sends it nothing, and cannot bind it', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    await age(61);
    const free = await send(token, '13910000031', 'en');
    await age(61);
    const taken = await send(token, '13800138000', 'en');
    expect(taken.statusCode).toBe(free.statusCode);
    expect({ ...taken.json(), traceId: '' }).toEqual({ ...free.json(), traceId: '' });
    const toOwner = await call(ctx.app, outboxEndpoints.messages, {
      channel: 'sms',
      recipient: '13800138000',
    });
    expect((toOwner.json().data as unknown[]).length).toBe(0);
    // Guessing the code that never left fails like any wrong code.
    const bind = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '13800138000', code: '123456' },
      { cookie: token, lang: 'en' },
    );
    expect(bind.json().code).toBe('400101');
    expect((await userInfo(token)).curUser.phone).toBe('');
  });

  it('sends at most 10 codes to one mobile a day', async () => {
    const token = await logInAs(ctx.app, 'demo');
    for (let i = 0; i < 10; i++) {
      await age(61);
      expect((await send(token, '13910000099')).statusCode, `send ${i + 1}`).toBe(200);
    }
    await age(61);
    const refused = await send(token, '13910000099');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('该手机号码今日接收验证码的次数已达上限，请明天再试');
  });

  it('needs a session, whatever the body', async () => {
    for (const mobile of ['13910000001', 'x']) {
      const response = await send(undefined, mobile);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('-99');
    }
  });
});

describe('POST /sms/verifyOTP and /cargo/user/updateCustomerPhone', () => {
  it('binds the phone with the right code: userInfo then says isRealName Y', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    await age(61);
    expect((await send(token, '13910000003')).statusCode).toBe(200);
    const code = await latestCode('13910000003');

    const wrong = await call(
      ctx.app,
      accountEndpoints.verifyBindingCode,
      { mobile: '13910000003', code: code === '000000' ? '111111' : '000000' },
      { cookie: token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: '400101', message: '验证码错误或已过期，请重新获取' });

    const verified = await call(
      ctx.app,
      accountEndpoints.verifyBindingCode,
      { mobile: '13910000003', code },
      { cookie: token },
    );
    expect(verified.json()).toMatchObject({ code: '000000', data: { verified: true } });

    // The code was sent to this mobile only.
    const otherMobile = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '13910000004', code },
      { cookie: token },
    );
    expect(otherMobile.json().code).toBe('400101');

    const bound = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '+86 139 1000 0003', code },
      { cookie: token },
    );
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toEqual({ phone: '13910000003', isRealName: 'Y' });
    expect((await userInfo(token)).curUser).toMatchObject({ phone: '13910000003', isRealName: 'Y' });

    // A code binds once.
    const reused = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '13910000003', code },
      { cookie: token },
    );
    expect(reused.json().code).toBe('400101');
  });

  it('refuses an expired code', async () => {
    const token = await logInAs(ctx.app, 'demo');
    await age(61);
    await send(token, '13910000005');
    const code = await latestCode('13910000005');
    await age(301);
    const response = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '13910000005', code },
      { cookie: token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('400101');
    expect((await userInfo(token)).curUser.phone).toBe('13800138000');
  });

  it('voids a code after 5 wrong entries', async () => {
    const token = await logInAs(ctx.app, 'demo');
    await age(61);
    await send(token, '13910000006');
    const code = await latestCode('13910000006');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await call(
        ctx.app,
        accountEndpoints.bindPhone,
        { mobile: '13910000006', code: wrongCode },
        { cookie: token },
      );
      expect(response.json().code).toBe('400101');
    }
    const right = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '13910000006', code },
      { cookie: token },
    );
    expect(right.json().code).toBe('400101');
    const [row] = await ctx.app.db.select().from(verifyCodes).where(eq(verifyCodes.failedAttempts, 5));
    expect(row?.usedAt).toBeNull();
  });

  it('sms: 25 concurrent wrong codes count at most 5, and the right code is void after them', async () => {
    const token = await logInAs(ctx.app, 'demo');
    await age(61);
    await send(token, '13910000007');
    const code = await latestCode('13910000007');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const entries = Array.from({ length: 25 }, (_, i) =>
      call(
        ctx.app,
        i % 2 === 0 ? accountEndpoints.verifyBindingCode : accountEndpoints.bindPhone,
        { mobile: '13910000007', code: wrongCode },
        { cookie: token },
      ),
    );
    for (const response of await Promise.all(entries)) expect(response.json().code).toBe('400101');
    const [demo] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'demo'));
    const [row] = await ctx.app.db
      .select()
      .from(verifyCodes)
      .where(eq(verifyCodes.id, `sms:${demo!.id}`));
    expect(row?.failedAttempts).toBe(5);
    const right = await call(
      ctx.app,
      accountEndpoints.bindPhone,
      { mobile: '13910000007', code },
      { cookie: token },
    );
    expect(right.json().code).toBe('400101');
  });

  it('refuses a code that is not 6 digits, naming the field in zh and en', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const zh = await call(
      ctx.app,
      accountEndpoints.verifyBindingCode,
      { mobile: '13910000006', code: '12ab' },
      { cookie: token },
    );
    expect(zh.json()).toMatchObject({ code: '400000', message: '验证码：应为6位数字' });
    const en = await call(
      ctx.app,
      accountEndpoints.verifyBindingCode,
      { mobile: '13910000006', code: '' },
      { cookie: token, lang: 'en' },
    );
    expect(en.json().message).toBe('Verification code: cannot be empty');
  });

  it('needs a session on both, whatever the body', async () => {
    for (const endpoint of [accountEndpoints.verifyBindingCode, accountEndpoints.bindPhone]) {
      for (const body of [{ mobile: '13910000003', code: '123456' }, {}]) {
        const response = await callWithInvalidInput(ctx.app, endpoint, body);
        expect(response.statusCode, endpoint.path).toBe(401);
        expect(response.json().code, endpoint.path).toBe('-99');
      }
    }
  });
});
