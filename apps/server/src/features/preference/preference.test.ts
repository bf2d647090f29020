import { type EndpointInput, PREFERENCE_DEFAULTS, type Preferences, type PrintHabit } from '@cargo/domain';
import { preferenceEndpoints } from '@cargo/domain/api/preference';
import { describe, expect, it } from 'vitest';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

type HabitInput = EndpointInput<typeof preferenceEndpoints.putPrintHabit>;
const putHabit = (body: HabitInput) =>
  call(ctx.app, preferenceEndpoints.putPrintHabit, body, { cookie: ctx.token, lang: 'zh' });

describe('preferences', () => {
  it('answers every coded setting with its SPEC default before the user chose any', async () => {
    const newbie = await logInAs(ctx.app, 'newbie');
    const preferences = data<Preferences>(
      await call(ctx.app, preferenceEndpoints.query, {}, { cookie: newbie }),
    );
    expect(preferences).toEqual(PREFERENCE_DEFAULTS);
    expect(preferences).toMatchObject({ BFBZ: '0', ZTYSSZ: '0', GNGLQYRQDYGS: '1', JCKQYRQDYGS: '2' });
  });

  it('saves the settings given, keeps the others, and keeps them per user', async () => {
    const saved = data<Preferences>(
      await call(
        ctx.app,
        preferenceEndpoints.saveAndUpdate,
        { ZTYSSZ: '1', DZCXMRFW: '2' },
        { cookie: ctx.token },
      ),
    );
    expect(saved).toMatchObject({ ZTYSSZ: '1', DZCXMRFW: '2', BFBZ: '0', JCKQYRQDYGS: '2' });
    // Saving the same value twice changes nothing.
    data(await call(ctx.app, preferenceEndpoints.saveAndUpdate, { ZTYSSZ: '1' }, { cookie: ctx.token }));
    expect(
      data<Preferences>(await call(ctx.app, preferenceEndpoints.query, {}, { cookie: ctx.token })),
    ).toEqual(saved);
    const newbie = await logInAs(ctx.app, 'newbie');
    expect(
      data<Preferences>(await call(ctx.app, preferenceEndpoints.query, {}, { cookie: newbie })).ZTYSSZ,
    ).toBe('0');
  });

  it.each([
    [{ ZTYSSZ: '2' }, 'Font colour: is not one of the choices'],
    [{ JCKQYRQDYGS: '9' }, 'Import/export departure date print format: is not one of the choices'],
    [{ DZCXMRFW: 3 }, 'Default document enquiry range'],
  ])('refuses a value outside a setting’s choices %j and changes nothing', async (body, message) => {
    const before = data<Preferences>(
      await call(ctx.app, preferenceEndpoints.query, {}, { cookie: ctx.token }),
    );
    const response = await callWithInvalidInput(ctx.app, preferenceEndpoints.saveAndUpdate, body, {
      cookie: ctx.token,
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(
      data<Preferences>(await call(ctx.app, preferenceEndpoints.query, {}, { cookie: ctx.token })),
    ).toEqual(before);
  });

  it('refuses an unknown setting code', async () => {
    const response = await callWithInvalidInput(
      ctx.app,
      preferenceEndpoints.saveAndUpdate,
      { XYZ: '1' },
      { cookie: ctx.token },
    );
    expect(response.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, preferenceEndpoints.query)).statusCode).toBe(401);
  });
});

describe('print habit', () => {
  it('answers the defaults, then the saved habit of the user only', async () => {
    const newbie = await logInAs(ctx.app, 'newbie');
    expect(
      data<PrintHabit>(await call(ctx.app, preferenceEndpoints.getPrintHabit, {}, { cookie: newbie })),
    ).toEqual({
      printLanguage: '01',
      paperType: '01',
      sealType: '01',
      datePrintFormat: '01',
      saved: false,
    });
    const habit: HabitInput = { printLanguage: '02', paperType: '02', sealType: '02', datePrintFormat: '03' };
    expect(data<PrintHabit>(await putHabit(habit))).toEqual({ ...habit, saved: true });
    expect(
      data<PrintHabit>(await call(ctx.app, preferenceEndpoints.getPrintHabit, {}, { cookie: ctx.token })),
    ).toEqual({
      ...habit,
      saved: true,
    });
    expect(
      data<PrintHabit>(await call(ctx.app, preferenceEndpoints.getPrintHabit, {}, { cookie: newbie }))
        .printLanguage,
    ).toBe('01');
  });

  it('refuses a print language or date format outside its lists, in the caller’s language', async () => {
    const base = { printLanguage: '01', paperType: '01', sealType: '01', datePrintFormat: '01' };
    const putBadly = (body: object, lang: 'zh' | 'en') =>
      callWithInvalidInput(ctx.app, preferenceEndpoints.putPrintHabit, body, { cookie: ctx.token, lang });
    const language = await putBadly({ ...base, printLanguage: '09' }, 'zh');
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toBe('打印语言：不是可选的值');
    const format = await putBadly({ ...base, datePrintFormat: '99' }, 'en');
    expect(format.statusCode).toBe(400);
    expect(format.json().data.issues[0].path).toEqual(['datePrintFormat']);
  });
});
