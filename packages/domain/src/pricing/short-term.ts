import { daysInMonth, isValidDate } from '../validation/dates.ts';
import { PPM_PER_PERCENT } from './money.ts';
import { fail, type Outcome, ok } from './outcome.ts';

/**
 * Short-term rate table of annual products (the common Chinese table): the share of the annual premium
 * charged for a period of so many months; a part of a month counts as a whole month.
 */
export const SHORT_TERM_RATE_TABLE = [
  { months: 1, percent: 10 },
  { months: 2, percent: 20 },
  { months: 3, percent: 30 },
  { months: 4, percent: 40 },
  { months: 5, percent: 50 },
  { months: 6, percent: 60 },
  { months: 7, percent: 70 },
  { months: 8, percent: 80 },
  { months: 9, percent: 85 },
  { months: 10, percent: 90 },
  { months: 11, percent: 95 },
  { months: 12, percent: 100 },
] as const;

export interface ShortTerm {
  /** Months charged (1–12), a part of a month counting as a whole month. */
  readonly months: number;
  /** Share of the annual premium in ppm (1 000 000 = 100%). */
  readonly factorPpm: number;
}

/** 'YYYY-MM-DD' plus whole months; the day is clamped to the end of a shorter month (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string {
  if (!isValidDate(date)) throw new RangeError(`Invalid date: ${date}`);
  const [year, month, day] = date.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Months of the period from `start` to `end`, both 'YYYY-MM-DD' and both days included (cover from 00:00
 * of the start day to 24:00 of the end day): the smallest n with end < start + n months. 2025-01-01 to
 * 2025-01-31 is 1 month, to 2025-02-01 is 2, to 2025-12-31 is 12. Errors: invalid date, end before start.
 */
export function periodMonths(start: string, end: string): Outcome<number> {
  if (!isValidDate(start) || !isValidDate(end)) return fail('pricing.error.dateInvalid');
  if (end < start) return fail('pricing.error.periodOrder');
  let months = 1;
  while (addMonths(start, months) <= end) months += 1;
  return ok(months);
}

/**
 * The short-term factor of a period: months charged and the share of the annual premium (ppm). Periods
 * longer than 12 months are an error (`pricing.error.periodTooLong`).
 */
export function shortTermFactor(start: string, end: string): Outcome<ShortTerm> {
  const months = periodMonths(start, end);
  if (!months.ok) return months;
  const row = SHORT_TERM_RATE_TABLE.find((r) => r.months === months.value);
  if (row === undefined) return fail('pricing.error.periodTooLong');
  return ok({ months: row.months, factorPpm: row.percent * PPM_PER_PERCENT });
}
