import type { MenuItem, UserInfo } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp();

const userInfo = async (token: string, lang?: 'zh' | 'en'): Promise<UserInfo> => {
  const response = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: token, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as UserInfo;
};
const menuIds = (menus: MenuItem[]) => menus.map((menu) => menu.menuId);

describe('POST /cargo/user/userInfo', () => {
  it('describes the demo user in its default account, with every account it may act for', async () => {
    const info = await userInfo(await logInAs(ctx.app, 'demo'));
    expect(info).toMatchObject({
      type: 'CARGO',
      isReset: 'Y',
      isVip: true,
      storage: '01',
      userName: '王明',
      companyName: '上海远洋贸易有限公司',
      curUser: { accountName: 'SHOCEAN', isRealName: 'Y', agentPhone: '021-68886666' },
    });
    expect(info.allUser).toEqual([
      expect.objectContaining({ accountName: 'SHOCEAN', isSubordinate: false, isCurrent: true }),
      expect.objectContaining({ accountName: 'HZSHUNDA', isSubordinate: false, isCurrent: false }),
      expect.objectContaining({ accountName: 'SHOCEAN-NB', isSubordinate: true, isCurrent: false }),
    ]);
    expect(info.ip).toBeTruthy();
  });

  it('gives SHOCEAN the overview item (aaas_home) and the declaration group with its items', async () => {
    const { menus } = await userInfo(await logInAs(ctx.app, 'demo'));
    expect(menus.find((menu) => menu.menuId === 'overview')).toMatchObject({
      authCode: 'aaas_home',
      path: '/dashboard',
      menuName: '概览',
    });
    const declaration = menus.find((menu) => menu.menuId === 'declaration');
    expect(declaration?.authCode).toBe('aaas_market_declaration');
    expect(menuIds(declaration?.subMenus ?? [])).toEqual([
      'declaration.online',
      'declaration.enquiry',
      'declaration.pending',
    ]);
    expect(menuIds(menus)).toContain('tools');
  });

  it('hides the comprehensive-services group in English and names menus in English', async () => {
    const info = await userInfo(await logInAs(ctx.app, 'demo'), 'en');
    expect(menuIds(info.menus)).not.toContain('tools');
    // Its items go with it rather than moving up to the top level.
    expect(menuIds(info.menus)).not.toContain('tools.vessel');
    expect(info.menus.find((menu) => menu.menuId === 'overview')?.menuName).toBe('Overview');
    expect(info.language).toBe('en-US');
  });

  it('answers the newbie with an initial password, no real name and no declaration menu', async () => {
    const info = await userInfo(await logInAs(ctx.app, 'newbie'));
    expect(info.isReset).toBe('N');
    expect(info.curUser).toMatchObject({ accountName: 'SZXINQIHANG', isRealName: 'N' });
    expect(info.allUser.map((account) => account.accountName)).toEqual(['SZXINQIHANG']);
    expect(menuIds(info.menus)).not.toContain('declaration');
    expect(menuIds(info.menus)).toContain('overview');
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, accountEndpoints.userInfo);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('POST /cargo/user/chooseUser and /user/chooseUser', () => {
  it('switches to another member account; HZSHUNDA has no overview menu', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const response = await call(
      ctx.app,
      accountEndpoints.chooseUser,
      { accountName: 'HZSHUNDA' },
      { cookie: token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '000000', data: { accountName: 'HZSHUNDA' } });
    const info = await userInfo(token);
    expect(info.curUser.accountName).toBe('HZSHUNDA');
    expect(info.allUser.find((account) => account.isCurrent)?.accountName).toBe('HZSHUNDA');
    expect(menuIds(info.menus)).not.toContain('overview');
    expect(menuIds(info.menus)).toContain('declaration');
  });

  it('switches to the subordinate account through /user/chooseUser', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const response = await call(
      ctx.app,
      accountEndpoints.chooseUserLegacy,
      { accountName: 'SHOCEAN-NB' },
      { cookie: token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ accountName: 'SHOCEAN-NB' });
    const info = await userInfo(token);
    expect(info.curUser).toMatchObject({
      accountName: 'SHOCEAN-NB',
      companyName: '上海远洋贸易有限公司宁波分公司',
    });
    expect(info.allUser.find((account) => account.isCurrent)).toMatchObject({
      accountName: 'SHOCEAN-NB',
      isSubordinate: true,
    });
    // And back to the parent.
    await call(ctx.app, accountEndpoints.chooseUserLegacy, { accountName: 'SHOCEAN' }, { cookie: token });
    expect((await userInfo(token)).curUser.accountName).toBe('SHOCEAN');
  });

  it('answers 404 for an account the user does not reach, leaving the session where it was', async () => {
    const token = await logInAs(ctx.app, 'demo');
    await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'HZSHUNDA' }, { cookie: token });
    for (const endpoint of [accountEndpoints.chooseUser, accountEndpoints.chooseUserLegacy]) {
      const response = await call(
        ctx.app,
        endpoint,
        { accountName: 'SZXINQIHANG' },
        { cookie: token, lang: 'en' },
      );
      expect(response.statusCode, endpoint.path).toBe(404);
      expect(response.json()).toMatchObject({
        code: '404101',
        message: 'You are not a member of that account',
      });
    }
    expect((await userInfo(token)).curUser.accountName).toBe('HZSHUNDA');
  });

  it('names a missing account name', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const response = await callWithInvalidInput(ctx.app, accountEndpoints.chooseUser, {}, { cookie: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('账户名称：不能为空');
  });

  it('needs a session on both paths', async () => {
    for (const endpoint of [accountEndpoints.chooseUser, accountEndpoints.chooseUserLegacy]) {
      const response = await call(ctx.app, endpoint, { accountName: 'HZSHUNDA' });
      expect(response.statusCode, endpoint.path).toBe(401);
      expect(response.json().code, endpoint.path).toBe('-99');
    }
  });
});
