import {
  chinaDayRange,
  convertToCny,
  type DatedAmount,
  formatAmount,
  minorUnitsOf,
  type PremiumTrend,
  parseExchangeRate,
  periodLabel,
  recentPeriods,
  sumByPeriod,
  type TrendGranularity,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findMonthlyDeclaredPremiums } from '../declaration/declaration.service.ts';
import { findIssuedPremiumsCny } from '../policy/policy.service.ts';
import { findExchangeRateToday } from '../quotation/quotation.service.ts';

const CNY_MINOR_UNITS = minorUnitsOf('CNY');

/** Today's rate of a currency as an exact decimal; a currency without one cannot be valued. */
const rateOf = async (app: FastifyInstance, currencyCode: string) => {
  const rate = await findExchangeRateToday(app.db, currencyCode);
  const parsed = parseExchangeRate(rate?.rate);
  if (!parsed.ok) throw new Error(`No exchange rate today for currency ${currencyCode}`);
  return parsed.value;
};

/**
 * Declared certificates' premium in CNY per month (dated by the month's last declaration), valued at
 * today's rate: open-cover premium is billed monthly and not converted before that.
 */
const declaredPremiumsCny = async (
  app: FastifyInstance,
  session: Session,
  range: { startDate: string; endDate: string },
): Promise<DatedAmount[]> => {
  const months = await findMonthlyDeclaredPremiums(app, session, range);
  const currencies = [...new Set(months.map((month) => month.currencyCode))];
  const rates = new Map(
    await Promise.all(currencies.map(async (code) => [code, await rateOf(app, code)] as const)),
  );
  return months.map((month) => ({
    day: month.lastDeclarationDate,
    amount: convertToCny(month.premium, minorUnitsOf(month.currencyCode), rates.get(month.currencyCode)!),
  }));
};

/**
 * GET /cargo/chart/premiumTrend: the account's premium in CNY per period, oldest first, zero-filled:
 * issued policies by their China day of issue, plus declared certificates by their declaration month.
 */
export const premiumTrendOf = async (
  app: FastifyInstance,
  session: Session,
  granularity: TrendGranularity,
): Promise<PremiumTrend> => {
  const today = todayInChina();
  const firstDay = recentPeriods(today, granularity)[0]!.startDate;
  const [issued, declared] = await Promise.all([
    findIssuedPremiumsCny(app, session, chinaDayRange(firstDay, today).from),
    declaredPremiumsCny(app, session, { startDate: firstDay, endDate: today }),
  ]);
  const periods = sumByPeriod([...issued, ...declared], today, granularity);
  const cny = (minor: number) => formatAmount(minor, CNY_MINOR_UNITS);
  return {
    granularity,
    currency: 'CNY',
    points: periods.map((period) => ({
      key: period.key,
      label: periodLabel(period, granularity, callerLanguage()),
      startDate: period.startDate,
      endDate: period.endDate,
      premium: cny(period.amount),
    })),
    total: cny(periods.reduce((sum, period) => sum + period.amount, 0)),
  };
};
