import { addDays, type EndpointInput, todayInChina } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { surveyEndpoints } from '@cargo/domain/api/survey';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { policies, satisfactionSurveys } from '../../db/schema/index.ts';
import { accountIdOf } from '../../test/raw-sql.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs } from '../../test/test-app.ts';
import { setSwitch } from '../switch/switch.service.ts';
import { countIssuedPoliciesUpTo } from './survey.repository.ts';

/** Only `Date` is faked, so the database keeps its timers; 04:00 UTC is noon in Beijing. */
const START = '2026-11-24T04:00:00Z';
const dayInstant = (day: string) => new Date(`${day}T04:00:00Z`);

// The app is built on the real clock (its hooks run first); then only `Date` is faked.
const ctx = useTestApp();
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(START));
});
afterAll(() => {
  vi.useRealTimers();
});

/** Moves the clock to a China day and logs in again (a session idles out when the clock jumps). */
const on = async (day: string, who: 'demo' | 'newbie' = 'demo') => {
  vi.setSystemTime(dayInstant(day));
  return logInAs(ctx.app, who);
};
const isSurvey = async (token: string) =>
  data<{ isSurvey: boolean }>(await call(ctx.app, surveyEndpoints.isSurvey, {}, { cookie: token })).isSurvey;
const answer = (
  token: string,
  body: EndpointInput<typeof surveyEndpoints.insertSatisfactionSurvey>,
  lang?: 'zh' | 'en',
) => call(ctx.app, surveyEndpoints.insertSatisfactionSurvey, body, { cookie: token, lang });
const answersOf = async () => ctx.app.db.select().from(satisfactionSurveys).orderBy(satisfactionSurveys.id);

