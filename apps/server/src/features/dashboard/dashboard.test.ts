import {
  addDays,
  type Board,
  convertToCny,
  type DashboardOverview,
  formatAmount,
  type PremiumTrend,
  parseExchangeRate,
  type TrendGranularity,
  todayInChina,
} from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { and, desc, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, applications, exchangeRates, policies } from '../../db/schema/index.ts';
import { applyWholeCorrection, issuePolicy, OVER_LIMIT_CHANGES } from '../../test/correction.fixtures.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { EXPORT_FORM_PREMIUM, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, refusalOf, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const overview = async (cookie = ctx.token, lang: 'zh' | 'en' = 'en') =>
  data<DashboardOverview>(await call(ctx.app, dashboardEndpoints.overview, {}, { cookie, lang }));
const trend = async (granularity: TrendGranularity, cookie = ctx.token, lang: 'zh' | 'en' = 'en') =>
  data<PremiumTrend>(await call(ctx.app, dashboardEndpoints.premiumTrend, { granularity }, { cookie, lang }));
const fen = (text: string) => Math.round(Number(text) * 100);
const cny = (minor: number) => formatAmount(minor, 2);

const accountIdOf = async (accountName: string) => {
  const [row] = await ctx.app.db.select().from(accounts).where(eq(accounts.accountName, accountName));
  return row!.id;
};

/** What the overview must say about policies, computed from the table. */
const expectedPolicyFigures = async (accountId: number) => {
  const today = todayInChina();
  const rows = await ctx.app.db.select().from(policies).where(eq(policies.accountId, accountId));
  const live = rows.filter((row) => row.policyStatus !== '99' && row.policyStatus !== '05');
  const endingWithin = (days: number) =>
    live.filter((row) => row.insuranceEndDate >= today && row.insuranceEndDate <= addDays(today, days))
      .length;
  return {
    continuedPolicy: {
      withinThirtyDays: endingWithin(30),
      withinSixtyDays: endingWithin(60),
      withinNinetyDays: endingWithin(90),
    },
    effectivePolicyCount: live.filter(
      (row) => row.insuranceBeginDate <= today && row.insuranceEndDate >= today,
    ).length,
    live,
  };
};

const applicationsOf = (accountId: number, status: string) =>
  ctx.app.db
    .select()
    .from(applications)
    .where(and(eq(applications.accountId, accountId), eq(applications.status, status)));

describe('dashboard: session', () => {
  it('answers 401 without a session', async () => {
    expect((await call(ctx.app, dashboardEndpoints.overview, {})).statusCode).toBe(401);
    expect((await call(ctx.app, dashboardEndpoints.premiumTrend, { granularity: 'month' })).statusCode).toBe(
      401,
    );
    expect(
      (await callWithInvalidInput(ctx.app, dashboardEndpoints.premiumTrend, { granularity: 'week' })).json()
        .code,
    ).toBe('-99');
    expect((await call(ctx.app, dashboardEndpoints.board, {})).statusCode).toBe(401);
  });
});

