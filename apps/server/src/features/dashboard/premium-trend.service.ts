import {
  amountText,
  type PremiumTrend,
  periodLabel,
  recentPeriods,
  sumByPeriod,
  type TrendGranularity,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findIssuedPremiumsCny } from '../policy/policy.service.ts';
import { declaredPremiumsCny } from './declared-premiums.ts';

/** The first day of the trend's periods and today (China days): the window both dashboard charts read. */
export const trendWindowOf = (granularity: TrendGranularity) => {
  const today = todayInChina();
  return { startDate: recentPeriods(today, granularity)[0]!.startDate, endDate: today };
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
  const window = trendWindowOf(granularity);
  const [issued, declared] = await Promise.all([
    findIssuedPremiumsCny(app, session, window.startDate),
    declaredPremiumsCny(app, session, window),
  ]);
  const periods = sumByPeriod([...issued, ...declared], window.endDate, granularity);
  return {
    granularity,
    currency: 'CNY',
    points: periods.map((period) => ({
      key: period.key,
      label: periodLabel(period, granularity, callerLanguage()),
      startDate: period.startDate,
      endDate: period.endDate,
      premium: amountText(period.amount, 'CNY'),
    })),
    total: amountText(
      periods.reduce((sum, period) => sum + period.amount, 0),
      'CNY',
    ),
  };
};
