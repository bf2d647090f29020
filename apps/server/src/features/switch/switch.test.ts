import { describe, expect, it } from 'vitest';
import { SWITCH_SEED } from '../../db/seed/demo.seed.ts';
import { useTestApp } from '../../test/suite.ts';
import { post } from '../../test/test-app.ts';
import { setSwitch } from './switch.service.ts';

const ctx = useTestApp({ logIn: 'demo' });

const call = (path: string, options: { lang?: 'zh' | 'en'; anonymous?: boolean } = {}) =>
  post(ctx.app, path, {}, { cookie: options.anonymous ? undefined : ctx.token, lang: options.lang });

describe('POST /cargo/api/switch/getSwitch/{name}', () => {
  it('tells whether a switch is on', async () => {
    const fastClaim = await call('/cargo/api/switch/getSwitch/isEnableFastClaim');
    expect(fastClaim.statusCode).toBe(200);
    expect(fastClaim.json()).toMatchObject({
      code: '000000',
      data: { name: 'isEnableFastClaim', enabled: true },
    });
    const shipping = await call('/cargo/api/switch/getSwitch/shippingStatus');
    expect(shipping.json().data).toEqual({ name: 'shippingStatus', enabled: false });
    // A numeric switch counts as on when it is 1.
    expect((await call('/cargo/api/switch/getSwitch/print.dispatch.switch')).json().data.enabled).toBe(true);
  });

  it('answers off for a switch that is not configured', async () => {
    const response = await call('/cargo/api/switch/getSwitch/noSuchSwitch');
    expect(response.json().data).toEqual({ name: 'noSuchSwitch', enabled: false });
  });

  it('follows a changed value', async () => {
    await setSwitch(ctx.app, 'fastBannerStatus', 'Y');
    expect((await call('/cargo/api/switch/getSwitch/fastBannerStatus')).json().data.enabled).toBe(true);
    await setSwitch(ctx.app, 'fastBannerStatus', 'N');
    expect((await call('/cargo/api/switch/getSwitch/fastBannerStatus')).json().data.enabled).toBe(false);
  });

  it('refuses a malformed name with the field name', async () => {
    const tooLong = await call(`/cargo/api/switch/getSwitch/${'a'.repeat(65)}`, { lang: 'en' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: '400000', message: 'Switch name: is not valid' });
    const badChars = await call(`/cargo/api/switch/getSwitch/${encodeURIComponent('a b')}`);
    expect(badChars.statusCode).toBe(400);
    expect(badChars.json().message).toBe('开关名称：格式不正确');
  });

  it('needs a session', async () => {
    const response = await call('/cargo/api/switch/getSwitch/isShow', { anonymous: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('POST /cargo/api/switch/getSwitchValue/{name}', () => {
  it('answers the raw value, or null for an unknown switch', async () => {
    const print = await call('/cargo/api/switch/getSwitchValue/print.dispatch.switch');
    expect(print.json().data).toEqual({ name: 'print.dispatch.switch', value: '1' });
    const unknown = await call('/cargo/api/switch/getSwitchValue/noSuchSwitch');
    expect(unknown.json().data).toEqual({ name: 'noSuchSwitch', value: null });
  });

  it('needs a session and a valid name', async () => {
    expect((await call('/cargo/api/switch/getSwitchValue/isShow', { anonymous: true })).statusCode).toBe(401);
    expect((await call('/cargo/api/switch/getSwitchValue/bad!name')).statusCode).toBe(400);
  });
});

describe('POST /cargo/api/switch/getSwitches', () => {
  it('answers every switch by name', async () => {
    const response = await call('/cargo/api/switch/getSwitches');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(SWITCH_SEED);
  });

  it('needs a session', async () => {
    expect((await call('/cargo/api/switch/getSwitches', { anonymous: true })).statusCode).toBe(401);
  });
});

describe('POST /cargo/api/switch/getDeptSwitch', () => {
  it('answers the listed switches, null for unknown names', async () => {
    const response = await call(
      '/cargo/api/switch/getDeptSwitch?departmentCode=3101&nameList=isShow,%20isBatchDeclaration,noSuchSwitch',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ isShow: 'Y', isBatchDeclaration: 'Y', noSuchSwitch: null });
  });

  it('names a missing department code or name list', async () => {
    const noDepartment = await call('/cargo/api/switch/getDeptSwitch?nameList=isShow', { lang: 'en' });
    expect(noDepartment.statusCode).toBe(400);
    expect(noDepartment.json().message).toBe('Department code: cannot be empty');
    const emptyList = await call('/cargo/api/switch/getDeptSwitch?departmentCode=3101&nameList=,', {
      lang: 'en',
    });
    expect(emptyList.statusCode).toBe(400);
    expect(emptyList.json().message).toBe('Switch names: cannot be empty');
    const badName = await call('/cargo/api/switch/getDeptSwitch?departmentCode=3101&nameList=isShow,a%20b', {
      lang: 'en',
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe('Switch names: is not valid');
  });

  it('needs a session', async () => {
    const response = await call('/cargo/api/switch/getDeptSwitch?departmentCode=3101&nameList=isShow', {
      anonymous: true,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /cargo/openApi/switch/getSwitch/{name}', () => {
  it('answers public switches without a session', async () => {
    const response = await call('/cargo/openApi/switch/getSwitch/isShow', { anonymous: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ name: 'isShow', enabled: true });
    await setSwitch(ctx.app, 'phoneLogin', 'Y');
    const phoneLogin = await call('/cargo/openApi/switch/getSwitch/phoneLogin', { anonymous: true });
    expect(phoneLogin.json().data).toEqual({ name: 'phoneLogin', enabled: true });
    await setSwitch(ctx.app, 'phoneLogin', 'N');
  });

  it('reveals nothing of switches that are not public', async () => {
    await setSwitch(ctx.app, 'graySign', 'Y');
    const response = await call('/cargo/openApi/switch/getSwitch/graySign', { anonymous: true });
    expect(response.json().data).toEqual({ name: 'graySign', enabled: false });
    await setSwitch(ctx.app, 'graySign', 'N');
  });

  it('refuses a malformed name', async () => {
    const response = await call(`/cargo/openApi/switch/getSwitch/${'x'.repeat(70)}`, { anonymous: true });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /cargo/api/gray/query', () => {
  it('answers the gray release of the vessel position item', async () => {
    expect((await call('/cargo/api/gray/query')).json().data).toEqual({ grayShipStatus: false });
    await setSwitch(ctx.app, 'grayShipStatus', 'Y');
    expect((await call('/cargo/api/gray/query')).json().data).toEqual({ grayShipStatus: true });
    await setSwitch(ctx.app, 'grayShipStatus', 'N');
  });

  it('needs a session', async () => {
    expect((await call('/cargo/api/gray/query', { anonymous: true })).statusCode).toBe(401);
  });
});
