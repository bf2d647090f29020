import {
  addDays,
  businessNow,
  chinaDateTime,
  type MaintenanceState,
  type StaffSwitch,
  type StaffSwitches,
  todayInChina,
} from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { limitEndpoints } from '@cargo/domain/api/limit';
import { operationsEndpoints } from '@cargo/domain/api/operations';
import { featureSwitchEndpoints } from '@cargo/domain/api/switch';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data, useTestApp } from '../../test/suite.ts';
import { call, imageCode, logInAs } from '../../test/test-app.ts';
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
  opsCall(ctx.app, cookie, operationsEndpoints.setSwitch, { name, value }, lang);
const endMaintenance = async () =>
  data<MaintenanceState>(await opsCall(ctx.app, tokens.operations, operationsEndpoints.endMaintenance, {}));
const customerCall = (lang: 'zh' | 'en' = 'en') =>
  call(ctx.app, accountEndpoints.userInfo, {}, { cookie: ctx.token, lang });

afterEach(async () => {
  await endMaintenance();
});

describe('POST switch/list and switch/set', () => {
  it('lists every switch with its value, the maintenance state apart', async () => {
    const answer = data<StaffSwitches>(
      await opsCall(ctx.app, tokens.auditor, operationsEndpoints.listSwitches, {}),
    );
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
    const open = await call(ctx.app, featureSwitchEndpoints.publicSwitchState, { switchName: 'holidayFlag' });
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
    expect(
      (await opsCall(ctx.app, tokens.underwriter, operationsEndpoints.listSwitches, {})).statusCode,
    ).toBe(403);
  });
});

describe('the maintenance window', () => {
  it('answers 88888 to customer calls during the window; logins and staff keep working; ending it restores', async () => {
    const state = data<MaintenanceState>(
      await opsCall(ctx.app, tokens.operations, operationsEndpoints.scheduleMaintenance, { minutes: 30 }),
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
    expect((await call(ctx.app, limitEndpoints.limitCheck, {})).json().code).toBe('88888');
    // Logins (public) and staff routes still answer.
    const login = await call(ctx.app, authEndpoints.accountLogin, {
      account: 'demo',
      password: 'Shocean#2026',
      ...(await imageCode(ctx.app)),
    });
    expect(login.json().code).toBe('000000');
    expect(
      (await opsCall(ctx.app, tokens.operations, operationsEndpoints.listSwitches, {})).json().data
        .maintenance.active,
    ).toBe(true);

    const ended = await endMaintenance();
    expect(ended).toEqual({ active: false, switchedOn: false, from: '', until: '' });
    expect((await customerCall()).json().code).toBe('000000');
    const [audit] = await auditRowsOf(ctx.app, 'maintenance');
    expect(audit).toMatchObject({ action: 'maintenance.end' });
  });

  it('is not active before a window that starts later', async () => {
    const from = `${addDays(todayInChina(), 1)} 23:00`;
    const state = data<MaintenanceState>(
      await opsCall(ctx.app, tokens.operations, operationsEndpoints.scheduleMaintenance, {
        from,
        minutes: 120,
      }),
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
    const listed = data<StaffSwitches>(
      await opsCall(ctx.app, tokens.operations, operationsEndpoints.listSwitches, {}),
    );
    expect(listed.maintenance).toMatchObject({ active: true, switchedOn: true });
    await endMaintenance();
    expect((await customerCall()).json().code).toBe('000000');
  });

  it('refuses a bad time, a window already over and a bad duration, changing nothing', async () => {
    const badTime = await opsCall(ctx.app, tokens.operations, operationsEndpoints.scheduleMaintenance, {
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
      operationsEndpoints.scheduleMaintenance,
      { from: `${addDays(todayInChina(), -1)} 10:00`, minutes: 30 },
      'zh',
    );
    expect(over.json().message).toBe('开始时间：维护窗口已结束，请选择以后的时间');
    const short = await opsCall(ctx.app, tokens.operations, operationsEndpoints.scheduleMaintenance, {
      minutes: 1,
    });
    expect(short.json().message).toBe('Duration (minutes): must be between 5 and 1440 minutes');
    expect((await customerCall()).json().code).toBe('000000');
  });

  it('lets only operations staff schedule or end it', async () => {
    expect(
      (await opsCall(ctx.app, tokens.auditor, operationsEndpoints.scheduleMaintenance, { minutes: 30 }))
        .statusCode,
    ).toBe(403);
    expect((await opsCall(ctx.app, ctx.token, operationsEndpoints.endMaintenance, {})).statusCode).toBe(404);
    expect((await opsCall(ctx.app, undefined, operationsEndpoints.endMaintenance, {})).statusCode).toBe(401);
  });
});
