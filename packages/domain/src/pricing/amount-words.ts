import { currencyByCode, currencyByIso, minorUnitsOf } from '../codes/currency.ts';
import type { Language } from '../envelope.ts';

/**
 * Sums insured in words, as a certificate or policy prints them beside the figures (UCP 600 art. 28 asks the
 * amount and its currency to be unambiguous): "SAY US DOLLARS ONE HUNDRED AND CENTS FIVE ONLY" in English,
 * 大写金额 "美元壹佰元零伍分" in Chinese. Amounts are integer minor units of the currency.
 */

const ONES = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const THOUSANDS = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION'];

/** 0–999 in words: "ONE HUNDRED TWENTY-THREE". */
const underThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} HUNDRED`);
  if (rest >= 20)
    parts.push(rest % 10 === 0 ? `${TENS[rest / 10]}` : `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}`);
  else if (rest > 0 || hundreds === 0) parts.push(`${ONES[rest]}`);
  return parts.join(' ');
};

/** A whole number in English words: 1_234_005 → "ONE MILLION TWO HUNDRED THIRTY-FOUR THOUSAND FIVE". */
export const integerInEnglishWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'ZERO';
  const parts: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group > 0)
      parts.unshift(THOUSANDS[scale] ? `${underThousand(group)} ${THOUSANDS[scale]}` : underThousand(group));
    rest = Math.floor(rest / 1000);
  }
  return parts.join(' ');
};

/** English plural currency names as printed on a certificate; others are the ISO name upper-cased. */
const ENGLISH_PLURALS: Record<string, string> = {
  CNY: 'CHINESE YUAN',
  HKD: 'HONG KONG DOLLARS',
  USD: 'US DOLLARS',
  GBP: 'POUNDS STERLING',
  JPY: 'JAPANESE YEN',
  CHF: 'SWISS FRANCS',
  SGD: 'SINGAPORE DOLLARS',
  CAD: 'CANADIAN DOLLARS',
  EUR: 'EUROS',
  AUD: 'AUSTRALIAN DOLLARS',
  MOP: 'MACAO PATACAS',
  DKK: 'DANISH KRONER',
  NOK: 'NORWEGIAN KRONER',
  SEK: 'SWEDISH KRONOR',
  NZD: 'NEW ZEALAND DOLLARS',
  KRW: 'SOUTH KOREAN WON',
};

const currencyOf = (codeOrIso: string) => currencyByCode(codeOrIso) ?? currencyByIso(codeOrIso);

const splitMinor = (minor: number, currency: string) => {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  const scale = 10 ** minorUnitsOf(currency);
  return { whole: Math.floor(minor / scale), fraction: minor % scale, hasFraction: scale > 1 };
};

/** "SAY US DOLLARS ONE THOUSAND TWO HUNDRED AND CENTS FIVE ONLY" (portal or ISO currency code). */
export const amountInEnglishWords = (minor: number, currency: string): string => {
  const { whole, fraction } = splitMinor(minor, currency);
  const known = currencyOf(currency);
  const name = known ? (ENGLISH_PLURALS[known.iso] ?? known.en.toUpperCase()) : currency.toUpperCase();
  const cents = fraction > 0 ? ` AND CENTS ${integerInEnglishWords(fraction)}` : '';
  return `SAY ${name} ${integerInEnglishWords(whole)}${cents} ONLY`;
};

const CHINESE_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const CHINESE_PLACES = ['仟', '佰', '拾', ''];
const CHINESE_GROUPS = ['', '万', '亿', '万亿'];

/** 1–9999 in capitals, no leading 零: 1005 → "壹仟零伍". */
const chineseGroup = (group: number) => {
  const digits = String(group).padStart(4, '0').split('').map(Number);
  let text = '';
  let pendingZero = false;
  digits.forEach((digit, index) => {
    if (digit === 0) {
      pendingZero = text !== '';
      return;
    }
    text += `${pendingZero ? '零' : ''}${CHINESE_DIGITS[digit]}${CHINESE_PLACES[index]}`;
    pendingZero = false;
  });
  return text;
};

/** A whole number in capitals (大写): 100_010 → "壹拾万零壹拾". */
export const integerInChineseCapitals = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return '零';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.unshift(rest % 10_000);
  let text = '';
  let zeroBefore = false;
  groups.forEach((group, index) => {
    if (group === 0) {
      zeroBefore = text !== '';
      return;
    }
    if (text !== '' && (zeroBefore || group < 1000)) text += '零';
    text += chineseGroup(group) + CHINESE_GROUPS[groups.length - 1 - index];
    zeroBefore = false;
  });
  return text;
};

/** 大写金额 with the currency's name: "人民币壹万贰仟叁佰肆拾伍元陆角柒分", "美元壹佰元整". */
export const amountInChineseCapitals = (minor: number, currency: string): string => {
  const { whole, fraction, hasFraction } = splitMinor(minor, currency);
  const name = currencyOf(currency)?.zh ?? currency;
  const jiao = hasFraction ? Math.floor(fraction / 10) : 0;
  const fen = hasFraction ? fraction % 10 : 0;
  if (whole === 0 && fraction === 0) return `${name}零元整`;
  const yuan = whole > 0 ? `${integerInChineseCapitals(whole)}元` : '';
  if (fraction === 0) return `${name}${yuan}整`;
  const jiaoText = jiao > 0 ? `${CHINESE_DIGITS[jiao]}角` : whole > 0 ? '零' : '';
  const fenText = fen > 0 ? `${CHINESE_DIGITS[fen]}分` : '整';
  return `${name}${yuan}${jiaoText}${fenText}`;
};

/** The amount in words in a print language. */
export const amountInWords = (minor: number, currency: string, language: Language): string =>
  language === 'zh-CN' ? amountInChineseCapitals(minor, currency) : amountInEnglishWords(minor, currency);
