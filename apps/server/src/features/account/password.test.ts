import { type EndpointInput, validateNewPassword } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index.ts';
import { DEMO_USERS } from '../../db/seed/demo.seed.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, imageCode, logInAs, logInWithPassword } from '../../test/test-app.ts';
import { isCommonPassword } from './common-passwords.ts';

const ctx = useTestApp();

const changePassword = (
  token: string | undefined,
  body: EndpointInput<typeof accountEndpoints.updatePassword>,
  lang?: 'zh' | 'en',
) => call(ctx.app, accountEndpoints.updatePassword, body, { cookie: token, lang });

const logIn = (account: string, password: string) =>
  imageCode(ctx.app).then((code) =>
    call(ctx.app, authEndpoints.accountLogin, { account, password, ...code }),
  );

const userInfo = (token: string) => call(ctx.app, accountEndpoints.userInfo, {}, { cookie: token });

describe('POST /cargo/user/updatePassword: refusals', () => {
  it('refuses a wrong current password with 400102, in zh and en', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const zh = await changePassword(token, { oldPassword: 'Wrong#2026', newPassword: 'Harbour-Lantern#7' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ code: '400102', message: '原密码不正确' });
    const en = await changePassword(
      token,
      { oldPassword: 'Wrong#2026', newPassword: 'Harbour-Lantern#7' },
      'en',
    );
    expect(en.json().code).toBe('400102');
    expect(en.json().message).toMatch(/current password/i);
    // Still the initial password.
    expect((await userInfo(token)).json().data.isReset).toBe('N');
  });

  it('refuses weak new passwords, naming the rule in zh and en', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const cases: [string, string, string][] = [
      [
        'abcdefgh',
        '新密码：须包含大写字母、小写字母、数字、符号中的至少3种',
        'New password: must use at least 3 of',
      ],
      ['Ab1!', '新密码：长度应为8至32位', 'New password: must be 8 to 32 characters long'],
      [
        'Abcd 1234!',
        '新密码：只能包含英文字母、数字和符号，不能包含空格或中文',
        'New password: may contain only',
      ],
      ['Welcome#2026', '新密码：不能与原密码相同', 'New password: must differ from the current password'],
      ['My-newbie-9', '新密码：不能包含登录名', 'New password: must not contain your login name'],
      ['', '新密码：不能为空', 'New password: cannot be empty'],
    ];
    for (const [newPassword, zh, en] of cases) {
      const body = { oldPassword: 'Welcome#2026', newPassword };
      const inZh = await changePassword(token, body);
      expect(inZh.statusCode, newPassword).toBe(400);
      expect(inZh.json(), newPassword).toMatchObject({ code: '400000', message: zh });
      const inEn = await changePassword(token, body, 'en');
      expect(inEn.json().message, newPassword).toContain(en);
    }
    expect((await userInfo(token)).json().data.isReset).toBe('N');
  });

  it('refuses a password from the common-password list, whatever its case, before checking the current one', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const countedAttempts = async () =>
      (await ctx.app.db.select().from(loginAttempts).where(like(loginAttempts.accountKey, 'password:%')))
        .length;
    const before = await countedAttempts();
    for (const newPassword of ['Password1', 'pASSWORD1', 'Qwerty123']) {
      // A wrong current password too: the rule answers first and no attempt is counted.
      const zh = await changePassword(token, { oldPassword: 'Wrong#2026', newPassword });
      expect(zh.statusCode, newPassword).toBe(400);
      expect(zh.json(), newPassword).toMatchObject({
        code: '400000',
        message: '新密码：属于常见密码，容易被猜中，请换一个',
        data: { issues: [{ path: ['newPassword'] }] },
      });
      const en = await changePassword(token, { oldPassword: 'Welcome#2026', newPassword }, 'en');
      expect(en.json().message).toBe(
        'New password: is one of the most common passwords and easy to guess; choose another',
      );
    }
    expect(await countedAttempts()).toBe(before);
    expect((await userInfo(token)).json().data.isReset).toBe('N');
  });

  it('refuses a guessable password past the common list, saying why, in zh and en; a strong one is taken', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const refusals = [
      // A common password with a capital, a digit and a symbol added: the policy's classes alone let it in.
      [
        'Password1!',
        '新密码：只是在常用密码上稍作改动（加大写、数字或符号），容易被猜中，请换一个',
        'small changes',
      ],
      ['Ab1!Ab1!Ab1!', '新密码：重复一组字符（如“abcabc”），容易被猜中，请换一个', 'repeats a group'],
      ['Summer2026!', '新密码：容易被猜中，请加长，并避免单词、人名、日期和键盘规律', 'is easy to guess'],
    ] as const;
    for (const [newPassword, zh, en] of refusals) {
      const inZh = await changePassword(token, { oldPassword: 'Welcome#2026', newPassword });
      expect(inZh.statusCode, newPassword).toBe(400);
      expect(inZh.json(), newPassword).toMatchObject({
        message: zh,
        data: { issues: [{ path: ['newPassword'] }] },
      });
      const inEn = await changePassword(token, { oldPassword: 'Welcome#2026', newPassword }, 'en');
      expect(inEn.json().message, newPassword).toContain(en);
    }
    expect((await userInfo(token)).json().data.isReset).toBe('N');
    await createShoceanUser(ctx.app, 'pwstrong');
    const strongUser = await logInWithPassword(ctx.app, 'pwstrong', TEST_USER_PASSWORD);
    const body = { oldPassword: TEST_USER_PASSWORD, newPassword: 'Lantern-Quay#83' };
    const strong = await changePassword(strongUser, body);
    expect(strong.statusCode, strong.body).toBe(200);
  });

  it('names a missing current password', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const response = await callWithInvalidInput(
      ctx.app,
      accountEndpoints.updatePassword,
      { newPassword: 'Harbour-Lantern#7' },
      { cookie: token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('原密码：不能为空');
  });

  it('needs a session, whatever the body', async () => {
    for (const body of [{ oldPassword: 'Welcome#2026', newPassword: 'Harbour-Lantern#7' }, {}]) {
      const response = await callWithInvalidInput(ctx.app, accountEndpoints.updatePassword, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('-99');
    }
  });
});

