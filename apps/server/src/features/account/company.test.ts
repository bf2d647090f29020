import type { CargoAccountInfo, EndpointInput } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { describe, expect, it } from 'vitest';
import { createShoceanUser, TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs, logInWithPassword } from '../../test/test-app.ts';

const ctx = useTestApp();

const queryCompany = async (token: string): Promise<CargoAccountInfo> => {
  const response = await call(ctx.app, accountEndpoints.companyInfo, {}, { cookie: token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CargoAccountInfo;
};

const contacts = {
  companyNameEn: 'Shanghai Ocean Trading Co., Ltd.',
  contactName: '王明',
  contactPhone: '+86 139-0000-1111',
  contactEmail: 'Shipping@SHOcean.example.cn',
  address: '上海市浦东新区世纪大道 100 号',
};

describe('POST /company/queryCarGo', () => {
  it('describes the current account, the logged-in user and the subordinate accounts', async () => {
    const info = await queryCompany(await logInAs(ctx.app, 'demo'));
    expect(info).toMatchObject({
      accountName: 'SHOCEAN',
      companyName: '上海远洋贸易有限公司',
      companyNameEn: 'Shanghai Ocean Trading Co., Ltd.',
      creditCode: '91310115MA1H7GXQ3E',
      userType: 'CARGO',
      agentPhone: '021-68886666',
      contactName: '王明',
      contactPhone: '13800138000',
      isVip: true,
      parentAccountName: null,
      user: { loginName: 'demo', userName: '王明', phone: '13800138000', isRealName: 'Y', isReset: 'Y' },
    });
    expect(info.subordinates).toEqual([
      expect.objectContaining({ accountName: 'SHOCEAN-NB', companyName: '上海远洋贸易有限公司宁波分公司' }),
    ]);
  });

  it('follows an account switch: a subordinate account names its parent and has no subordinates', async () => {
    const token = await logInAs(ctx.app, 'demo');
    await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'SHOCEAN-NB' }, { cookie: token });
    const info = await queryCompany(token);
    expect(info).toMatchObject({ accountName: 'SHOCEAN-NB', parentAccountName: 'SHOCEAN', subordinates: [] });
  });

  it('answers the newbie with an initial password, no phone and empty contacts', async () => {
    const info = await queryCompany(await logInAs(ctx.app, 'newbie'));
    expect(info).toMatchObject({
      accountName: 'SZXINQIHANG',
      contactName: '',
      contactPhone: '',
      user: { loginName: 'newbie', phone: '', isRealName: 'N', isReset: 'N' },
    });
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, accountEndpoints.companyInfo);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('POST /company/updaCarGoInfo', () => {
  it('changes the contact fields of the current account only, normalising phone and trimming', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const response = await call(
      ctx.app,
      accountEndpoints.updateCompanyContacts,
      { ...contacts, contactName: '  刘洋 ' },
      { cookie: token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      accountName: 'SHOCEAN',
      contactName: '刘洋',
      contactPhone: '13900001111',
      contactEmail: 'Shipping@SHOcean.example.cn',
      address: '上海市浦东新区世纪大道 100 号',
    });
    expect((await queryCompany(token)).contactName).toBe('刘洋');

    // The other account of the same user is untouched.
    await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'HZSHUNDA' }, { cookie: token });
    expect(await queryCompany(token)).toMatchObject({ accountName: 'HZSHUNDA', contactName: '赵强' });
  });

  it('is refused (403) to an operator, who does not administer the account, changing nothing', async () => {
    await createShoceanUser(ctx.app, 'clerk');
    const clerk = await logInWithPassword(ctx.app, 'clerk', TEST_USER_PASSWORD);
    const before = await queryCompany(clerk);
    const response = await call(ctx.app, accountEndpoints.updateCompanyContacts, contacts, {
      cookie: clerk,
      lang: 'en',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Your role in this account does not allow this; ask an administrator of the account',
    );
    expect(await queryCompany(clerk)).toEqual(before);
  });

  it('keeps the insurer-managed fields: registered name, credit code, agent phone and user type', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const response = await callWithInvalidInput(
      ctx.app,
      accountEndpoints.updateCompanyContacts,
      {
        ...contacts,
        companyName: '别的公司',
        creditCode: '91110000100000000A',
        agentPhone: '110',
        userType: 'COMMON',
        accountName: 'OTHER',
      },
      { cookie: token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await queryCompany(token)).toMatchObject({
      accountName: 'SZXINQIHANG',
      companyName: '深圳新启航供应链有限公司',
      creditCode: '91440300MA5FUK3N2F',
      agentPhone: '0755-86660000',
      userType: 'CARGO',
      contactPhone: '13900001111',
    });
  });

  it('keeps the optional fields an update leaves out, and clears those sent empty', async () => {
    const token = await logInAs(ctx.app, 'newbie');
    const update = (body: EndpointInput<typeof accountEndpoints.updateCompanyContacts>) =>
      call(ctx.app, accountEndpoints.updateCompanyContacts, body, { cookie: token });
    expect((await update(contacts)).statusCode).toBe(200);

    const partial = await update({ contactName: '李新', contactPhone: '13912345678' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await queryCompany(token)).toMatchObject({
      contactName: '李新',
      companyNameEn: contacts.companyNameEn,
      contactEmail: contacts.contactEmail,
      address: contacts.address,
    });

    const cleared = await update({
      contactName: '李新',
      contactPhone: '13912345678',
      companyNameEn: '',
      contactEmail: '',
      address: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ companyNameEn: '', contactEmail: '', address: '' });
  });

  it('names the invalid field in zh and en', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contactPhone: '12345' }, '联系电话：请输入正确的11位手机号码', 'Contact phone: '],
      [{ contactName: ' ' }, '联系人：不能为空', 'Contact person: cannot be empty'],
      [
        { companyNameEn: '上海远洋' },
        '公司英文名称：不能包含中文字符',
        'Company name (English): must not contain',
      ],
      [{ contactEmail: 'not-an-email' }, '联系邮箱：邮箱格式不正确', 'Contact email: '],
    ];
    for (const [change, zh, en] of cases) {
      const body = { ...contacts, ...change };
      const inZh = await call(ctx.app, accountEndpoints.updateCompanyContacts, body, { cookie: token });
      expect(inZh.statusCode).toBe(400);
      expect(inZh.json()).toMatchObject({ code: '400000', message: zh });
      const inEn = await call(ctx.app, accountEndpoints.updateCompanyContacts, body, {
        cookie: token,
        lang: 'en',
      });
      expect(inEn.json().message).toContain(en);
    }
  });

  it('needs a session, whatever the body', async () => {
    for (const body of [contacts, {}]) {
      const response = await callWithInvalidInput(ctx.app, accountEndpoints.updateCompanyContacts, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('-99');
    }
  });
});
