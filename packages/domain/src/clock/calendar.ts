/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. A calendar day has no time zone: these functions never
 * read a clock and never use the machine's zone (they compute on UTC midnights internally).
 */

const DAY_MS = 86_400_000;

const utcMidnight = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

const dateOfUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export const dayNumber = (date: string): number => utcMidnight(date) / DAY_MS;

/** 'YYYY-MM-DD' plus a number of days (negative allowed). */
export function addDays(date: string, days: number): string {
  return dateOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The number of days of a month (month 1–12). */
export const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first day of the month `months` months after the month of `date` (negative allowed). */
export const firstDayOfMonthAfter = (date: string, months: number): string =>
  dateOfUtc(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));

/** The same day `years` years later (negative allowed); 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const month = Number(date.slice(5, 7));
  const day = Math.min(Number(date.slice(8, 10)), lastDayOfMonth(year, month));
  return `${String(year).padStart(4, '0')}-${date.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}
