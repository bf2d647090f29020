import { describe, expect, it } from 'vitest';
import { currencyIso, groupDigits, money } from './format.ts';

describe('amounts on screen', () => {
  it('groups the digits of exact decimal strings', () => {
    expect(groupDigits('1234567.805')).toBe('1,234,567.805');
    expect(groupDigits('110.00')).toBe('110.00');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('')).toBe('');
    expect(groupDigits(null)).toBe('');
  });

  it('names the currency by its ISO code', () => {
    expect(currencyIso('03')).toBe('USD');
    expect(currencyIso('XX')).toBe('XX');
    expect(money('01', '12345.60')).toBe('CNY 12,345.60');
    expect(money('01', null)).toBe('');
  });
});
