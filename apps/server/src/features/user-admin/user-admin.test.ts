import type { InvitationGrant, PendingInvitation, SubUserList } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userInvitations, users } from '../../db/schema/index.ts';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, imageCode } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });
const PASSWORD = 'Harbour#2026';

const AS_OPERATOR: InvitationGrant[] = [{ accountName: 'SHOCEAN', role: 'operator' }];

const invite = (
  email: string,
  cookie = ctx.token,
  lang: 'zh' | 'en' = 'en',
  grants: InvitationGrant[] = AS_OPERATOR,
) => call(ctx.app, userAdminEndpoints.invite, { email, userName: 'Li Na', grants }, { cookie, lang });

/** The link's token, read from the invitation mail in the outbox. */
const tokenMailedTo = async (email: string) => {
  const mails = (await call(ctx.app, outboxEndpoints.messages, { channel: 'mail', recipient: email })).json()
    .data as {
    body: string;
  }[];
  const match = /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(mails[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
};

const accept = (token: string, loginName: string, password = PASSWORD) =>
  call(ctx.app, userAdminEndpoints.acceptInvitation, { token, loginName, password }, { lang: 'en' });

const logIn = async (loginName: string, password = PASSWORD) =>
  call(
    ctx.app,
    authEndpoints.accountLogin,
    { account: loginName, password, ...(await imageCode(ctx.app)) },
    { lang: 'en' },
  );

const sessionOf = (response: Awaited<ReturnType<typeof logIn>>) =>
  response.cookies.find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';

describe('sub-users of an account', () => {
  it('tells the administrator apart and lists the account’s users', async () => {
    expect(data(await call(ctx.app, userAdminEndpoints.myRole, {}, { cookie: ctx.token }))).toEqual({
      isAdmin: true,
      role: 'admin',
    });
    const list = data<SubUserList>(await call(ctx.app, userAdminEndpoints.list, {}, { cookie: ctx.token }));
    expect(list.accounts.map((account) => [account.accountName, account.isSubordinate])).toEqual([
      ['SHOCEAN', false],
      ['SHOCEAN-NB', true],
    ]);
    expect(list.users).toContainEqual(
      expect.objectContaining({
        loginName: 'demo',
        isSelf: true,
        memberships: [{ accountName: 'SHOCEAN', role: 'admin', status: 'active', disabledAt: null }],
      }),
    );
  });

  it('refuses a user who is not the account’s administrator (403), and demo in another account', async () => {
    await createShoceanUser(ctx.app, 'clerk');
    const member = sessionOf(await logIn('clerk', TEST_USER_PASSWORD));
    expect(data(await call(ctx.app, userAdminEndpoints.myRole, {}, { cookie: member }))).toEqual({
      isAdmin: false,
      role: 'operator',
    });
    expect((await call(ctx.app, userAdminEndpoints.list, {}, { cookie: member })).statusCode).toBe(403);
    expect((await invite('x@example.test', member)).statusCode).toBe(403);
    expect(
      (
        await call(
          ctx.app,
          userAdminEndpoints.disable,
          { userId: 1, accountName: 'SHOCEAN' },
          { cookie: member },
        )
      ).statusCode,
    ).toBe(403);
    const inHangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect((await call(ctx.app, userAdminEndpoints.list, {}, { cookie: inHangzhou })).statusCode).toBe(403);
  });

  it('invites once by mail; the link works once and creates a member who can log in', async () => {
    const invited = data<PendingInvitation>(await invite('li.na@example.test'));
    expect(invited).toMatchObject({ email: 'li.na@example.test', status: 'pending' });
    // A double submit sends no second invitation.
    const again = await invite('LI.NA@example.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already has an invitation');
    const token = await tokenMailedTo('li.na@example.test');

    const view = await call(ctx.app, userAdminEndpoints.viewInvitation, { token }, { lang: 'en' });
    expect(data(view)).toMatchObject({ email: 'li.na@example.test', userName: 'Li Na' });
    const weak = await accept(token, 'lina', 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.issues[0].path).toEqual(['password']);
    // Past the policy's classes but guessable: refused with the reason, the link still usable.
    const guessable = await accept(token, 'lina', 'Password1!');
    expect(guessable.statusCode).toBe(400);
    expect(guessable.json().message).toContain('common password with small changes');
    const repeated = await accept(token, 'lina', 'Ab1!Ab1!Ab1!');
    expect(repeated.json().message).toBe(
      'Password: repeats a group of characters ("abcabc"), which is easy to guess; choose another',
    );

    expect(data(await accept(token, 'lina'))).toEqual({ loginName: 'lina', accountName: 'SHOCEAN' });
    const reused = await accept(token, 'lina2');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toBe('The invitation link is invalid or has been used');
    expect(sessionOf(await logIn('lina'))).not.toBe('');
    const list = data<SubUserList>(await call(ctx.app, userAdminEndpoints.list, {}, { cookie: ctx.token }));
    expect(list.users).toContainEqual(
      expect.objectContaining({
        loginName: 'lina',
        memberships: [
          expect.objectContaining({ accountName: 'SHOCEAN', role: 'operator', status: 'active' }),
        ],
      }),
    );
    expect(list.invitations.map((i) => i.email)).not.toContain('li.na@example.test');
  });

  it('refuses an expired link and a malformed address', async () => {
    data(await invite('late@example.test'));
    const token = await tokenMailedTo('late@example.test');
    await ctx.app.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(userInvitations.email, 'late@example.test'));
    const expired = await accept(token, 'late');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('has expired');
    const [user] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'late'));
    expect(user).toBeUndefined();
    expect((await invite('not-an-email')).statusCode).toBe(400);
  });

  it('disables a member after which its sessions end at once and it cannot log in', async () => {
    data(await invite('zhao@example.test'));
    data(await accept(await tokenMailedTo('zhao@example.test'), 'zhaolei'));
    const session = sessionOf(await logIn('zhaolei'));
    expect((await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: session })).statusCode).toBe(200);
    const list = data<SubUserList>(await call(ctx.app, userAdminEndpoints.list, {}, { cookie: ctx.token }));
    const zhao = list.users.find((user) => user.loginName === 'zhaolei')!;

    expect(
      data(
        await call(
          ctx.app,
          userAdminEndpoints.disable,
          { userId: zhao.userId, accountName: 'SHOCEAN' },
          { cookie: ctx.token },
        ),
      ),
    ).toBeNull();
    const after = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: session });
    expect(after.statusCode).toBe(401);
    const login = await logIn('zhaolei');
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('disabled by your account');
    // Disabling twice changes nothing.
    expect(
      (
        await call(
          ctx.app,
          userAdminEndpoints.disable,
          { userId: zhao.userId, accountName: 'SHOCEAN' },
          { cookie: ctx.token },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('cannot disable itself or a user of another account (not found)', async () => {
    const self = data<SubUserList>(
      await call(ctx.app, userAdminEndpoints.list, {}, { cookie: ctx.token }),
    ).users.find((user) => user.isSelf)!;
    expect(
      (
        await call(
          ctx.app,
          userAdminEndpoints.disable,
          { userId: self.userId, accountName: 'SHOCEAN' },
          { cookie: ctx.token },
        )
      ).statusCode,
    ).toBe(400);
    const [newbie] = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, 'newbie'));
    expect(
      (
        await call(
          ctx.app,
          userAdminEndpoints.disable,
          { userId: newbie!.id, accountName: 'SHOCEAN' },
          { cookie: ctx.token },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callWithInvalidInput(
          ctx.app,
          userAdminEndpoints.disable,
          { userId: 'x' },
          { cookie: ctx.token },
        )
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a malformed or unknown link without a session', async () => {
    expect((await call(ctx.app, userAdminEndpoints.viewInvitation, { token: 'short' })).statusCode).toBe(400);
    const unknown = 'A'.repeat(43);
    expect((await call(ctx.app, userAdminEndpoints.viewInvitation, { token: unknown })).statusCode).toBe(404);
  });
});
