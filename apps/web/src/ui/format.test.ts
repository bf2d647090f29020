import { describe, expect, it } from 'vitest';
import { currencyIso, formatMoney, groupAmount, groupDigits, listSumInsured, money } from './format.ts';

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

  it('shows money with the currency and its decimals, by portal or ISO code, one formatter for every page', () => {
    expect(money('USD', '100000')).toBe('USD 100,000.00');
    expect(money('03', '1234.5')).toBe('USD 1,234.50');
    expect(money('05', '1000')).toBe('JPY 1,000');
    expect(money('01', '-12.00')).toBe('CNY -12.00');
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatMoney('20000000.00', 'USD')).toBe('USD 20,000,000.00');
    expect(groupAmount('12.345678', 'USD')).toBe('12.345678');
  });
});

describe("a list's sum insured", () => {
  const row = { totalInsuredAmount: '27.50', insuredAmount: '275000.00', currencyCode: '12' };

  it('is the full amount in English, beside a premium in the same units', () => {
    expect(listSumInsured(row, 'en-US')).toBe('275,000.00');
  });

  it('counts in 万 in Chinese', () => {
    expect(listSumInsured(row, 'zh-CN')).toBe('27.50');
    expect(listSumInsured({ ...row, totalInsuredAmount: '12345.678' }, 'zh-CN')).toBe('12,345.678');
  });

  it('is blank when the row has no amount', () => {
    const none = { totalInsuredAmount: null, insuredAmount: null, currencyCode: '01' };
    expect(listSumInsured(none, 'en-US')).toBe('');
    expect(listSumInsured(none, 'zh-CN')).toBe('');
  });
});
