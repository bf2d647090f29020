import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidDate } from '../validation/dates.ts';
import { businessNow, chinaDateTime, chinaDayRange, chinaInstant, todayInChina } from './business-clock.ts';
import { addDays, daysBetween, firstDayOfMonthAfter, lastDayOfMonth } from './calendar.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('todayInChina', () => {
  it('turns at 16:00 UTC, which is midnight in Beijing', () => {
    expect(todayInChina(new Date('2024-12-31T15:59:59Z'))).toBe('2024-12-31');
    expect(todayInChina(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
    expect(isValidDate(todayInChina())).toBe(true);
  });

  it.each([
    ['23:59 in Beijing', '2026-11-23T15:59:00Z', '2026-11-23'],
    ['00:01 in Beijing', '2026-11-23T16:01:00Z', '2026-11-24'],
  ])('reads the system clock at %s', (_, instant, today) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    expect(businessNow().toISOString()).toBe(new Date(instant).toISOString());
    expect(todayInChina()).toBe(today);
  });
});

describe('chinaDateTime', () => {
  it('writes an instant as Beijing wall time', () => {
    expect(chinaDateTime(new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-24 05:30:00');
    expect(chinaDateTime(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23 23:59:59');
  });

  it('is the inverse of chinaInstant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (seconds) => {
        const instant = new Date(seconds * 1000);
        const [date, time] = chinaDateTime(instant).split(' ');
        return chinaInstant(date!, time).getTime() === instant.getTime();
      }),
    );
  });
});

describe('chinaDayRange', () => {
  it('runs from 00:00 of the first China day to the last millisecond of the last', () => {
    const { from, to } = chinaDayRange('2026-11-01', '2026-11-30');
    expect(from.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T15:59:59.999Z');
    expect(todayInChina(to)).toBe('2026-11-30');
    expect(() => chinaDayRange('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('holds a record saved at 00:01 Beijing in the new day, not the old one', () => {
    const savedAt = new Date('2026-11-23T16:01:00Z');
    const newDay = chinaDayRange('2026-11-24', '2026-11-24');
    const oldDay = chinaDayRange('2026-11-23', '2026-11-23');
    expect(newDay.from <= savedAt && savedAt <= newDay.to).toBe(true);
    expect(oldDay.from <= savedAt && savedAt <= oldDay.to).toBe(false);
  });
});

describe('calendar', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(lastDayOfMonth(2024, 2)).toBe(29);
    expect(firstDayOfMonthAfter('2026-11-23', -6)).toBe('2026-05-01');
    expect(firstDayOfMonthAfter('2026-11-23', 2)).toBe('2027-01-01');
  });

  it('counts back what it added', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (start, days) => {
          const from = addDays('1900-01-01', start);
          return daysBetween(from, addDays(from, days)) === days;
        },
      ),
    );
  });
});
