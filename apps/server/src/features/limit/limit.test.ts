import { limitEndpoints } from '@cargo/domain/api/limit';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { setSwitch } from '../switch/switch.service.ts';

const ctx = useTestApp({ logIn: 'demo' });

describe('POST /cargo/limit/isLimit', () => {
  it('answers not limited outside maintenance', async () => {
    const response = await call(ctx.app, limitEndpoints.limitCheck, {}, { cookie: ctx.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '000000', data: { isLimit: false } });
  });

  it('answers code 88888 with HTTP 200 and the localised maintenance notice while maintenance is on', async () => {
    await setSwitch(ctx.app, 'maintenance', 'Y');
    const zh = await call(ctx.app, limitEndpoints.limitCheck, {}, { cookie: ctx.token });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ code: '88888', message: '系统正在升级维护中，请稍后再试', data: null });
    expect(zh.json().traceId).toBeTruthy();
    const en = await call(ctx.app, limitEndpoints.limitCheck, {}, { lang: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      code: '88888',
      message: 'The system is being upgraded, please try again later',
    });
    await setSwitch(ctx.app, 'maintenance', 'N');
    expect((await call(ctx.app, limitEndpoints.limitCheck, {}, { cookie: ctx.token })).json().code).toBe(
      '000000',
    );
  });

  it('needs no session', async () => {
    const response = await call(ctx.app, limitEndpoints.limitCheck);
    expect(response.json()).toMatchObject({ code: '000000', data: { isLimit: false } });
  });
});
