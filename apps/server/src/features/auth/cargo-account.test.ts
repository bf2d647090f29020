import type { EndpointInput } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp();

const check = (token: string | undefined, body: EndpointInput<typeof authEndpoints.checkCargoAccount> = {}) =>
  call(ctx.app, authEndpoints.checkCargoAccount, body, { cookie: token });

describe('POST /icore-epa.authService/auth/checkCarGoAccount', () => {
  it('answers an anonymous caller 401 whatever name it asks about (no account-enumeration oracle)', async () => {
    for (const account of ['demo', 'nobody-at-all']) {
      const response = await check(undefined, { account });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('-99');
    }
  });

  it('tells a logged-in user whether its current account is a cargo account, and which of its accounts are', async () => {
    const demo = (await check(await logInAs(ctx.app, 'demo'))).json();
    expect(demo.code).toBe('000000');
    expect(demo.data.accountName).toBe('SHOCEAN');
    expect(demo.data.isCargo).toBe(true);
    expect(demo.data.cargoAccounts).toEqual(expect.arrayContaining(['SHOCEAN', 'HZSHUNDA']));
    expect(demo.data.cargoAccounts).not.toContain('SZXINQIHANG');

    // Staff never act as a customer: the customer routes do not exist for a staff session.
    const insurer = await check(await logInAs(ctx.app, 'underwriter'));
    expect(insurer.statusCode).toBe(404);
  });
});
