import { currencyIsoOf, minorUnitsOf } from '../codes/currency.ts';
import { fail, type Outcome, ok } from './outcome.ts';

/**
 * Money without floats.
 *
 * - An amount is an integer number of minor units of its currency (fen/cents; whole yen for JPY), held
 *   in a `number` that must be a safe integer.
 * - A rate is an integer number of parts per million (ppm) of the sum insured: 0.20% = 2000 ppm. The same
 *   unit is used for percentages (10% addition = 100 000 ppm) and for multipliers (×1.5 = 1 500 000 ppm).
 * - All products go through BigInt and are rounded once, half-up (half away from zero).
 * - On the wire an amount is a decimal string with its currency's decimals ('12345.67'; '1000' for JPY):
 *   `amountText` writes it, `parseAmountIn` reads it, `amountLabel` shows it to people ('USD 12,345.67').
 */

/** 1 000 000 ppm = 100% = ×1. */
export const PPM = 1_000_000;
/** ppm per one percent. */
export const PPM_PER_PERCENT = 10_000;
const PPM_BIG = 1_000_000n;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Largest amount accepted from input, in major units (100 billion). It keeps every product of the
 * engine (amount × 1.3 addition × exchange rate ≤ 100 × 100 fen) within the safe integer range.
 */
export const MAX_AMOUNT_MAJOR = 100_000_000_000;

/** True for a safe integer (the only valid amount of minor units). */
export function isMinorAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function requireSafe(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** BigInt → number, throwing RangeError when the result is not a safe integer. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of the safe integer range: ${value}`);
  }
  return Number(value);
}

/** n / d rounded half away from zero (d > 0). */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('Divisor must be positive');
  const q = n / d;
  const r = n % d;
  const twiceRemainder = 2n * (r < 0n ? -r : r);
  if (twiceRemainder >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** n / d rounded up, towards +∞ (d > 0). */
export function divideUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('Divisor must be positive');
  const q = n / d;
  return n % d > 0n ? q + 1n : q;
}

/**
 * Parses a non-negative decimal string ('12345.67', '100', '0.5') into minor units, exactly. Leading and
 * trailing spaces are ignored; signs, exponents and thousands separators are rejected, as are more
 * decimal places than the currency has (`minorUnits`, 2 by default, 0 for JPY/KRW).
 */
export function parseAmount(text: unknown, minorUnits = 2): Outcome<number> {
  if (typeof text !== 'string') return fail('pricing.error.amountInvalid');
  const match = DECIMAL.exec(text.trim());
  if (!match) return fail('pricing.error.amountInvalid');
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return fail('pricing.error.amountDecimals');
  const minor =
    BigInt(match[1]) * 10n ** BigInt(minorUnits) +
    (minorUnits > 0 ? BigInt(fraction.padEnd(minorUnits, '0')) : 0n);
  if (minor > BigInt(MAX_AMOUNT_MAJOR) * 10n ** BigInt(minorUnits))
    return fail('pricing.error.amountTooLarge');
  return ok(Number(minor));
}

/** Minor units → plain decimal string with exactly `minorUnits` decimals: 1234567 → '12345.67'. */
export function formatAmount(minor: number, minorUnits = 2): string {
  const value = requireSafe(minor, 'Amount');
  const abs = value < 0n ? -value : value;
  const base = 10n ** BigInt(minorUnits);
  const whole = (abs / base).toString();
  const sign = value < 0n ? '-' : '';
  if (minorUnits === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${(abs % base).toString().padStart(minorUnits, '0')}`;
}

