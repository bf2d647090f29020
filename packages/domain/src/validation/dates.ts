/**
 * Calendar dates are handled as 'YYYY-MM-DD' strings (no Date objects, so no time-zone shifts). Such
 * strings compare correctly with `<` and `>`.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar day written 'YYYY-MM-DD' (year 0001–9999). */
export function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The date part of 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DDTHH:mm…' (leading and trailing
 * spaces ignored), or undefined when it is not a valid date.
 */
export function datePart(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const date = value.trim().slice(0, 10);
  const rest = value.trim().slice(10);
  if (rest !== '' && !/^[ T]/.test(rest)) return undefined;
  return isValidDate(date) ? date : undefined;
}

function requireDate(value: string): string {
  const date = datePart(value);
  if (date === undefined) throw new RangeError(`Invalid date: ${value}`);
  return date;
}

/** 'YYYY-MM-DD' → 'YYYY-MM-DD 00:00:00' (start of a query range). Throws RangeError on an invalid date. */
export function startOfDay(value: string): string {
  return `${requireDate(value)} 00:00:00`;
}

/** 'YYYY-MM-DD' → 'YYYY-MM-DD 23:59:59' (SPEC §5: end of a query range). Throws RangeError on an invalid date. */
export function endOfDay(value: string): string {
  return `${requireDate(value)} 23:59:59`;
}
