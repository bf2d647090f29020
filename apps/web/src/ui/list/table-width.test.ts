import { describe, expect, it } from 'vitest';
import { columnsWidth } from './table-width.ts';

describe("a list table's width", () => {
  it('is the sum of its column widths, so a fixed column covers none when scrolled to', () => {
    expect(columnsWidth([{ width: 200 }, { width: 160 }, { width: 280 }])).toBe(640);
  });

  it('is unknown when a column has no width in pixels, or there are no columns', () => {
    expect(columnsWidth([{ width: 200 }, {}])).toBeUndefined();
    expect(columnsWidth([{ width: 200 }, { width: '20%' }])).toBeUndefined();
    expect(columnsWidth([])).toBeUndefined();
    expect(columnsWidth(undefined)).toBeUndefined();
  });
});
