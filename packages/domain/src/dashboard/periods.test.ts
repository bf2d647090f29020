import { describe, expect, it } from 'vitest';
import { todayInChina } from '../clock/business-clock.ts';
import { periodLabel, periodOf, recentPeriods, sumByPeriod } from './periods.ts';

describe('periodOf', () => {
  it('names the year, half-year, quarter and month of a day with their first and last days', () => {
    expect(periodOf('2026-11-22', 'year')).toEqual({
      key: '2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(periodOf('2026-06-30', 'halfYear')).toEqual({
      key: '2026-H1',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    expect(periodOf('2026-07-01', 'halfYear').key).toBe('2026-H2');
    expect(periodOf('2026-03-31', 'quarter')).toEqual({
      key: '2026-Q1',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(periodOf('2026-04-01', 'quarter').key).toBe('2026-Q2');
    expect(periodOf('2026-12-31', 'quarter').endDate).toBe('2026-12-31');
    expect(periodOf('2028-02-10', 'month')).toEqual({
      key: '2028-02',
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(periodOf('2026-02-28', 'month').endDate).toBe('2026-02-28');
  });

  it('puts an instant in the period of its China day, not of its UTC day', () => {
    // 2026-06-30 16:00 UTC is 2026-07-01 00:00 in China: July, Q3, H2.
    const day = todayInChina(new Date('2026-06-30T16:00:00Z'));
    expect(day).toBe('2026-07-01');
    expect(periodOf(day, 'month').key).toBe('2026-07');
    expect(periodOf(day, 'quarter').key).toBe('2026-Q3');
    expect(periodOf(day, 'halfYear').key).toBe('2026-H2');
    // One millisecond earlier is still June 30 in China.
    expect(periodOf(todayInChina(new Date('2026-06-30T15:59:59.999Z')), 'month').key).toBe('2026-06');
    // New Year's Eve 20:00 UTC is already next year in China.
    expect(periodOf(todayInChina(new Date('2026-12-31T20:00:00Z')), 'year').key).toBe('2027');
  });
});

describe('recentPeriods', () => {
  it('ends with the current period, oldest first, with the fixed counts', () => {
    expect(recentPeriods('2026-11-22', 'year').map((p) => p.key)).toEqual([
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(recentPeriods('2026-11-22', 'halfYear').map((p) => p.key)).toEqual([
      '2024-H1',
      '2024-H2',
      '2025-H1',
      '2025-H2',
      '2026-H1',
      '2026-H2',
    ]);
    expect(recentPeriods('2026-11-22', 'quarter').map((p) => p.key)).toEqual([
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
    ]);
    const months = recentPeriods('2026-11-22', 'month');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: '2025-12', startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(months.at(-1)?.key).toBe('2026-11');
  });

  it('crosses year boundaries in January and on the first day of a half-year', () => {
    expect(
      recentPeriods('2027-01-01', 'month')
        .map((p) => p.key)
        .slice(-2),
    ).toEqual(['2026-12', '2027-01']);
    expect(recentPeriods('2027-01-01', 'quarter')[0]?.key).toBe('2025-Q2');
    expect(recentPeriods('2026-07-01', 'halfYear').at(-1)?.key).toBe('2026-H2');
    expect(recentPeriods('2026-06-30', 'halfYear').at(-1)?.key).toBe('2026-H1');
  });
});

describe('sumByPeriod', () => {
  it('sums exact minor units per period, zero-fills, and leaves out days outside the periods', () => {
    const amounts = [
      { day: '2026-10-31', amount: 1_001 },
      { day: '2026-11-01', amount: 2_002 },
      { day: '2026-11-22', amount: 3_003 },
      { day: '2025-11-30', amount: 9_999 }, // before the 12 months
      { day: '2025-12-01', amount: 7 },
    ];
    const months = sumByPeriod(amounts, '2026-11-22', 'month');
    expect(months.map((m) => m.amount)).toEqual([7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1_001, 5_005]);
    const quarters = sumByPeriod(amounts, '2026-11-22', 'quarter');
    expect(quarters.at(-1)).toMatchObject({ key: '2026-Q4', amount: 6_006 });
    expect(quarters.find((q) => q.key === '2025-Q4')?.amount).toBe(10_006);
    expect(
      sumByPeriod(amounts, '2026-11-22', 'year')
        .slice(-2)
        .map((y) => y.amount),
    ).toEqual([10_006, 6_006]);
    expect(sumByPeriod([], '2026-11-22', 'halfYear').every((h) => h.amount === 0)).toBe(true);
  });
});

describe('periodLabel', () => {
  it('names periods in Chinese and English', () => {
    const q = periodOf('2026-11-22', 'quarter');
    expect(periodLabel(q, 'quarter', 'zh-CN')).toBe('2026年第4季度');
    expect(periodLabel(q, 'quarter', 'en-US')).toBe('Q4 2026');
    const h = periodOf('2026-03-01', 'halfYear');
    expect(periodLabel(h, 'halfYear', 'zh-CN')).toBe('2026年上半年');
    expect(periodLabel(h, 'halfYear', 'en-US')).toBe('H1 2026');
    const m = periodOf('2026-11-22', 'month');
    expect(periodLabel(m, 'month', 'zh-CN')).toBe('2026年11月');
    expect(periodLabel(m, 'month', 'en-US')).toBe('Nov 2026');
    expect(periodLabel(periodOf('2026-11-22', 'year'), 'year', 'en-US')).toBe('2026');
  });
});
