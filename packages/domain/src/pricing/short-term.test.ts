import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, periodMonths, SHORT_TERM_RATE_TABLE, shortTermFactor } from './short-term.ts';

describe('addMonths', () => {
  it('adds months, clamping to the end of shorter months', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-03-01', 12)).toBe('2026-03-01');
    expect(() => addMonths('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('shortTermFactor', () => {
  it('has the common Chinese table', () => {
    expect(SHORT_TERM_RATE_TABLE.map((r) => r.percent)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 85, 90, 95, 100,
    ]);
  });

  it('counts a part of a month as a whole month, both days included', () => {
    expect(shortTermFactor('2025-01-01', '2025-01-01')).toEqual({
      ok: true,
      value: { months: 1, factorPpm: 100_000 },
    });
    expect(shortTermFactor('2025-01-01', '2025-01-31')).toEqual({
      ok: true,
      value: { months: 1, factorPpm: 100_000 },
    });
    expect(shortTermFactor('2025-01-01', '2025-02-01')).toEqual({
      ok: true,
      value: { months: 2, factorPpm: 200_000 },
    });
    expect(shortTermFactor('2025-01-15', '2025-04-14')).toEqual({
      ok: true,
      value: { months: 3, factorPpm: 300_000 },
    });
    expect(shortTermFactor('2025-01-01', '2025-09-30')).toEqual({
      ok: true,
      value: { months: 9, factorPpm: 850_000 },
    });
    expect(shortTermFactor('2025-01-01', '2025-11-15')).toEqual({
      ok: true,
      value: { months: 11, factorPpm: 950_000 },
    });
    expect(shortTermFactor('2025-01-01', '2025-12-31')).toEqual({
      ok: true,
      value: { months: 12, factorPpm: 1_000_000 },
    });
    expect(shortTermFactor('2024-02-29', '2025-02-27')).toEqual({
      ok: true,
      value: { months: 12, factorPpm: 1_000_000 },
    });
  });

  it('rejects periods over a year, reversed periods and invalid dates', () => {
    expect(shortTermFactor('2025-01-01', '2026-01-01')).toEqual({
      ok: false,
      error: 'pricing.error.periodTooLong',
    });
    expect(shortTermFactor('2025-02-01', '2025-01-31')).toEqual({
      ok: false,
      error: 'pricing.error.periodOrder',
    });
    expect(shortTermFactor('2025-02-30', '2025-03-31')).toEqual({
      ok: false,
      error: 'pricing.error.dateInvalid',
    });
    expect(periodMonths('2025-01-01', 'tomorrow')).toEqual({ ok: false, error: 'pricing.error.dateInvalid' });
  });

  it('never charges less for a longer period', () => {
    const day = fc
      .tuple(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (start, a, b) => {
        const end = (days: number) =>
          new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        const [short, long] = [Math.min(a, b), Math.max(a, b)];
        const x = shortTermFactor(start, end(short));
        const y = shortTermFactor(start, end(long));
        if (y.ok) {
          expect(x.ok).toBe(true);
          if (x.ok) expect(x.value.factorPpm).toBeLessThanOrEqual(y.value.factorPpm);
        }
        if (short <= 300) expect(x.ok).toBe(true);
      }),
    );
  });
});
