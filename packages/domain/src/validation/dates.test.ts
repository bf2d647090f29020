import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePart, daysInMonth, endOfDay, isValidDate, startOfDay } from './dates.ts';

const DAY_MS = 86_400_000;
const anyDate = fc
  .integer({ min: Date.UTC(1800, 0, 1) / DAY_MS, max: Date.UTC(2200, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

describe('isValidDate', () => {
  it('accepts real days and rejects others', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2023-04-31')).toBe(false);
    expect(isValidDate('2023-13-01')).toBe(false);
    expect(isValidDate('2023-00-10')).toBe(false);
    expect(isValidDate('2023-1-1')).toBe(false);
    expect(isValidDate('20230101')).toBe(false);
    expect(isValidDate(20230101)).toBe(false);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('property: agrees with the UTC calendar', () => {
    fc.assert(fc.property(anyDate, (d) => isValidDate(d)));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const date = new Date(0);
          date.setUTCFullYear(y, m - 1, d);
          const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          expect(isValidDate(text)).toBe(real);
        },
      ),
    );
  });
});

describe('datePart, startOfDay and endOfDay', () => {
  it('extends a date to the end of the day without time-zone shifts', () => {
    expect(endOfDay('2024-12-31')).toBe('2024-12-31 23:59:59');
    expect(endOfDay('2024-12-31 08:00:00')).toBe('2024-12-31 23:59:59');
    expect(endOfDay('2024-12-31T08:00:00.000Z')).toBe('2024-12-31 23:59:59');
    expect(startOfDay(' 2024-01-01 ')).toBe('2024-01-01 00:00:00');
  });

  it('rejects invalid dates', () => {
    expect(() => endOfDay('2024-02-30')).toThrow(RangeError);
    expect(() => endOfDay('2024-12-3123')).toThrow(RangeError);
    expect(datePart('')).toBeUndefined();
    expect(datePart(null)).toBeUndefined();
    expect(datePart('2024-01-01x')).toBeUndefined();
  });

  it('property: endOfDay keeps the date', () => {
    fc.assert(
      fc.property(anyDate, (d) => endOfDay(d) === `${d} 23:59:59` && startOfDay(d) === `${d} 00:00:00`),
    );
  });
});
