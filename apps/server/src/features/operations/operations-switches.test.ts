import {
  addDays,
  businessNow,
  chinaDateTime,
  type MaintenanceState,
  type StaffSwitch,
  type StaffSwitches,
  todayInChina,
} from '@cargo/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data, useTestApp } from '../../test/suite.ts';
import { imageCode, logInAs, post } from '../../test/test-app.ts';
import { auditRowsOf, opsCall } from './operations.fixtures.ts';

/** Feature switches and the maintenance window (docs/business-rules.md "Operations"). */
const ctx = useTestApp({ logIn: 'demo' });
const tokens = { operations: '', auditor: '', underwriter: '' };

beforeAll(async () => {
  tokens.operations = await logInAs(ctx.app, 'operations');
  tokens.auditor = await logInAs(ctx.app, 'auditor');
  tokens.underwriter = await logInAs(ctx.app, 'underwriter');
});

const setSwitch = (name: string, value: string, cookie = tokens.operations, lang: 'zh' | 'en' = 'en') =>
  opsCall(ctx.app, cookie, 'switch/set', { name, value }, lang);
const endMaintenance = async () =>
  data<MaintenanceState>(await opsCall(ctx.app, tokens.operations, 'maintenance/end'));
const customerCall = (lang: 'zh' | 'en' = 'en') =>
  post(ctx.app, '/cargo/user/userInfo', {}, { cookie: ctx.token, lang });

afterEach(async () => {
  await endMaintenance();
});

describe('POST switch/list and switch/set', () => {
  it('lists every switch with its value, the maintenance state apart', async () => {
    const answer = data<StaffSwitches>(await opsCall(ctx.app, tokens.auditor, 'switch/list'));
    const names = answer.list.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(['holidayFlag', 'holidayImage', 'maintenance', 'phoneLogin']),
    );
    expect(names).not.toContain('maintenance.from');
    expect(answer.maintenance).toEqual({ active: false, switchedOn: false, from: '', until: '' });
  });

  it('turns the holiday flag on for customers at once and audits before → after', async () => {
    const changed = data<StaffSwitch>(await setSwitch('holidayFlag', 'Y'));
    expect(changed).toMatchObject({ name: 'holidayFlag', value: 'Y', enabled: true });
    const open = await post(ctx.app, '/cargo/openApi/switch/getSwitch/holidayFlag', {});
    expect(open.json().data).toEqual({ name: 'holidayFlag', enabled: true });
    const [row] = await auditRowsOf(ctx.app, 'holidayFlag');
    expect(row).toMatchObject({
      action: 'switch.set',
      before: { value: 'N' },
      after: { value: 'Y' },
      staffName: '郑运营',
    });
    await setSwitch('holidayFlag', 'N');
  });

  it('sets the festival image to one of the portal images only', async () => {
    expect(data<StaffSwitch>(await setSwitch('holidayImage', 'mid-autumn')).value).toBe('mid-autumn');
    const bad = await setSwitch('holidayImage', 'fireworks');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Switch value: must be spring-festival / mid-autumn');
    await setSwitch('holidayImage', 'spring-festival');
  });

  it('keeps a flag a flag, refuses unknown and window switches, and changes nothing then', async () => {
    const notFlag = await setSwitch('holidayFlag', 'maybe', tokens.operations, 'zh');
    expect(notFlag.statusCode).toBe(400);
    expect(notFlag.json().message).toBe('开关值：只能取 Y / N');
    expect((await setSwitch('print.dispatch.switch', 'Y')).json().message).toBe(
      'Switch value: must be 1 / 0',
    );
    const unknown = await setSwitch('noSuchSwitch', 'Y');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such switch');
    expect((await setSwitch('maintenance.until', '2099-01-01')).statusCode).toBe(400);
    expect((await setSwitch('holidayFlag', '<b>')).statusCode).toBe(400);
    expect(await auditRowsOf(ctx.app, 'noSuchSwitch')).toEqual([]);
  });

  it('answers 404 to a customer and 403 to the auditor and the underwriter on set', async () => {
    expect((await setSwitch('holidayFlag', 'Y', ctx.token)).statusCode).toBe(404);
    expect((await setSwitch('holidayFlag', 'Y', tokens.auditor)).statusCode).toBe(403);
    expect((await setSwitch('holidayFlag', 'Y', tokens.underwriter)).statusCode).toBe(403);
    expect((await opsCall(ctx.app, tokens.underwriter, 'switch/list')).statusCode).toBe(403);
  });
});

