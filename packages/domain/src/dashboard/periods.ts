import { lastDayOfMonth } from '../clock/calendar.ts';
import type { Language } from '../envelope.ts';
import { translate } from '../i18n/index.ts';

/**
 * Calendar periods of the premium trend (SPEC §2 Dashboard: by year, half-year, quarter, month). Days are
 * China days 'YYYY-MM-DD' (see `todayInChina`), so a period never depends on the server's time zone.
 */

export const TREND_GRANULARITIES = ['year', 'halfYear', 'quarter', 'month'] as const;
export type TrendGranularity = (typeof TREND_GRANULARITIES)[number];

/** How many periods the trend shows, ending with the current one. */
export const TREND_PERIOD_COUNTS: Readonly<Record<TrendGranularity, number>> = {
  year: 5,
  halfYear: 6,
  quarter: 8,
  month: 12,
};

/** Months in one period of the granularity. */
const MONTHS_PER_PERIOD: Readonly<Record<TrendGranularity, number>> = {
  year: 12,
  halfYear: 6,
  quarter: 3,
  month: 1,
};

/** A period: its key ('2026', '2026-H2', '2026-Q4', '2026-11') and its first and last days. */
export interface TrendPeriod {
  key: string;
  startDate: string;
  endDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Months since year 0 of a 'YYYY-MM…' day, counting January as 0. */
const monthIndexOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

const keyOf = (year: number, firstMonth: number, granularity: TrendGranularity) => {
  const ordinal = Math.floor((firstMonth - 1) / MONTHS_PER_PERIOD[granularity]) + 1;
  switch (granularity) {
    case 'year':
      return String(year);
    case 'halfYear':
      return `${year}-H${ordinal}`;
    case 'quarter':
      return `${year}-Q${ordinal}`;
    case 'month':
      return `${year}-${pad(firstMonth)}`;
  }
};

/** The period starting at a month index (which must be the first month of a period). */
const periodAt = (monthIndex: number, granularity: TrendGranularity): TrendPeriod => {
  const year = Math.floor(monthIndex / 12);
  const firstMonth = (monthIndex % 12) + 1;
  const lastMonth = firstMonth + MONTHS_PER_PERIOD[granularity] - 1;
  return {
    key: keyOf(year, firstMonth, granularity),
    startDate: `${year}-${pad(firstMonth)}-01`,
    endDate: `${year}-${pad(lastMonth)}-${pad(lastDayOfMonth(year, lastMonth))}`,
  };
};

/** The period a China day falls in. */
export function periodOf(day: string, granularity: TrendGranularity): TrendPeriod {
  const index = monthIndexOf(day);
  return periodAt(index - (index % MONTHS_PER_PERIOD[granularity]), granularity);
}

/** The trend's periods: the current one (holding `today`) and those before it, oldest first. */
export function recentPeriods(today: string, granularity: TrendGranularity): TrendPeriod[] {
  const step = MONTHS_PER_PERIOD[granularity];
  const current = monthIndexOf(periodOf(today, granularity).startDate);
  const count = TREND_PERIOD_COUNTS[granularity];
  return Array.from({ length: count }, (_, position) =>
    periodAt(current - (count - 1 - position) * step, granularity),
  );
}

/** An amount (integer minor units) on a China day. */
export interface DatedAmount {
  day: string;
  amount: number;
}

/**
 * Sums amounts per period over the trend's periods, oldest first; a period without amounts is 0 and
 * amounts outside the periods are left out.
 */
export function sumByPeriod(
  amounts: readonly DatedAmount[],
  today: string,
  granularity: TrendGranularity,
): (TrendPeriod & { amount: number })[] {
  const periods = recentPeriods(today, granularity);
  const sums = new Map(periods.map((period) => [period.key, 0]));
  for (const { day, amount } of amounts) {
    const key = periodOf(day, granularity).key;
    const sum = sums.get(key);
    if (sum !== undefined) sums.set(key, sum + amount);
  }
  return periods.map((period) => ({ ...period, amount: sums.get(period.key) ?? 0 }));
}

/** A period's name in a language: 2026年 / 2026; 2026年上半年 / H1 2026; 2026年第4季度 / Q4 2026; 2026年11月 / Nov 2026. */
export function periodLabel(period: TrendPeriod, granularity: TrendGranularity, language: Language): string {
  const year = period.startDate.slice(0, 4);
  const month = Number(period.startDate.slice(5, 7));
  const ordinal = Math.floor((month - 1) / MONTHS_PER_PERIOD[granularity]) + 1;
  return translate(language, `dashboard.period.${granularity}`, {
    year,
    half: translate(language, `dashboard.period.half${ordinal}`),
    quarter: ordinal,
    monthName: translate(language, `dashboard.period.monthName${month}`),
  });
}
