import type { ApplyResult, DashboardOverview, Page, PolicyListRow, TempApplyResult } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDraft } from '../test/factories.ts';
import { exportForm, inDays, newKey } from '../test/insuring.fixtures.ts';
import { data, useTestApp } from '../test/suite.ts';
import { call, logInAs } from '../test/test-app.ts';

/**
 * The server on the business clock (China time, UTC+8) on either side of midnight in Beijing, which is
 * 16:00 UTC: what "today" is, how records are dated and found by a day range, the date rules, numbers
 * that carry a year, and the dashboard's day. Only `Date` is faked, so the database keeps its timers.
 */

const BEFORE_MIDNIGHT = '2026-11-23T15:59:00Z'; // 23:59 in Beijing, 15:59 UTC
const AFTER_MIDNIGHT = '2026-11-23T16:01:00Z'; // 00:01 in Beijing, 16:01 UTC
const NEW_YEAR = '2026-12-31T16:01:00Z'; // 00:01 on 1 January 2027 in Beijing

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(BEFORE_MIDNIGHT));
});
afterAll(() => {
  vi.useRealTimers();
});

const ctx = useTestApp();

/** Moves the clock and logs in again (a session idles out when the clock jumps by days). */
const at = async (instant: string) => {
  vi.setSystemTime(new Date(instant));
  return { app: ctx.app, token: await logInAs(ctx.app, 'demo') };
};

const draftRowsOn = async (token: string, day: string) =>
  data<Page<PolicyListRow>>(
    await call(ctx.app, applicationEndpoints.listDrafts, { startDate: day, endDate: day }, { cookie: token }),
  ).list;
const draftsOn = async (token: string, day: string) => (await draftRowsOn(token, day)).map((row) => row.id);

describe('midnight in Beijing (16:00 UTC)', () => {
  it('dates a draft saved at 23:59 Beijing (15:59 UTC) on that day', async () => {
    const actor = await at(BEFORE_MIDNIGHT);
    const draft = await createDraft(actor);
    expect(await draftsOn(actor.token, '2026-11-23')).toContain(draft.id);
    expect(await draftsOn(actor.token, '2026-11-24')).not.toContain(draft.id);
    const row = (await draftRowsOn(actor.token, '2026-11-23')).find((saved) => saved.id === draft.id);
    expect(row?.inputDate).toBe('2026-11-23 23:59:00');
  });

  it('dates a draft saved at 00:01 Beijing (16:01 UTC) on the new China day, not the UTC one', async () => {
    const actor = await at(AFTER_MIDNIGHT);
    const draft: TempApplyResult = await createDraft(actor);
    expect(await draftsOn(actor.token, '2026-11-24')).toContain(draft.id);
    expect(await draftsOn(actor.token, '2026-11-23')).not.toContain(draft.id);
  });

  it('takes the China day as today for the start date rule', async () => {
    const { token } = await at(AFTER_MIDNIGHT);
    expect(inDays(0)).toBe('2026-11-24');
    const submit = (insuranceBeginDate: string) =>
      call(
        ctx.app,
        applicationEndpoints.submitApplication,
        {
          requestKey: newKey(),
          form: exportForm({
            basic: { insuranceBeginDate, insuranceEndDate: '2027-01-31' },
            transport: { ...exportForm().transport, departureDate: insuranceBeginDate },
          }),
        },
        { cookie: token, lang: 'en' },
      );
    const startingToday = await submit('2026-11-24');
    expect(data<ApplyResult>(startingToday).status).toBe('B3');
    const yesterday = await submit('2026-11-23');
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toMatch(/before today/);
  });

  it('gives the dashboard the China day as today at 15:59 and 16:01 UTC', async () => {
    for (const [instant, today] of [
      [BEFORE_MIDNIGHT, '2026-11-23'],
      [AFTER_MIDNIGHT, '2026-11-24'],
    ] as const) {
      const { token } = await at(instant);
      const overview = data<DashboardOverview>(
        await call(ctx.app, dashboardEndpoints.overview, {}, { cookie: token }),
      );
      expect(overview.today).toBe(today);
    }
  });

  it('numbers an application made at 00:01 on 1 January Beijing time with the new year', async () => {
    const { token } = await at(NEW_YEAR);
    const result = data<ApplyResult>(
      await call(
        ctx.app,
        applicationEndpoints.submitApplication,
        { requestKey: newKey(), form: exportForm() },
        { cookie: token },
      ),
    );
    // 9 + the product's last four digits + the year + the sequence.
    expect(result.voucherNo.slice(5, 9)).toBe('2027');
  });
});