describe('POST /cargo/dashboard/overview', () => {
  it("matches the demo account's seeded policies and applications", async () => {
    const shanghai = await accountIdOf('SHOCEAN');
    const expected = await expectedPolicyFigures(shanghai);
    const underReview = (await applicationsOf(shanghai, 'B4')).length;
    const figures = await overview();
    expect(figures.today).toBe(todayInChina());
    expect(figures.continuedPolicy).toEqual(expected.continuedPolicy);
    expect(figures.effectivePolicy.effectivePolicyCount).toBe(expected.effectivePolicyCount);
    // The seed: one policy in force, one not started, one expired; one application under review.
    expect(figures.effectivePolicy.effectivePolicyCount).toBe(1);
    expect(figures.statistics).toEqual({
      dealingPolicyCount: underReview,
      applicationsUnderReview: underReview,
      applicationsToModify: 0,
      correctionsUnderReview: 0,
      declarationsUnderReview: 0,
    });
    expect(figures.pendingMatters.list.map((row) => row.status)).toEqual(['B4']);
    expect(figures.pendingMatters.list[0]).toMatchObject({
      kind: 'application',
      kindName: 'Application',
      statusName: 'Pending review',
      date: addDays(todayInChina(), -1),
      path: '/pending-task/application',
    });
  });

  it('counts a submitted application as waiting for payment with exact amounts', async () => {
    const shanghai = await accountIdOf('SHOCEAN');
    const before = await overview();
    const application = await createApplication(ctx);
    const after = await overview();
    expect(after.waitingPays.waitingPaysCount).toBe(before.waitingPays.waitingPaysCount + 1);

    const pending = await applicationsOf(shanghai, 'B3');
    const premiumCny = pending.reduce((sum, row) => sum + row.premiumCny!, 0);
    const insuredCny = pending.reduce((sum, row) => {
      const rate = parseExchangeRate(row.exchangeRate ?? undefined);
      if (!rate.ok) throw new Error('no rate');
      return sum + convertToCny(row.insuredAmount!, 2, rate.value);
    }, 0);
    expect(after.waitingPays).toMatchObject({
      waitingPaysTotalPremium: cny(premiumCny),
      waitingPaysTotalAmount: cny(insuredCny),
      currency: 'CNY',
    });
    const usd = after.waitingPays.byCurrency.find((total) => total.currency === 'USD');
    const usdBefore = before.waitingPays.byCurrency.find((total) => total.currency === 'USD');
    expect(usd?.count).toBe((usdBefore?.count ?? 0) + 1);
    expect(fen(usd!.premium) - fen(usdBefore?.premium ?? '0')).toBe(fen(EXPORT_FORM_PREMIUM));
    expect(fen(usd!.insuredAmount) - fen(usdBefore?.insuredAmount ?? '0')).toBe(11_000_000);

    // A pending matter that opens the application enquiry, and an unpaid settlement.
    expect(after.pendingMatters.total).toBe(before.pendingMatters.total + 1);
    expect(after.pendingMatters.list[0]).toMatchObject({
      documentNo: application.voucherNo,
      status: 'B3',
      path: '/pending-task/application',
      date: todayInChina(),
    });
    expect(after.pendingSettlements.count).toBe(before.pendingSettlements.count + 1);
    expect(after.pendingSettlements.totals.find((total) => total.currency === 'USD')?.premium).toBe(
      usd?.premium,
    );
  });

  it('reminds of a correction under review and counts it as in process', async () => {
    const before = await overview();
    const issued = await issuePolicy(ctx);
    const correction = await applyWholeCorrection(ctx, issued.policyId, OVER_LIMIT_CHANGES);
    expect(correction.status).toBe('E1');
    const after = await overview(ctx.token, 'zh');
    expect(after.statistics.correctionsUnderReview).toBe(1);
    expect(after.statistics.dealingPolicyCount).toBe(before.statistics.dealingPolicyCount + 1);
    expect(after.correctionReminders.list[0]).toMatchObject({
      correctionNo: correction.correctionNo,
      status: 'E1',
      statusName: correction.statusName,
      appliedOn: todayInChina(),
      decidedOn: null,
    });
    expect(after.pendingMatters.list.find((row) => row.kind === 'correction')).toMatchObject({
      documentNo: correction.correctionNo,
      kindName: '批改申请',
      path: '/pending-task/correcting',
    });
    // The issued policy is a renewal candidate when it ends within the window.
    const expected = await expectedPolicyFigures(await accountIdOf('SHOCEAN'));
    expect(after.continuedPolicy).toEqual(expected.continuedPolicy);
  });

  it('shows another account only its own figures (HZSHUNDA)', async () => {
    const token = await logInToAccount(ctx.app, 'HZSHUNDA');
    const hangzhou = await accountIdOf('HZSHUNDA');
    const expected = await expectedPolicyFigures(hangzhou);
    const figures = await overview(token);
    expect(figures.continuedPolicy).toEqual(expected.continuedPolicy);
    expect(figures.effectivePolicy.effectivePolicyCount).toBe(expected.effectivePolicyCount);
    expect(figures.waitingPays.waitingPaysCount).toBe((await applicationsOf(hangzhou, 'B3')).length);
    expect(figures.waitingPays.waitingPaysCount).toBe(0);
    expect(figures.pendingMatters).toEqual({ total: 0, list: [] });
    expect(figures.correctionReminders).toEqual({ total: 0, list: [] });
    expect(figures.pendingSettlements).toEqual({ count: 0, totals: [] });
    expect((await trend('year', token)).total).toBe(cny(expected.live.reduce((s, r) => s + r.premiumCny, 0)));
  });
});

