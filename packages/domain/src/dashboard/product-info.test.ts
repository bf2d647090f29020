import { describe, expect, it } from 'vitest';
import { mergeProductFigures, shareOfTotal } from './product-info.ts';

describe('shareOfTotal', () => {
  it('gives the percentage with one decimal, rounded half-up on exact integers', () => {
    expect(shareOfTotal(1, 3)).toBe('33.3');
    expect(shareOfTotal(2, 3)).toBe('66.7');
    expect(shareOfTotal(1, 8)).toBe('12.5');
    // 1/16 = 6.25 % → 6.3 (half-up), 1/2000 = 0.05 % → 0.1, 1/2001 < 0.05 % → 0.0
    expect(shareOfTotal(1, 16)).toBe('6.3');
    expect(shareOfTotal(1, 2000)).toBe('0.1');
    expect(shareOfTotal(1, 2001)).toBe('0.0');
    expect(shareOfTotal(5, 5)).toBe('100.0');
  });

  it("stays exact for amounts beyond a double's exact products", () => {
    // 9 × 10^15 fen: part × 2000 would lose digits as a double.
    expect(shareOfTotal(3_000_000_000_000_001, 9_000_000_000_000_000)).toBe('33.3');
    expect(shareOfTotal(4_500_000_000_000_000, 9_000_000_000_000_000)).toBe('50.0');
  });

  it('is 0.0 for a zero total or a zero part', () => {
    expect(shareOfTotal(0, 0)).toBe('0.0');
    expect(shareOfTotal(0, 100)).toBe('0.0');
  });
});

describe('mergeProductFigures', () => {
  it('adds the figures of one product and orders by premium, then code', () => {
    const merged = mergeProductFigures([
      { productCode: 'B', policyCount: 2, certificateCount: 0, premium: 500 },
      { productCode: 'A', policyCount: 0, certificateCount: 3, premium: 300 },
      { productCode: 'C', policyCount: 1, certificateCount: 0, premium: 800 },
      { productCode: 'A', policyCount: 4, certificateCount: 0, premium: 500 },
    ]);
    expect(merged).toEqual([
      { productCode: 'A', policyCount: 4, certificateCount: 3, premium: 800 },
      { productCode: 'C', policyCount: 1, certificateCount: 0, premium: 800 },
      { productCode: 'B', policyCount: 2, certificateCount: 0, premium: 500 },
    ]);
  });
});