/** Minor units → decimal string with thousands separators: 1234567 → '12,345.67'. */
export function formatAmountGrouped(minor: number, minorUnits = 2): string {
  const plain = formatAmount(minor, minorUnits);
  const [whole, fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Minor units → the wire's decimal string in the currency's decimals (portal or ISO code; 2 when unknown):
 * (1234567, '03') → '12345.67', (1000, 'JPY') → '1000', (-50, 'CNY') → '-0.50'. `null` stays `null`.
 */
export function amountText(minor: number, currency: string): string;
export function amountText(minor: number | null, currency: string): string | null;
export function amountText(minor: number | null, currency: string): string | null {
  return minor === null ? null : formatAmount(minor, minorUnitsOf(currency));
}

/** The wire's (or a form's) decimal string → minor units of the currency, exactly: `parseAmount` in its decimals. */
export const parseAmountIn = (text: unknown, currency: string): Outcome<number> =>
  parseAmount(text, minorUnitsOf(currency));

/** Minor units → the amount as people read it, ISO code and grouped digits: (1234567, '03') → 'USD 12,345.67'. */
export const amountLabel = (minor: number, currency: string): string =>
  `${currencyIsoOf(currency)} ${formatAmountGrouped(minor, minorUnitsOf(currency))}`;

/**
 * The wire's (or a form's) decimal string as people read it: ('900000.00', '03') → 'USD 900,000.00'; text that
 * is no amount of the currency stays as it is after the ISO code.
 */
export const amountTextLabel = (text: string, currency: string): string => {
  const parsed = parseAmountIn(text, currency);
  return parsed.ok ? amountLabel(parsed.value, currency) : `${currencyIsoOf(currency)} ${text.trim()}`;
};

/** amount × ratePpm / 1 000 000, rounded half-up to the minor unit. */
export function multiplyByRate(amount: number, ratePpm: number): number {
  const product = requireSafe(amount, 'Amount') * requireSafe(ratePpm, 'Rate');
  return toSafeNumber(divideHalfUp(product, PPM_BIG));
}

/** Insured amount = invoice × (1 + addition), rounded half-up at the minor unit (exact). */
export const insuredAmountOf = (invoiceMinor: number, additionPpm: number) =>
  multiplyByRate(invoiceMinor, PPM + additionPpm);

/** amount × ratePpm × factorPpm / 10¹², rounded once, half-up (e.g. a rate and a short-term factor). */
export function multiplyByRateAndFactor(amount: number, ratePpm: number, factorPpm: number): number {
  const product =
    requireSafe(amount, 'Amount') * requireSafe(ratePpm, 'Rate') * requireSafe(factorPpm, 'Factor');
  return toSafeNumber(divideHalfUp(product, PPM_BIG * PPM_BIG));
}

/** A rate multiplied by a factor (both ppm), rounded half-up to a whole ppm: 2000 × 1 500 000 → 3000. */
export function applyFactor(ratePpm: number, factorPpm: number): number {
  return multiplyByRate(ratePpm, factorPpm);
}

/**
 * Parses a percentage ('0.20', '10', '12.5') into ppm, exactly: '0.20' → 2000. At most `maxDecimals`
 * (≤ 4, the precision of a ppm) decimal places.
 */
export function parsePercent(text: unknown, maxDecimals = 4): Outcome<number> {
  const source = typeof text === 'number' && Number.isFinite(text) ? String(text) : text;
  if (typeof source !== 'string') return fail('pricing.error.percentInvalid');
  const match = DECIMAL.exec(source.trim());
  if (!match) return fail('pricing.error.percentInvalid');
  const fraction = match[2] ?? '';
  if (fraction.length > Math.min(maxDecimals, 4)) return fail('pricing.error.percentInvalid');
  const ppm = BigInt(match[1]) * BigInt(PPM_PER_PERCENT) + BigInt(fraction.padEnd(4, '0'));
  if (ppm > BigInt(Number.MAX_SAFE_INTEGER)) return fail('pricing.error.percentInvalid');
  return ok(Number(ppm));
}

/**
 * ppm → percentage string with at least `minDecimals` and at most 4 decimals: 2000 → '0.20',
 * 1250 → '0.125', 100000 → '10.00' (or '10' with minDecimals 0).
 */
export function formatPercent(ppm: number, minDecimals = 2): string {
  const value = requireSafe(ppm, 'Rate');
  const abs = value < 0n ? -value : value;
  const whole = (abs / BigInt(PPM_PER_PERCENT)).toString();
  let fraction = (abs % BigInt(PPM_PER_PERCENT)).toString().padStart(4, '0');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** An exact positive decimal, value = units / 10^scale (used for exchange rates). */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Most decimal places accepted in an exchange rate. */
export const EXCHANGE_RATE_MAX_DECIMALS = 10;
/** Largest exchange rate accepted (CNY per unit; the dearest listed currency is below 10). */
export const MAX_EXCHANGE_RATE = 100;

/** The rate of CNY to itself. */
export const CNY_RATE: ExactDecimal = { units: 1n, scale: 0 };

/**
 * Parses an exchange rate given as CNY per ONE unit of the foreign currency ('7.1234' for USD,
 * '0.048123' for JPY — not per 100 units): a positive decimal with at most 10 decimal places, at most
 * `MAX_EXCHANGE_RATE`.
 */
export function parseExchangeRate(text: unknown): Outcome<ExactDecimal> {
  if (typeof text !== 'string') return fail('pricing.error.exchangeRateInvalid');
  const match = DECIMAL.exec(text.trim());
  if (!match) return fail('pricing.error.exchangeRateInvalid');
  const fraction = match[2] ?? '';
  if (fraction.length > EXCHANGE_RATE_MAX_DECIMALS) return fail('pricing.error.exchangeRateInvalid');
  const units = BigInt(`${match[1]}${fraction}`);
  if (units === 0n || units > BigInt(MAX_EXCHANGE_RATE) * 10n ** BigInt(fraction.length)) {
    return fail('pricing.error.exchangeRateInvalid');
  }
  return ok({ units, scale: fraction.length });
}

/** ExactDecimal → string with exactly `scale` decimals: { 71234n, 4 } → '7.1234'. */
export function formatDecimal(value: ExactDecimal): string {
  const digits = value.units.toString().padStart(value.scale + 1, '0');
  if (value.scale === 0) return digits;
  return `${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
}

const CNY_MINOR_UNITS = 2;

/** An amount in a foreign currency (minor units) → CNY fen, rounded half-up. */
export function convertToCny(amount: number, minorUnits: number, rate: ExactDecimal): number {
  const numerator = requireSafe(amount, 'Amount') * rate.units * 10n ** BigInt(CNY_MINOR_UNITS);
  const denominator = 10n ** BigInt(rate.scale + minorUnits);
  return toSafeNumber(divideHalfUp(numerator, denominator));
}

/**
 * CNY fen → an amount in a foreign currency (its minor units). Rounded half-up, or up (`'up'`) when
 * the result is a floor that must not fall below the CNY figure (minimum premium).
 */
export function convertFromCny(
  cnyMinor: number,
  minorUnits: number,
  rate: ExactDecimal,
  rounding: 'halfUp' | 'up' = 'halfUp',
): number {
  const numerator = requireSafe(cnyMinor, 'Amount') * 10n ** BigInt(minorUnits + rate.scale);
  const denominator = rate.units * 10n ** BigInt(CNY_MINOR_UNITS);
  return toSafeNumber(
    rounding === 'up' ? divideUp(numerator, denominator) : divideHalfUp(numerator, denominator),
  );
}