describe('GET /cargo/chart/premiumTrend', () => {
  it('sums the CNY premium of issued policies per period, zero-filled, oldest first', async () => {
    const shanghai = await accountIdOf('SHOCEAN');
    const { live } = await expectedPolicyFigures(shanghai);
    const today = todayInChina();
    const months = await trend('month');
    expect(months.points).toHaveLength(12);
    expect(months.points.at(-1)?.key).toBe(today.slice(0, 7));
    const keys = months.points.map((point) => point.key);
    expect(keys).toEqual([...keys].sort());
    for (const point of months.points) {
      const inMonth = live.filter((row) => todayInChina(row.issuedAt).slice(0, 7) === point.key);
      expect(point.premium, point.key).toBe(cny(inMonth.reduce((sum, row) => sum + row.premiumCny, 0)));
    }
    expect(months.total).toBe(cny(months.points.reduce((sum, point) => sum + fen(point.premium), 0)));
    const years = await trend('year');
    expect(years.points.map((point) => point.key)).toHaveLength(5);
    expect(years.points.at(-1)).toMatchObject({ key: today.slice(0, 4), label: today.slice(0, 4) });
    expect((await trend('halfYear')).points).toHaveLength(6);
    const quarters = await trend('quarter', ctx.token, 'zh');
    expect(quarters.points).toHaveLength(8);
    expect(quarters.points.at(-1)?.label).toMatch(/^\d{4}年第[1-4]季度$/);
  });

  it("adds declared certificates' premium at today's exchange rate", async () => {
    const before = await trend('month');
    const declared = await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), {
      cookie: ctx.token,
    });
    expect(declared.json().data).toMatchObject({ outcome: 'declared', premium: '165.00' });
    const [rate] = await ctx.app.db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currencyCode, '03'), lte(exchangeRates.effectiveDate, todayInChina())))
      .orderBy(desc(exchangeRates.effectiveDate))
      .limit(1);
    const parsed = parseExchangeRate(rate!.rate);
    if (!parsed.ok) throw new Error('bad rate');
    const after = await trend('month');
    expect(fen(after.points.at(-1)!.premium) - fen(before.points.at(-1)!.premium)).toBe(
      convertToCny(16_500, 2, parsed.value),
    );
  });

  it('refuses an unknown granularity with 400 in Chinese and in English', async () => {
    const zh = await callWithInvalidInput(
      ctx.app,
      dashboardEndpoints.premiumTrend,
      { granularity: 'week' },
      { cookie: ctx.token, lang: 'zh' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ code: '400000', data: { issues: [{ path: ['granularity'] }] } });
    expect(zh.json().message).toMatch(/^统计周期：/);
    expect(await refusalOf(ctx, { endpoint: dashboardEndpoints.premiumTrend, input: {} })).toMatch(
      /^Period: /,
    );
  });
});

describe('POST /cargo/board/query', () => {
  it('answers the five latest published notices in the caller language, the same for every account', async () => {
    const en = data<Board>(
      await call(ctx.app, dashboardEndpoints.board, {}, { cookie: ctx.token, lang: 'en' }),
    );
    const zh = data<Board>(
      await call(ctx.app, dashboardEndpoints.board, {}, { cookie: ctx.token, lang: 'zh' }),
    );
    expect(en.list).toHaveLength(5);
    const dates = en.list.map((notice) => notice.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date <= todayInChina())).toBe(true);
    expect(zh.list.map((notice) => notice.id)).toEqual(en.list.map((notice) => notice.id));
    expect(zh.list[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.list[0]?.title).not.toMatch(/[\u4e00-\u9fff]/);
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect(
      data<Board>(await call(ctx.app, dashboardEndpoints.board, {}, { cookie: hangzhou, lang: 'en' })),
    ).toEqual(en);
  });
});
