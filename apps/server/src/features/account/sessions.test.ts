import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { describe, expect, it } from 'vitest';
import { insertSession } from '../../platform/session.repository.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, imageCode } from '../../test/test-app.ts';

const ctx = useTestApp();

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Logs a user in from a browser (its User-Agent) and an address; answers the session token. */
const logInFrom = async (loginName: string, userAgent: string, remoteAddress = '127.0.0.1') => {
  const code = await imageCode(ctx.app);
  const response = await call(
    ctx.app,
    authEndpoints.accountLogin,
    { account: loginName, password: TEST_USER_PASSWORD, ...code },
    { headers: { 'user-agent': userAgent }, remoteAddress },
  );
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie.value;
};

const listSessions = (token: string | undefined, lang?: 'zh' | 'en') =>
  call(ctx.app, accountEndpoints.sessions, {}, { cookie: token, lang });
const endSession = (token: string, id: string, lang?: 'zh' | 'en') =>
  call(ctx.app, accountEndpoints.endSession, { id }, { cookie: token, lang });
const endOthers = (token: string) => call(ctx.app, accountEndpoints.endOtherSessions, {}, { cookie: token });
const isLoggedIn = async (token: string) => (await listSessions(token)).statusCode === 200;

interface Listed {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
const sessionsOf = async (token: string, lang?: 'zh' | 'en'): Promise<Listed[]> =>
  (await listSessions(token, lang)).json().data.sessions;

describe('POST /cargo/user/sessions', () => {
  it("lists the user's two logins with the device, the address, China times and the current one marked", async () => {
    await createShoceanUser(ctx.app, 'sesslist');
    const laptop = await logInFrom('sesslist', CHROME_ON_WINDOWS, '10.1.2.3');
    const phone = await logInFrom('sesslist', SAFARI_ON_IPHONE, '10.4.5.6');

    const fromPhone = await sessionsOf(phone, 'en');
    expect(fromPhone).toHaveLength(2);
    const byDevice = Object.fromEntries(fromPhone.map((session) => [session.device, session]));
    expect(byDevice['Chrome on Windows']).toMatchObject({ ip: '10.1.2.3', current: false });
    expect(byDevice['Safari on iPhone']).toMatchObject({ ip: '10.4.5.6', current: true });
    for (const session of fromPhone) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(session.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(session.lastSeenAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // The id reveals neither the token nor its hash.
      expect(phone.startsWith(session.id)).toBe(false);
    }

    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop.find((session) => session.current)?.device).toBe('Windows 上的 Chrome');
    expect(fromLaptop.find((session) => !session.current)?.device).toBe('iPhone 上的 Safari');
  });

  it('answers 401 without a session', async () => {
    expect((await listSessions(undefined)).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends another session of the user: its cookie answers 401 at once, the caller stays', async () => {
    await createShoceanUser(ctx.app, 'sessend');
    const laptop = await logInFrom('sessend', CHROME_ON_WINDOWS);
    const phone = await logInFrom('sessend', SAFARI_ON_IPHONE);
    // The phone's session was used, so this instance keeps it in its cache.
    expect(await isLoggedIn(phone)).toBe(true);

    const other = (await sessionsOf(laptop)).find((session) => !session.current);
    const ended = await endSession(laptop, other!.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ endedSessions: 1 });

    expect((await listSessions(phone)).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true })]);
  });

  it("refuses the caller's own session with 400 telling to log out, and keeps it", async () => {
    await createShoceanUser(ctx.app, 'sessown');
    const laptop = await logInFrom('sessown', CHROME_ON_WINDOWS);
    const [own] = await sessionsOf(laptop);

    const zh = await endSession(laptop, own!.id);
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('这是您正在使用的登录，如需结束请退出登录');
    const en = await endSession(laptop, own!.id, 'en');
    expect(en.json().message).toBe('This is the session you are using; to end it, log out');
    expect(await isLoggedIn(laptop)).toBe(true);
  });

  it("answers 404 for another user's session and for an unknown id, ending nothing", async () => {
    await createShoceanUser(ctx.app, 'sessmine');
    await createShoceanUser(ctx.app, 'sesstheirs');
    const mine = await logInFrom('sessmine', CHROME_ON_WINDOWS);
    const theirs = await logInFrom('sesstheirs', SAFARI_ON_IPHONE);
    const [theirSession] = await sessionsOf(theirs);

    const foreign = await endSession(mine, theirSession!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('该登录不存在或已结束');
    expect((await endSession(mine, '0123456789abcdef')).statusCode).toBe(404);
    expect(await isLoggedIn(theirs)).toBe(true);
  });

  it('ends all other customer sessions, keeping the caller and never touching a staff session', async () => {
    const userId = await createShoceanUser(ctx.app, 'sessall');
    const laptop = await logInFrom('sessall', CHROME_ON_WINDOWS);
    const phone = await logInFrom('sessall', SAFARI_ON_IPHONE);
    const tablet = await logInFrom('sessall', SAFARI_ON_IPHONE.replace('iPhone;', 'iPad;'));
    expect(await isLoggedIn(tablet)).toBe(true);
    const listedBefore = await sessionsOf(laptop);
    expect(listedBefore).toHaveLength(3);
    // A staff session of the same user (staff entry) is neither listed nor ended here.
    const staffHash = 'f'.repeat(64);
    await insertSession(ctx.app.db, {
      tokenHash: staffHash,
      userId,
      accountId: (await ctx.app.db.query.memberships.findFirst({
        where: (m, { eq }) => eq(m.userId, userId),
      }))!.accountId,
      isStaff: true,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await sessionsOf(laptop)).toHaveLength(3);

    const ended = await endOthers(laptop);
    expect(ended.json().data).toEqual({ endedSessions: 2 });
    expect((await listSessions(phone)).statusCode).toBe(401);
    expect((await listSessions(tablet)).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true })]);
    const staff = await ctx.app.db.query.sessions.findFirst({
      where: (s, { eq }) => eq(s.tokenHash, staffHash),
    });
    expect(staff).toBeDefined();
  });
});