describe('the maintenance window', () => {
  it('answers 88888 to customer calls during the window; logins and staff keep working; ending it restores', async () => {
    const state = data<MaintenanceState>(
      await opsCall(ctx.app, tokens.operations, 'maintenance/schedule', { minutes: 30 }),
    );
    expect(state).toMatchObject({ active: true, switchedOn: false });
    expect(state.from).toBe(chinaDateTime(businessNow()).slice(0, 16));

    const en = await customerCall('en');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      code: '88888',
      message: 'The system is being upgraded, please try again later',
    });
    expect((await customerCall('zh')).json()).toMatchObject({
      code: '88888',
      message: '系统正在升级维护中，请稍后再试',
    });
    expect((await post(ctx.app, '/cargo/limit/isLimit', {})).json().code).toBe('88888');
    // Logins (public) and staff routes still answer.
    const login = await post(ctx.app, '/epa-login', {
      account: 'demo',
      password: 'Shocean#2026',
      ...(await imageCode(ctx.app)),
    });
    expect(login.json().code).toBe('000000');
    expect((await opsCall(ctx.app, tokens.operations, 'switch/list')).json().data.maintenance.active).toBe(
      true,
    );

    const ended = await endMaintenance();
    expect(ended).toEqual({ active: false, switchedOn: false, from: '', until: '' });
    expect((await customerCall()).json().code).toBe('000000');
    const [audit] = await auditRowsOf(ctx.app, 'maintenance');
    expect(audit).toMatchObject({ action: 'maintenance.end' });
  });

  it('is not active before a window that starts later', async () => {
    const from = `${addDays(todayInChina(), 1)} 23:00`;
    const state = data<MaintenanceState>(
      await opsCall(ctx.app, tokens.operations, 'maintenance/schedule', { from, minutes: 120 }),
    );
    expect(state).toEqual({
      active: false,
      switchedOn: false,
      from,
      until: `${addDays(todayInChina(), 2)} 01:00`,
    });
    expect((await customerCall()).json().code).toBe('000000');
  });

  it('is on while the manual maintenance switch is on', async () => {
    await setSwitch('maintenance', 'Y');
    expect((await customerCall()).json().code).toBe('88888');
    const listed = data<StaffSwitches>(await opsCall(ctx.app, tokens.operations, 'switch/list'));
    expect(listed.maintenance).toMatchObject({ active: true, switchedOn: true });
    await endMaintenance();
    expect((await customerCall()).json().code).toBe('000000');
  });

  it('refuses a bad time, a window already over and a bad duration, changing nothing', async () => {
    const badTime = await opsCall(ctx.app, tokens.operations, 'maintenance/schedule', {
      from: '2026-13-01 10:00',
      minutes: 30,
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(
      'Start time: use "year-month-day hour:minute", e.g. 2026-01-31 23:00',
    );
    const over = await opsCall(
      ctx.app,
      tokens.operations,
      'maintenance/schedule',
      { from: `${addDays(todayInChina(), -1)} 10:00`, minutes: 30 },
      'zh',
    );
    expect(over.json().message).toBe('开始时间：维护窗口已结束，请选择以后的时间');
    const short = await opsCall(ctx.app, tokens.operations, 'maintenance/schedule', { minutes: 1 });
    expect(short.json().message).toBe('Duration (minutes): must be between 5 and 1440 minutes');
    expect((await customerCall()).json().code).toBe('000000');
  });

  it('lets only operations staff schedule or end it', async () => {
    expect((await opsCall(ctx.app, tokens.auditor, 'maintenance/schedule', { minutes: 30 })).statusCode).toBe(
      403,
    );
    expect((await opsCall(ctx.app, ctx.token, 'maintenance/end')).statusCode).toBe(404);
    expect((await opsCall(ctx.app, undefined, 'maintenance/end')).statusCode).toBe(401);
  });
});