describe('the satisfaction rating', () => {
  const today = '2026-11-24';

  it('is asked of a user whose account has issued policies, not of a new account', async () => {
    expect(todayInChina()).toBe(today);
    expect(await isSurvey(await on(today))).toBe(true);
    const newbie = await on(today, 'newbie');
    expect(await isSurvey(newbie)).toBe(false);
    // Not asked → nothing to answer: 409, nothing stored.
    const refused = await answer(newbie, { evaluationType: '1' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No rating is asked now, or it has already been submitted');
    expect(await answersOf()).toEqual([]);
  });

  it('refuses a bad rating without a comment, and an unknown rating, storing nothing', async () => {
    const token = await on(today);
    const blank = await answer(token, { evaluationType: '2', evaluationContent: '   ' }, 'en');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Comment: Please tell us what we could improve in the portal');
    const chinese = await answer(token, { evaluationType: '2' }, 'zh');
    expect(chinese.json().message).toBe('意见：请对系统提出您的宝贵意见');
    for (const body of [{ evaluationType: '5' }, {}]) {
      const refused = await callWithInvalidInput(ctx.app, surveyEndpoints.insertSatisfactionSurvey, body, {
        cookie: token,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(await answersOf()).toEqual([]);
    expect(await isSurvey(token)).toBe(true);
  });

  it('postpones by 7 days after "later"', async () => {
    const token = await on(today);
    const later = data<{ nextAskOn: string }>(await answer(token, { evaluationType: '3' }));
    expect(later).toEqual({ evaluationType: '3', nextAskOn: addDays(today, 7) });
    expect(await isSurvey(token)).toBe(false);
    expect(await isSurvey(await on(addDays(today, 6)))).toBe(false);
    expect(await isSurvey(await on(addDays(today, 7)))).toBe(true);
  });

  it('stores a bad rating trimmed, once: a double submit stores nothing more', async () => {
    const day = addDays(today, 7);
    const token = await on(day);
    const [first, second] = await Promise.all([
      answer(token, { evaluationType: '2', evaluationContent: '  The list is slow.  ' }),
      answer(token, { evaluationType: '2', evaluationContent: '  The list is slow.  ' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const stored = (await answersOf()).filter((row) => row.answeredOn === day);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ evaluationType: '2', evaluationContent: 'The list is slow.' });
    expect(stored[0]?.nextAskOn).toBe(addDays(day, 90));
  });

  it('asks again 90 days after a good or bad answer', async () => {
    const answered = addDays(today, 7);
    expect(await isSurvey(await on(addDays(answered, 89)))).toBe(false);
    const token = await on(addDays(answered, 90));
    expect(await isSurvey(token)).toBe(true);
    expect(data(await answer(token, { evaluationType: '1', evaluationContent: 'Fine' }))).toEqual({
      evaluationType: '1',
      nextAskOn: addDays(answered, 180),
    });
  });

  it('keeps answers to the user and the account it worked in', async () => {
    const demo = await on(today);
    const rows = await answersOf();
    expect(rows.every((row) => row.userId === rows[0]?.userId)).toBe(true);
    const [account] = await ctx.app.db
      .select({ accountId: satisfactionSurveys.accountId })
      .from(satisfactionSurveys)
      .where(eq(satisfactionSurveys.evaluationType, '1'));
    expect(account?.accountId).toBe(rows[0]?.accountId);
    // Another user is asked on their own record: newbie's account has no policy, so never.
    expect(await isSurvey(await on(today, 'newbie'))).toBe(false);
    expect(demo).toBeTypeOf('string');
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, surveyEndpoints.isSurvey, {})).statusCode).toBe(401);
    expect(
      (await call(ctx.app, surveyEndpoints.insertSatisfactionSurvey, { evaluationType: '1' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /cargo/holiday/query', () => {
  it('answers the holiday flag and image the operations screen set', async () => {
    const token = await on('2026-11-24');
    expect(data(await call(ctx.app, surveyEndpoints.holiday, {}, { cookie: token }))).toEqual({
      HolidayFlag: 'N',
      ImageName: 'spring-festival',
    });
    await setSwitch(ctx.app, 'holidayFlag', 'Y');
    await setSwitch(ctx.app, 'holidayImage', 'mid-autumn');
    expect(data(await call(ctx.app, surveyEndpoints.holiday, {}, { cookie: token }))).toEqual({
      HolidayFlag: 'Y',
      ImageName: 'mid-autumn',
    });
    // An image the web does not ship falls back to the first one.
    await setSwitch(ctx.app, 'holidayImage', '../../etc/passwd');
    expect(data(await call(ctx.app, surveyEndpoints.holiday, {}, { cookie: token }))).toMatchObject({
      ImageName: 'spring-festival',
    });
    await setSwitch(ctx.app, 'holidayFlag', 'N');
    expect((await call(ctx.app, surveyEndpoints.holiday, {})).statusCode).toBe(401);
  });
});

describe('POST /cargo/user/customer/isVip', () => {
  it("answers the session's account, following an account switch", async () => {
    const token = await on('2026-11-24');
    expect(data(await call(ctx.app, surveyEndpoints.isVip, {}, { cookie: token }))).toEqual({
      isVip: true,
    });
    await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'HZSHUNDA' }, { cookie: token });
    expect(data(await call(ctx.app, surveyEndpoints.isVip, {}, { cookie: token }))).toEqual({
      isVip: false,
    });
    expect((await call(ctx.app, surveyEndpoints.isVip, {})).statusCode).toBe(401);
  });
});

describe('POST /cargo/chart/isShow', () => {
  it('follows the isShow switch (on in the seed)', async () => {
    const token = await on('2026-11-24');
    const isShow = async () => data(await call(ctx.app, surveyEndpoints.chartIsShow, {}, { cookie: token }));
    expect(await isShow()).toEqual({ isShow: true });
    await setSwitch(ctx.app, 'isShow', 'N');
    expect(await isShow()).toEqual({ isShow: false });
    await setSwitch(ctx.app, 'isShow', 'Y');
    expect(await isShow()).toEqual({ isShow: true });
  });
});

describe('POST /cargo/naturalDisasterWarning/banner', () => {
  it('answers the warnings in force today only when the banner switch is on', async () => {
    const token = await on('2026-11-25');
    const banner = async (lang: 'zh' | 'en' = 'zh') =>
      data<{ warnings: { warningCode: string; title: string; matchedPorts: string[] }[] }>(
        await call(ctx.app, surveyEndpoints.disasterBanner, {}, { cookie: token, lang }),
      ).warnings;
    expect(await banner()).toEqual([]);
    await setSwitch(ctx.app, 'naturalDisasterWarning', 'Y');
    const inForce = await banner('en');
    // The reference data's warnings valid on 25 November 2026, most severe (red) first.
    expect(inForce.map((warning) => warning.warningCode)).toEqual([
      'NDW-2026-031',
      'NDW-2026-035',
      'NDW-2026-034',
      'NDW-2026-033',
    ]);
    expect(inForce[0]).toMatchObject({
      title: 'Typhoon Haiyan: suspension risk at East China coastal ports',
    });
    expect(inForce[0]?.matchedPorts).toEqual([]);
    expect((await banner('zh'))[0]?.title).toBe('台风“海燕”：华东沿海港口停航风险');
    await setSwitch(ctx.app, 'naturalDisasterWarning', 'N');
    expect(await banner()).toEqual([]);
    expect((await call(ctx.app, surveyEndpoints.disasterBanner, {})).statusCode).toBe(401);
  });
});

describe('the policies counted for the rating', () => {
  it('are counted up to the bound the rule asks about, exactly below it', async () => {
    const demo = await accountIdOf(ctx.app.db, 'SHOCEAN');
    const issued = await ctx.app.db.$count(policies, eq(policies.accountId, demo));
    expect(issued).toBeGreaterThan(2);
    expect(await countIssuedPoliciesUpTo(ctx.app.db, demo, 2)).toBe(2);
    expect(await countIssuedPoliciesUpTo(ctx.app.db, demo, issued + 5)).toBe(issued);
  });
});
