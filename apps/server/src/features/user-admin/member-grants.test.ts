import type { AccountSummary, PendingInvitation, SubUserList, UserInfo } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import { describe, expect, it } from 'vitest';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInWithPassword } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });
const PASSWORD = 'Harbour#2026';

const mailsTo = async (email: string) =>
  (await call(ctx.app, outboxEndpoints.messages, { channel: 'mail', recipient: email })).json().data as {
    body: string;
  }[];

const tokenMailedTo = async (email: string) => {
  const match = /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec((await mailsTo(email))[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
};

const reachableOf = async (cookie: string) =>
  data<UserInfo>(await call(ctx.app, accountEndpoints.userInfo, {}, { cookie })).allUser.map(
    (account: AccountSummary) => account.accountName,
  );

const listOf = async (cookie = ctx.token) =>
  data<SubUserList>(await call(ctx.app, userAdminEndpoints.list, {}, { cookie, lang: 'en' }));

describe('an invitation grants exactly the accounts it names', () => {
  it('an operator invited into the subordinate account only reaches that account, and nothing of the parent', async () => {
    const invited = await call(
      ctx.app,
      userAdminEndpoints.invite,
      {
        email: 'nb.clerk@example.test',
        userName: 'NB Clerk',
        grants: [{ accountName: 'SHOCEAN-NB', role: 'operator' }],
      },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(data<PendingInvitation>(invited).grants).toEqual([
      { accountName: 'SHOCEAN-NB', role: 'operator' },
    ]);
    const token = await tokenMailedTo('nb.clerk@example.test');
    expect((await mailsTo('nb.clerk@example.test'))[0]?.body).toContain('Operator');
    const accepted = await call(
      ctx.app,
      userAdminEndpoints.acceptInvitation,
      { token, loginName: 'nbclerk', password: PASSWORD },
      { lang: 'en' },
    );
    expect(data(accepted)).toEqual({ loginName: 'nbclerk', accountName: 'SHOCEAN-NB' });

    const cookie = await logInWithPassword(ctx.app, 'nbclerk', PASSWORD);
    expect(await reachableOf(cookie)).toEqual(['SHOCEAN-NB']);
    expect(data(await call(ctx.app, userAdminEndpoints.myRole, {}, { cookie }))).toEqual({
      isAdmin: false,
      role: 'operator',
    });
    const toParent = await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'SHOCEAN' }, { cookie });
    expect(toParent.statusCode).not.toBe(200);
    // The admin sees the new member under the subordinate account.
    const list = await listOf();
    expect(list.users.find((user) => user.loginName === 'nbclerk')?.memberships).toEqual([
      { accountName: 'SHOCEAN-NB', role: 'operator', status: 'active', disabledAt: null },
    ]);
  });

  it('an operator or viewer of the parent account reaches no subordinate account', async () => {
    await createMember(ctx.app, 'parent-viewer', { SHOCEAN: 'viewer' });
    const cookie = await logInWithPassword(ctx.app, 'parent-viewer', TEST_USER_PASSWORD);
    expect(await reachableOf(cookie)).toEqual(['SHOCEAN']);
    const toSubordinate = await call(
      ctx.app,
      accountEndpoints.chooseUser,
      { accountName: 'SHOCEAN-NB' },
      { cookie },
    );
    expect(toSubordinate.statusCode).not.toBe(200);
    // The parent's administrator may act for the subordinate account.
    expect(await reachableOf(ctx.token)).toEqual(expect.arrayContaining(['SHOCEAN', 'SHOCEAN-NB']));
  });

  it('refuses an account the administrator does not manage as not found, and sends nothing', async () => {
    for (const accountName of ['HZSHUNDA', 'SZXINQIHANG', 'NOSUCH']) {
      const response = await call(
        ctx.app,
        userAdminEndpoints.invite,
        { email: 'stranger@example.test', userName: 'X', grants: [{ accountName, role: 'viewer' }] },
        { cookie: ctx.token, lang: 'en' },
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await mailsTo('stranger@example.test')).toEqual([]);
    const twice = await call(
      ctx.app,
      userAdminEndpoints.invite,
      {
        email: 'twice@example.test',
        userName: 'X',
        grants: [
          { accountName: 'SHOCEAN', role: 'viewer' },
          { accountName: 'SHOCEAN', role: 'admin' },
        ],
      },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(twice.statusCode).toBe(400);
    const none = await call(
      ctx.app,
      userAdminEndpoints.invite,
      { email: 'none@example.test', userName: 'X', grants: [] },
      { cookie: ctx.token, lang: 'zh' },
    );
    expect(none.json().message).toContain('请至少授予一个账户');
  });

  it('answers alike whether the address already has a login; its owner joins with that login', async () => {
    const fresh = await call(
      ctx.app,
      userAdminEndpoints.invite,
      {
        email: 'fresh.person@example.test',
        userName: 'Li Na',
        grants: [{ accountName: 'SHOCEAN', role: 'viewer' }],
      },
      { cookie: ctx.token, lang: 'en' },
    );
    await createMember(ctx.app, 'existing', { 'SHOCEAN-NB': 'operator' });
    const taken = await call(
      ctx.app,
      userAdminEndpoints.invite,
      {
        email: 'existing@cargo-portal.test',
        userName: 'Li Na',
        grants: [{ accountName: 'SHOCEAN', role: 'viewer' }],
      },
      { cookie: ctx.token, lang: 'en' },
    );
    const shape = (response: typeof fresh) => {
      const { id: _, email: __, expiresAt: ___, ...rest } = data<PendingInvitation>(response);
      return [response.statusCode, response.json().message, rest];
    };
    expect(shape(taken)).toEqual(shape(fresh));
    expect(await mailsTo('existing@cargo-portal.test')).toHaveLength(1);

    const token = await tokenMailedTo('existing@cargo-portal.test');
    const view = data<{ hasLogin: boolean }>(
      await call(ctx.app, userAdminEndpoints.viewInvitation, { token }, { lang: 'en' }),
    );
    expect(view.hasLogin).toBe(true);
    const wrong = await call(
      ctx.app,
      userAdminEndpoints.acceptInvitation,
      { token, loginName: 'existing', password: 'Wrong#Pass2026', joinExisting: true },
      { lang: 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Wrong login name or password; could not join');
    const joined = await call(
      ctx.app,
      userAdminEndpoints.acceptInvitation,
      { token, loginName: 'existing', password: TEST_USER_PASSWORD, joinExisting: true },
      { lang: 'en' },
    );
    expect(joined.statusCode).toBe(200);
    const cookie = await logInWithPassword(ctx.app, 'existing', TEST_USER_PASSWORD);
    expect((await reachableOf(cookie)).sort()).toEqual(['SHOCEAN', 'SHOCEAN-NB']);
  });
});

describe('changing a role', () => {
  it('takes effect on the next call; own role, other accounts and strangers are refused', async () => {
    const userId = await createMember(ctx.app, 'nb-operator', { 'SHOCEAN-NB': 'operator' });
    const cookie = await logInWithPassword(ctx.app, 'nb-operator', TEST_USER_PASSWORD);
    const declare = () =>
      call(ctx.app, declarationEndpoints.deleteDraft, { declarationNo: 'X' } as never, {
        cookie,
        lang: 'en',
      });
    expect((await declare()).statusCode).not.toBe(403);

    const change = (input: { userId: number; accountName: string; role: 'viewer' | 'operator' | 'admin' }) =>
      call(ctx.app, userAdminEndpoints.changeRole, input, { cookie: ctx.token, lang: 'en' });
    expect((await change({ userId, accountName: 'SHOCEAN-NB', role: 'viewer' })).statusCode).toBe(200);
    const refused = await declare();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your role in this account does not allow this; ask an administrator of the account',
    );
    const list = await listOf();
    expect(list.users.find((user) => user.userId === userId)?.memberships[0]?.role).toBe('viewer');

    // No membership of the parent: not found; an account not managed: not found; own role: refused.
    expect((await change({ userId, accountName: 'SHOCEAN', role: 'admin' })).statusCode).toBe(404);
    expect((await change({ userId, accountName: 'HZSHUNDA', role: 'admin' })).statusCode).toBe(404);
    const self = list.users.find((user) => user.isSelf)!;
    const own = await change({ userId: self.userId, accountName: 'SHOCEAN', role: 'viewer' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot change your own role');
    // A viewer may not manage members.
    const byViewer = await call(
      ctx.app,
      userAdminEndpoints.changeRole,
      { userId: self.userId, accountName: 'SHOCEAN-NB', role: 'viewer' },
      { cookie },
    );
    expect(byViewer.statusCode).toBe(403);
  });

  it('an administrator of the subordinate account only manages that account', async () => {
    await createMember(ctx.app, 'nb-admin', { 'SHOCEAN-NB': 'admin' });
    const cookie = await logInWithPassword(ctx.app, 'nb-admin', TEST_USER_PASSWORD);
    const list = await listOf(cookie);
    expect(list.accounts.map((account) => account.accountName)).toEqual(['SHOCEAN-NB']);
    expect(list.users.some((user) => user.loginName === 'demo')).toBe(false);
    const intoParent = await call(
      ctx.app,
      userAdminEndpoints.invite,
      { email: 'up@example.test', userName: 'Up', grants: [{ accountName: 'SHOCEAN', role: 'admin' }] },
      { cookie },
    );
    expect(intoParent.statusCode).toBe(404);
  });
});
