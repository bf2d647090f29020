import { describe, expect, it } from 'vitest';
import {
  amountInChineseCapitals,
  amountInEnglishWords,
  amountInWords,
  integerInChineseCapitals,
  integerInEnglishWords,
} from './amount-words.ts';

describe('amount in English words', () => {
  it('writes whole numbers with hundreds, thousands, millions and billions', () => {
    expect(integerInEnglishWords(0)).toBe('ZERO');
    expect(integerInEnglishWords(15)).toBe('FIFTEEN');
    expect(integerInEnglishWords(40)).toBe('FORTY');
    expect(integerInEnglishWords(123)).toBe('ONE HUNDRED TWENTY-THREE');
    expect(integerInEnglishWords(1_000_005)).toBe('ONE MILLION FIVE');
    expect(integerInEnglishWords(12_345_678_901)).toBe(
      'TWELVE BILLION THREE HUNDRED FORTY-FIVE MILLION SIX HUNDRED SEVENTY-EIGHT THOUSAND NINE HUNDRED ONE',
    );
  });

  it('says the currency in full with cents and ONLY', () => {
    expect(amountInEnglishWords(11_000_000, '03')).toBe('SAY US DOLLARS ONE HUNDRED TEN THOUSAND ONLY');
    expect(amountInEnglishWords(123_405, 'USD')).toBe(
      'SAY US DOLLARS ONE THOUSAND TWO HUNDRED THIRTY-FOUR AND CENTS FIVE ONLY',
    );
    expect(amountInEnglishWords(50_000, 'EUR')).toBe('SAY EUROS FIVE HUNDRED ONLY');
  });

  it('reads a currency without minor units as whole units', () => {
    expect(amountInEnglishWords(1500, 'JPY')).toBe('SAY JAPANESE YEN ONE THOUSAND FIVE HUNDRED ONLY');
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInEnglishWords(-1, 'USD')).toThrow(RangeError);
    expect(() => amountInEnglishWords(1.5, 'USD')).toThrow(RangeError);
  });
});

describe('amount in Chinese capitals (大写)', () => {
  it('places 零 once for each run of zeros, across 万 and 亿', () => {
    expect(integerInChineseCapitals(10)).toBe('壹拾');
    expect(integerInChineseCapitals(1005)).toBe('壹仟零伍');
    expect(integerInChineseCapitals(100_010)).toBe('壹拾万零壹拾');
    expect(integerInChineseCapitals(1_001_000)).toBe('壹佰万壹仟');
    expect(integerInChineseCapitals(100_000_001)).toBe('壹亿零壹');
    expect(integerInChineseCapitals(12_345)).toBe('壹万贰仟叁佰肆拾伍');
  });

  it('writes 元角分 with the currency name, 整 when there are no cents', () => {
    expect(amountInChineseCapitals(1_234_567, '01')).toBe('人民币壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInChineseCapitals(10_000, 'USD')).toBe('美元壹佰元整');
    expect(amountInChineseCapitals(10_005, 'CNY')).toBe('人民币壹佰元零伍分');
    expect(amountInChineseCapitals(10_050, 'HKD')).toBe('港币壹佰元伍角整');
    expect(amountInChineseCapitals(67, 'CNY')).toBe('人民币陆角柒分');
    expect(amountInChineseCapitals(0, 'CNY')).toBe('人民币零元整');
  });

  it('picks the language', () => {
    expect(amountInWords(100, 'USD', 'zh-CN')).toBe('美元壹元整');
    expect(amountInWords(100, 'USD', 'en-US')).toBe('SAY US DOLLARS ONE ONLY');
  });
});
