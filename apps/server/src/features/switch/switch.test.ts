import type { EndpointDeclaration, EndpointInput } from '@cargo/domain';
import { featureSwitchEndpoints } from '@cargo/domain/api/switch';
import { describe, expect, it } from 'vitest';
import { SWITCH_SEED } from '../../db/seed/demo.seed.ts';
import { refusalOf, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { setSwitch } from './switch.service.ts';

const ctx = useTestApp({ logIn: 'demo' });

const ask = <E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { lang?: 'zh' | 'en'; anonymous?: boolean } = {},
) =>
  call(ctx.app, endpoint, input, { cookie: options.anonymous ? undefined : ctx.token, lang: options.lang });

describe('POST /cargo/api/switch/getSwitch/{name}', () => {
  it('tells whether a switch is on', async () => {
    const fastClaim = await ask(featureSwitchEndpoints.switchState, { switchName: 'isEnableFastClaim' });
    expect(fastClaim.statusCode).toBe(200);
    expect(fastClaim.json()).toMatchObject({
      code: '000000',
      data: { name: 'isEnableFastClaim', enabled: true },
    });
    const shipping = await ask(featureSwitchEndpoints.switchState, { switchName: 'shippingStatus' });
    expect(shipping.json().data).toEqual({ name: 'shippingStatus', enabled: false });
    // A numeric switch counts as on when it is 1.
    expect(
      (await ask(featureSwitchEndpoints.switchState, { switchName: 'print.dispatch.switch' })).json().data
        .enabled,
    ).toBe(true);
  });

  it('answers off for a switch that is not configured', async () => {
    const response = await ask(featureSwitchEndpoints.switchState, { switchName: 'noSuchSwitch' });
    expect(response.json().data).toEqual({ name: 'noSuchSwitch', enabled: false });
  });

  it('follows a changed value', async () => {
    await setSwitch(ctx.app, 'fastBannerStatus', 'Y');
    expect(
      (await ask(featureSwitchEndpoints.switchState, { switchName: 'fastBannerStatus' })).json().data.enabled,
    ).toBe(true);
    await setSwitch(ctx.app, 'fastBannerStatus', 'N');
    expect(
      (await ask(featureSwitchEndpoints.switchState, { switchName: 'fastBannerStatus' })).json().data.enabled,
    ).toBe(false);
  });

  it('refuses a malformed name with the field name', async () => {
    const tooLong = await ask(
      featureSwitchEndpoints.switchState,
      { switchName: 'a'.repeat(65) },
      { lang: 'en' },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: '400000', message: 'Switch name: is not valid' });
    const badChars = await ask(featureSwitchEndpoints.switchState, { switchName: 'a b' });
    expect(badChars.statusCode).toBe(400);
    expect(badChars.json().message).toBe('开关名称：格式不正确');
  });

  it('needs a session', async () => {
    const response = await ask(
      featureSwitchEndpoints.switchState,
      { switchName: 'isShow' },
      { anonymous: true },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('POST /cargo/api/switch/getSwitchValue/{name}', () => {
  it('answers the raw value, or null for an unknown switch', async () => {
    const print = await ask(featureSwitchEndpoints.switchValue, { switchName: 'print.dispatch.switch' });
    expect(print.json().data).toEqual({ name: 'print.dispatch.switch', value: '1' });
    const unknown = await ask(featureSwitchEndpoints.switchValue, { switchName: 'noSuchSwitch' });
    expect(unknown.json().data).toEqual({ name: 'noSuchSwitch', value: null });
  });

  it('needs a session and a valid name', async () => {
    expect(
      (await ask(featureSwitchEndpoints.switchValue, { switchName: 'isShow' }, { anonymous: true }))
        .statusCode,
    ).toBe(401);
    expect((await ask(featureSwitchEndpoints.switchValue, { switchName: 'bad!name' })).statusCode).toBe(400);
  });
});

describe('POST /cargo/api/switch/getSwitches', () => {
  it('answers every switch by name', async () => {
    const response = await ask(featureSwitchEndpoints.switches, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(SWITCH_SEED);
  });

  it("keeps the insurer's own settings from customers: the sanctions match threshold is unknown to them", async () => {
    expect((await ask(featureSwitchEndpoints.switches, {})).json().data).not.toHaveProperty(
      'sanctions.matchThreshold',
    );
    const value = await ask(featureSwitchEndpoints.switchValue, { switchName: 'sanctions.matchThreshold' });
    expect(value.json().data).toEqual({ name: 'sanctions.matchThreshold', value: null });
    const department = await ask(featureSwitchEndpoints.departmentSwitches, {
      departmentCode: '3101',
      nameList: 'sanctions.matchThreshold,maintenance',
    });
    expect(department.json().data).toEqual({ 'sanctions.matchThreshold': null, maintenance: 'N' });
  });

  it('needs a session', async () => {
    expect((await ask(featureSwitchEndpoints.switches, {}, { anonymous: true })).statusCode).toBe(401);
  });
});

describe('POST /cargo/api/switch/getDeptSwitch', () => {
  it('answers the listed switches, null for unknown names', async () => {
    const response = await ask(featureSwitchEndpoints.departmentSwitches, {
      departmentCode: '3101',
      nameList: 'isShow, isBatchDeclaration,noSuchSwitch',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ isShow: 'Y', isBatchDeclaration: 'Y', noSuchSwitch: null });
  });

  it('names a missing department code or name list', async () => {
    expect(
      await refusalOf(ctx, {
        endpoint: featureSwitchEndpoints.departmentSwitches,
        input: { nameList: 'isShow' },
      }),
    ).toBe('Department code: cannot be empty');
    const emptyList = await ask(
      featureSwitchEndpoints.departmentSwitches,
      { departmentCode: '3101', nameList: ',' },
      { lang: 'en' },
    );
    expect(emptyList.statusCode).toBe(400);
    expect(emptyList.json().message).toBe('Switch names: cannot be empty');
    const badName = await ask(
      featureSwitchEndpoints.departmentSwitches,
      { departmentCode: '3101', nameList: 'isShow,a b' },
      { lang: 'en' },
    );
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe('Switch names: is not valid');
  });

  it('needs a session', async () => {
    const response = await ask(
      featureSwitchEndpoints.departmentSwitches,
      { departmentCode: '3101', nameList: 'isShow' },
      {
        anonymous: true,
      },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /cargo/openApi/switch/getSwitch/{name}', () => {
  it('answers public switches without a session', async () => {
    const response = await ask(
      featureSwitchEndpoints.publicSwitchState,
      { switchName: 'isShow' },
      { anonymous: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ name: 'isShow', enabled: true });
    await setSwitch(ctx.app, 'phoneLogin', 'Y');
    const phoneLogin = await ask(
      featureSwitchEndpoints.publicSwitchState,
      { switchName: 'phoneLogin' },
      { anonymous: true },
    );
    expect(phoneLogin.json().data).toEqual({ name: 'phoneLogin', enabled: true });
    await setSwitch(ctx.app, 'phoneLogin', 'N');
  });

  it('reveals nothing of switches that are not public', async () => {
    await setSwitch(ctx.app, 'graySign', 'Y');
    const response = await ask(
      featureSwitchEndpoints.publicSwitchState,
      { switchName: 'graySign' },
      { anonymous: true },
    );
    expect(response.json().data).toEqual({ name: 'graySign', enabled: false });
    await setSwitch(ctx.app, 'graySign', 'N');
  });

  it('refuses a malformed name', async () => {
    const response = await ask(
      featureSwitchEndpoints.publicSwitchState,
      { switchName: 'x'.repeat(70) },
      { anonymous: true },
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /cargo/api/gray/query', () => {
  it('answers the gray release of the vessel position item', async () => {
    expect((await ask(featureSwitchEndpoints.grayStatus, {})).json().data).toEqual({ grayShipStatus: false });
    await setSwitch(ctx.app, 'grayShipStatus', 'Y');
    expect((await ask(featureSwitchEndpoints.grayStatus, {})).json().data).toEqual({ grayShipStatus: true });
    await setSwitch(ctx.app, 'grayShipStatus', 'N');
  });

  it('needs a session', async () => {
    expect((await ask(featureSwitchEndpoints.grayStatus, {}, { anonymous: true })).statusCode).toBe(401);
  });
});
