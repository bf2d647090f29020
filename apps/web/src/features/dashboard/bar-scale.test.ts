import { describe, expect, it } from 'vitest';
import { valueAxisOf } from './bar-scale.ts';

describe('the value axis of the premium chart', () => {
  it('runs from zero to a round maximum above the largest premium, in round steps', () => {
    expect(valueAxisOf([1234.5, 880, 0])).toEqual({
      min: 0,
      max: 1400,
      ticks: [0, 200, 400, 600, 800, 1000, 1200, 1400],
    });
    expect(valueAxisOf([96_000])).toEqual({
      min: 0,
      max: 100_000,
      ticks: [0, 20_000, 40_000, 60_000, 80_000, 100_000],
    });
  });

  it('reaches below zero when a period is negative (refunds), keeping zero a tick', () => {
    const axis = valueAxisOf([-300, 900]);
    expect(axis.min).toBeLessThanOrEqual(-300);
    expect(axis.max).toBeGreaterThanOrEqual(900);
    expect(axis.ticks).toContain(0);
  });

  it('has a plain 0–1 axis when every period is zero or there are none', () => {
    expect(valueAxisOf([0, 0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueAxisOf([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('writes small steps without float noise', () => {
    expect(valueAxisOf([0.3]).ticks).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
  });
});
