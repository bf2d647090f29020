import {
  convertToCny,
  formatAmount,
  labelOf,
  PRODUCTS,
  type PremiumTrend,
  type ProductInfo,
  parseExchangeRate,
  shareOfTotal,
  type TrendGranularity,
  todayInChina,
} from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { and, desc, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, exchangeRates, openPolicies, policies } from '../../db/schema/index.ts';
import { issuePolicy } from '../../test/correction.fixtures.ts';
import { declarationForm, EXPORT_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, refusalOf, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const productInfo = async (granularity: TrendGranularity, cookie = ctx.token, lang: 'zh' | 'en' = 'en') =>
  data<ProductInfo>(await call(ctx.app, dashboardEndpoints.productInfo, { granularity }, { cookie, lang }));
const trend = async (granularity: TrendGranularity, cookie = ctx.token) =>
  data<PremiumTrend>(await call(ctx.app, dashboardEndpoints.premiumTrend, { granularity }, { cookie }));
const fen = (text: string) => Math.round(Number(text) * 100);
const cny = (minor: number) => formatAmount(minor, 2);

/** The account's live policies issued on or after a China day, per product: count and CNY premium. */
const expectedPolicies = async (accountName: string, fromDay: string) => {
  const [account] = await ctx.app.db.select().from(accounts).where(eq(accounts.accountName, accountName));
  const rows = await ctx.app.db.select().from(policies).where(eq(policies.accountId, account!.id));
  const byProduct = new Map<string, { count: number; premium: number }>();
  for (const row of rows) {
    if (row.policyStatus === '05' || row.policyStatus === '99') continue;
    if (todayInChina(row.issuedAt) < fromDay) continue;
    const known = byProduct.get(row.productCode) ?? { count: 0, premium: 0 };
    byProduct.set(row.productCode, { count: known.count + 1, premium: known.premium + row.premiumCny });
  }
  return byProduct;
};

const rateToday = async (currencyCode: string) => {
  const [rate] = await ctx.app.db
    .select()
    .from(exchangeRates)
    .where(
      and(eq(exchangeRates.currencyCode, currencyCode), lte(exchangeRates.effectiveDate, todayInChina())),
    )
    .orderBy(desc(exchangeRates.effectiveDate))
    .limit(1);
  const parsed = parseExchangeRate(rate!.rate);
  if (!parsed.ok) throw new Error('bad rate');
  return parsed.value;
};

describe('GET /cargo/chart/productInfo', () => {
  it('answers 401 without a session and 400 for an unknown period', async () => {
    expect((await call(ctx.app, dashboardEndpoints.productInfo, { granularity: 'month' })).statusCode).toBe(
      401,
    );
    expect(
      await refusalOf(
        ctx,
        { endpoint: dashboardEndpoints.productInfo, input: { granularity: 'week' } },
        'zh',
      ),
    ).toMatch(/^统计周期：/);
  });

  it("splits the trend's periods by product: issued policies per product, shares of the trend's total", async () => {
    for (const granularity of ['year', 'halfYear', 'quarter', 'month'] as const) {
      const info = await productInfo(granularity);
      const trendOf = await trend(granularity);
      expect(info.startDate).toBe(trendOf.points[0]!.startDate);
      expect(info.endDate).toBe(todayInChina());
      expect(info.total, granularity).toBe(trendOf.total);
      expect(info.total).toBe(cny(info.products.reduce((sum, row) => sum + fen(row.premium), 0)));
      const expected = await expectedPolicies('SHOCEAN', info.startDate);
      for (const row of info.products) {
        expect(row.policyCount, `${granularity} ${row.marketproductCode}`).toBe(
          expected.get(row.marketproductCode)?.count ?? 0,
        );
        expect(row.share).toBe(shareOfTotal(fen(row.premium), fen(info.total)));
        expect(row.marketproductName).toBe(labelOf(PRODUCTS, row.marketproductCode, 'en-US'));
      }
      expect(new Set(info.products.map((row) => row.marketproductCode))).toEqual(
        new Set([
          ...expected.keys(),
          ...info.products.filter((r) => r.certificateCount > 0).map((r) => r.marketproductCode),
        ]),
      );
      const premiums = info.products.map((row) => fen(row.premium));
      expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
    }
    const zh = await productInfo('year', ctx.token, 'zh');
    for (const row of zh.products) {
      expect(row.marketproductName).toBe(labelOf(PRODUCTS, row.marketproductCode, 'zh-CN'));
    }
  });

  it("adds a declared certificate to its open policy's product at today's rate", async () => {
    const [openPolicy] = await ctx.app.db
      .select()
      .from(openPolicies)
      .where(eq(openPolicies.policyNo, EXPORT_POLICY_NO));
    const rowOf = (info: ProductInfo) =>
      info.products.find((row) => row.marketproductCode === openPolicy!.productCode);
    const before = rowOf(await productInfo('month'));
    const declared = await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), {
      cookie: ctx.token,
    });
    expect(declared.json().data).toMatchObject({ outcome: 'declared', premium: '165.00' });
    const after = await productInfo('month');
    expect(rowOf(after)!.certificateCount).toBe((before?.certificateCount ?? 0) + 1);
    expect(fen(rowOf(after)!.premium) - fen(before?.premium ?? '0')).toBe(
      convertToCny(16_500, 2, await rateToday('03')),
    );
    expect(after.total).toBe((await trend('month')).total);
  });

  it("counts only the session's account: another account's new policy never shows", async () => {
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const hangzhouBefore = await productInfo('year', hangzhou);
    const expected = await expectedPolicies('HZSHUNDA', hangzhouBefore.startDate);
    expect(hangzhouBefore.products.map((row) => [row.marketproductCode, row.policyCount])).toEqual(
      expect.arrayContaining([...expected].map(([code, figures]) => [code, figures.count])),
    );
    expect(hangzhouBefore.products.every((row) => row.certificateCount === 0 || row.policyCount >= 0)).toBe(
      true,
    );

    const shanghaiBefore = await productInfo('year');
    const issued = await issuePolicy(ctx);
    const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.policyNo, issued.policyNo));
    const shanghaiAfter = await productInfo('year');
    expect(fen(shanghaiAfter.total) - fen(shanghaiBefore.total)).toBe(policy!.premiumCny);
    expect(await productInfo('year', hangzhou)).toEqual(hangzhouBefore);
  });
});
