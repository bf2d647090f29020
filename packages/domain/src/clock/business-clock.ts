import { endOfDay, startOfDay } from '../validation/dates.ts';

/**
 * The business clock: every business date (what "today" is, default ranges, date rules, numbers that
 * contain a date, dashboard periods) and every time shown to a user is China Standard Time (UTC+8, no
 * daylight saving), whatever the zone of the server or the browser. Instants stay `Date`s; they become
 * days and times only here.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
const BUSINESS_UTC_OFFSET = '+08:00';
const BUSINESS_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The current instant: the one place that reads the system clock for business purposes. */
export const businessNow = (): Date => new Date();

/**
 * The UTC calendar day of an instant as 'YYYY-MM-DD': never a business date, only for protocols that sign with it
 * (Tencent Cloud's TC3-HMAC-SHA256 credential scope).
 */
export const utcDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Today's date in China (UTC+8) as 'YYYY-MM-DD'. */
export function todayInChina(now: Date = businessNow()): string {
  return chinaDateTime(now).slice(0, 10);
}

/** An instant as China time, 'YYYY-MM-DD HH:mm:ss'. */
export const chinaDateTime = (instant: Date): string =>
  new Date(instant.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The instant of a China time given as 'YYYY-MM-DD' and 'HH:mm:ss' (midnight by default). */
export const chinaInstant = (date: string, time = '00:00:00'): Date =>
  new Date(`${date}T${time}${BUSINESS_UTC_OFFSET}`);

/**
 * The instants of a range of China days ('YYYY-MM-DD', UTC+8): from the start of the first day to the last
 * millisecond of the last (SPEC §5: the end date runs to 23:59:59). Throws RangeError on an invalid date.
 */
export function chinaDayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  return {
    from: new Date(`${startOfDay(startDate).replace(' ', 'T')}${BUSINESS_UTC_OFFSET}`),
    to: new Date(`${endOfDay(endDate).replace(' ', 'T')}.999${BUSINESS_UTC_OFFSET}`),
  };
}