describe('POST /cargo/user/updatePassword: success', () => {
  it('changes the password, clears the initial-password flag and ends every other session', async () => {
    const other = await logInAs(ctx.app, 'newbie');
    const another = await logInAs(ctx.app, 'newbie');
    const current = await logInAs(ctx.app, 'newbie');
    const demo = await logInAs(ctx.app, 'demo');

    const response = await changePassword(current, {
      oldPassword: 'Welcome#2026',
      newPassword: 'Harbour-Lantern#7',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: '000000', data: { isReset: 'Y' } });
    // At least the two opened here (earlier tests of this file left more).
    expect(response.json().data.endedSessions).toBeGreaterThanOrEqual(2);

    // The caller stays logged in and no longer has an initial password.
    const info = await userInfo(current);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.isReset).toBe('Y');
    // Its other sessions are over; another user's session is not touched.
    for (const token of [other, another]) {
      const ended = await userInfo(token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().code).toBe('-99');
    }
    expect((await userInfo(demo)).statusCode).toBe(200);

    // The new password logs in; the old one no longer does.
    expect((await logIn('newbie', 'Harbour-Lantern#7')).json()).toMatchObject({
      code: '000000',
      data: { isReset: 'Y' },
    });
    expect((await logIn('newbie', 'Welcome#2026')).json().code).toBe('401001');
  });
});

describe('POST /cargo/user/updatePassword: rate limit', () => {
  it('locks the change for 15 minutes after 5 wrong current passwords, even with the right one', async () => {
    const token = await logInAs(ctx.app, 'demo');
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(token, {
        oldPassword: `Wrong#${i}abc`,
        newPassword: 'Harbour-Lantern#7',
      });
      expect(wrong.json().code).toBe('400102');
    }
    const locked = await changePassword(token, {
      oldPassword: 'Shocean#2026',
      newPassword: 'Harbour-Lantern#7',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: '429000', message: '原密码错误次数过多，请 15 分钟后再试' });
    const inEn = await changePassword(
      token,
      { oldPassword: 'Shocean#2026', newPassword: 'Harbour-Lantern#7' },
      'en',
    );
    expect(inEn.json().message).toBe('Too many wrong current passwords; try again in 15 minutes');
    // The password did not change; logging in is a separate budget.
    expect((await logIn('demo', 'Shocean#2026')).json().code).toBe('000000');
  });
});

describe('password change: concurrency', () => {
  it('password change: 25 concurrent wrong current passwords check at most 5', async () => {
    // A user of its own: the tests above changed newbie's password and spent demo's budget.
    await createShoceanUser(ctx.app, 'pwrace');
    const token = await logInWithPassword(ctx.app, 'pwrace', TEST_USER_PASSWORD);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        changePassword(token, { oldPassword: `Wrong#${i}abc`, newPassword: 'Harbour-Lantern#7' }),
      ),
    );
    const codes = responses.map((response) => response.json().code as string);
    expect(codes.filter((code) => code === '400102')).toHaveLength(5);
    expect(codes.filter((code) => code === '429000')).toHaveLength(20);
    const right = { oldPassword: TEST_USER_PASSWORD, newPassword: 'Harbour-Lantern#7' };
    expect((await changePassword(token, right)).statusCode).toBe(429);
  });
});

describe('demo users', () => {
  it("seed: every demo user's password satisfies the project's own password rules", () => {
    for (const user of Object.values(DEMO_USERS)) {
      expect(validateNewPassword(user.password, { loginName: user.loginName }), user.loginName).toBe(true);
      expect(isCommonPassword(user.password), user.loginName).toBe(false);
    }
  });
});
