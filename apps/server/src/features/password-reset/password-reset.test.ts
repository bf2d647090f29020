import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { passwordResetEndpoints } from '@cargo/domain/api/password-reset';
import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAttempts, passwordResetTokens } from '../../db/schema/index.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { callFromIp, freshImageCode, freshIp, messagesTo } from '../../test/password-reset.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, logInWithPassword } from '../../test/test-app.ts';

const ctx = useTestApp();

const NEW_PASSWORD = 'Tidewater-Ledger-58';
const email = (loginName: string) => `${loginName}@cargo-portal.test`;

const askForLink = async (identifier: string, options: { ip?: string; lang?: 'zh' | 'en' } = {}) =>
  callFromIp(
    ctx.app,
    passwordResetEndpoints.forgotPassword,
    { identifier, ...(await freshImageCode(ctx.app)) },
    options,
  );

/** The token of the newest reset link mailed to the user (read from the dev outbox, as from the mailbox). */
const linkTokenOf = async (loginName: string) => {
  const [mail] = await messagesTo(ctx.app, 'mail', email(loginName));
  const token = mail?.body.match(/\/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${loginName}`);
  return token;
};

const resetWith = (token: string, newPassword = NEW_PASSWORD, ip = freshIp()) =>
  callFromIp(ctx.app, passwordResetEndpoints.resetPassword, { token, newPassword }, { ip });

const logInAttempt = async (loginName: string, password: string) =>
  callFromIp(ctx.app, authEndpoints.accountLogin, {
    account: loginName,
    password,
    ...(await freshImageCode(ctx.app)),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('reset by e-mail link', () => {
  it('mails a link in both languages, sets the new password, ends every session, clears the login throttle and sends a notice', async () => {
    const userId = await createShoceanUser(ctx.app, 'forgetful');
    const session = await logInWithPassword(ctx.app, 'forgetful', TEST_USER_PASSWORD);
    const wrong = await logInAttempt('forgetful', 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);

    const asked = await askForLink('forgetful');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ validMinutes: 30 });
    const [mail] = await messagesTo(ctx.app, 'mail', email('forgetful'));
    expect(mail?.subject).toBe('重置货运险门户密码 / Reset your Cargo Portal password');
    expect(mail?.body).toContain('30 分钟内');
    expect(mail?.body).toContain('within 30 minutes');
    const token = await linkTokenOf('forgetful');
    // Only the hash is stored.
    const [stored] = await ctx.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const reset = await resetWith(token, NEW_PASSWORD, '203.0.113.77');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toEqual({ loginName: 'forgetful', endedSessions: 1 });

    const me = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: session });
    expect(me.statusCode).toBe(401);
    expect((await logInAttempt('forgetful', TEST_USER_PASSWORD)).statusCode).toBe(401);
    expect((await logInAttempt('forgetful', NEW_PASSWORD)).statusCode).toBe(200);
    const failures = await ctx.app.db
      .select()
      .from(loginAttempts)
      .where(like(loginAttempts.accountKey, `user:${userId}`));
    // The wrong password before the reset was forgotten; only the old password tried after it counts.
    expect(failures.filter((row) => !row.succeeded)).toHaveLength(1);

    const [notice] = await messagesTo(ctx.app, 'mail', email('forgetful'));
    expect(notice?.subject).toBe('您的货运险门户密码已修改 / Your Cargo Portal password was changed');
    expect(notice?.body).toContain('203.0.113.77');
    expect(notice?.body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/);
    expect(notice?.body).toContain('China time');
  });

  it('finds the user by e-mail too, in any case', async () => {
    await createShoceanUser(ctx.app, 'bymail');
    expect((await askForLink('ByMail@Cargo-Portal.test')).statusCode).toBe(200);
    expect(await linkTokenOf('bymail')).toHaveLength(43);
  });

  it('refuses a token used once already', async () => {
    await createShoceanUser(ctx.app, 'reuser');
    await askForLink('reuser');
    const token = await linkTokenOf('reuser');
    expect((await resetWith(token)).statusCode).toBe(200);
    const again = await resetWith(token, 'Another-Harbour-Key-93');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('重置链接无效或已过期，请重新申请。');
    expect((await logInAttempt('reuser', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token after its 30 minutes on the business clock, and takes one within them', async () => {
    await createShoceanUser(ctx.app, 'slowpoke');
    await askForLink('slowpoke');
    const token = await linkTokenOf('slowpoke');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 30 * 60_000 + 1000));
    const late = await resetWith(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('400000');
    vi.useRealTimers();

    await askForLink('slowpoke');
    const fresh = await linkTokenOf('slowpoke');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 29 * 60_000));
    expect((await resetWith(fresh)).statusCode).toBe(200);
  });

  it('voids the older link when a new one is asked for, and every link once the password changes', async () => {
    await createShoceanUser(ctx.app, 'twice');
    await askForLink('twice');
    const first = await linkTokenOf('twice');
    await askForLink('twice');
    const second = await linkTokenOf('twice');
    expect(second).not.toBe(first);
    expect((await resetWith(first)).statusCode).toBe(400);

    // The password changed on the account page: the live link is void.
    const session = await logInWithPassword(ctx.app, 'twice', TEST_USER_PASSWORD);
    const changed = await call(
      ctx.app,
      accountEndpoints.updatePassword,
      { oldPassword: TEST_USER_PASSWORD, newPassword: 'Quayside-Lantern-71' },
      { cookie: session },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await resetWith(second)).statusCode).toBe(400);
  });

  it('refuses a guessable or policy-breaking password by its field, and the link stays usable', async () => {
    await createShoceanUser(ctx.app, 'weakling');
    await askForLink('weakling');
    const token = await linkTokenOf('weakling');
    const guessable = await resetWith(token, 'Password1!');
    expect(guessable.statusCode).toBe(400);
    expect(guessable.json().data.issues[0].path).toEqual(['newPassword']);
    const withName = await resetWith(token, 'Weakling#2026xyz');
    expect(withName.statusCode).toBe(400);
    expect(withName.json().data.issues[0].path).toEqual(['newPassword']);
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it("answers a staff user's request alike and mails nothing (staff passwords are not reset here)", async () => {
    const before = await messagesTo(ctx.app, 'mail', 'underwriter@cargo-portal.test');
    const asked = await askForLink('underwriter');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ validMinutes: 30 });
    const after = await messagesTo(ctx.app, 'mail', 'underwriter@cargo-portal.test');
    expect(after).toEqual(before);
  });
});

describe('reset by SMS code', () => {
  const askForCode = async (mobile: string) =>
    callFromIp(ctx.app, passwordResetEndpoints.forgotPasswordBySms, {
      mobile,
      ...(await freshImageCode(ctx.app)),
    });
  const codeSentTo = async (mobile: string) => {
    const [sms] = await messagesTo(ctx.app, 'sms', mobile);
    const code = sms?.body.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no SMS to ${mobile}`);
    return code;
  };
  const resetByCode = (mobile: string, code: string) =>
    callFromIp(ctx.app, passwordResetEndpoints.resetPasswordBySms, {
      mobile,
      code,
      newPassword: NEW_PASSWORD,
    });
  const otherCode = (code: string, offset: number) =>
    ((Number(code) + offset) % 1_000_000).toString().padStart(6, '0');

  it('sends a code to the bound mobile and resets with it, once', async () => {
    await createShoceanUser(ctx.app, 'texter', { phone: '13720000001', isRealName: 'Y' });
    const asked = await askForCode('137 2000 0001');
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await codeSentTo('13720000001');
    const reset = await resetByCode('13720000001', code);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.loginName).toBe('texter');
    expect((await resetByCode('13720000001', code)).json().code).toBe('400101');
    expect((await logInAttempt('texter', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong entries', async () => {
    await createShoceanUser(ctx.app, 'guesser', { phone: '13720000002', isRealName: 'Y' });
    await askForCode('13720000002');
    const code = await codeSentTo('13720000002');
    for (let offset = 1; offset <= 5; offset += 1) {
      expect((await resetByCode('13720000002', otherCode(code, offset))).json().code).toBe('400101');
    }
    expect((await resetByCode('13720000002', code)).json().code).toBe('400101');
  });
});

describe('throttles', () => {
  it('refuses the 4th request in 15 minutes for one name typed, known or not, and sends a user 3 mails at most', async () => {
    await createShoceanUser(ctx.app, 'spammed');
    const statuses = [];
    for (const typed of ['spammed', email('spammed'), 'spammed', email('spammed'), 'spammed', 'spammed']) {
      statuses.push((await askForLink(typed)).statusCode);
    }
    // Per name typed: 3 answered, the 4th refused. Per user: 3 mails, the 4th and 5th request answered alike.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await messagesTo(ctx.app, 'mail', email('spammed'))).toHaveLength(3);
    const unknown = [];
    for (let index = 0; index < 4; index += 1) unknown.push(await askForLink('nobody-here', { lang: 'en' }));
    expect(unknown.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(unknown[3]!.json().message).toBe(
      'Too many reset requests for this account. Please try again in 15 minutes',
    );
  });

  it('allows 10 requests per IP in 15 minutes, shared by every instance through the database', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await askForLink(`stranger-${index}`, { ip })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
