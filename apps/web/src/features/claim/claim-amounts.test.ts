import { describe, expect, it } from 'vitest';
import { sumAmounts } from './claim-amounts.ts';

describe('sumAmounts', () => {
  it("adds decimal amounts exactly in the currency's minor units", () => {
    expect(sumAmounts(['0.10', '0.20'], 'CNY')).toBe('0.30');
    expect(sumAmounts(['1200.00', '35.5', '0.01'], '03')).toBe('1235.51');
    expect(sumAmounts([], 'USD')).toBe('0.00');
  });

  it('answers nothing when an amount is not one', () => {
    expect(sumAmounts(['12', 'abc'], 'CNY')).toBeUndefined();
  });
});
