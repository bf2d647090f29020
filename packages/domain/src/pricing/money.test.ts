import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFactor,
  CNY_RATE,
  convertFromCny,
  convertToCny,
  divideHalfUp,
  divideUp,
  formatAmount,
  formatAmountGrouped,
  formatDecimal,
  formatPercent,
  MAX_AMOUNT_MAJOR,
  multiplyByRate,
  multiplyByRateAndFactor,
  parseAmount,
  parseExchangeRate,
  parsePercent,
} from './money.ts';

const value = <T>(outcome: { ok: true; value: T } | { ok: false }): T => {
  if (!outcome.ok) throw new Error('expected ok');
  return outcome.value;
};

describe('parseAmount', () => {
  it('parses decimal strings exactly into minor units', () => {
    expect(parseAmount('12345.67')).toEqual({ ok: true, value: 1234567 });
    expect(parseAmount('0.1')).toEqual({ ok: true, value: 10 });
    expect(parseAmount(' 100 ')).toEqual({ ok: true, value: 10000 });
    expect(parseAmount('0')).toEqual({ ok: true, value: 0 });
    expect(parseAmount('1000000', 0)).toEqual({ ok: true, value: 1000000 });
    // 0.1 + 0.2 style float traps do not exist here.
    expect(parseAmount('0.29')).toEqual({ ok: true, value: 29 });
    expect(parseAmount('1.005')).toEqual({ ok: false, error: 'pricing.error.amountDecimals' });
  });

  it('rejects more decimals than the currency has', () => {
    expect(parseAmount('1.234')).toEqual({ ok: false, error: 'pricing.error.amountDecimals' });
    expect(parseAmount('1000.5', 0)).toEqual({ ok: false, error: 'pricing.error.amountDecimals' });
  });

  it('rejects non-numeric input', () => {
    for (const text of ['', ' ', 'abc', '1,000.00', '-5', '+5', '1e5', '1.', '.5', '12.3.4', 'NaN', '١٢']) {
      expect(parseAmount(text)).toEqual({ ok: false, error: 'pricing.error.amountInvalid' });
    }
    expect(parseAmount(100)).toEqual({ ok: false, error: 'pricing.error.amountInvalid' });
    expect(parseAmount(null)).toEqual({ ok: false, error: 'pricing.error.amountInvalid' });
  });

  it('rejects amounts above the engine maximum', () => {
    expect(parseAmount(`${MAX_AMOUNT_MAJOR}.00`)).toEqual({ ok: true, value: MAX_AMOUNT_MAJOR * 100 });
    expect(parseAmount(`${MAX_AMOUNT_MAJOR}.01`)).toEqual({
      ok: false,
      error: 'pricing.error.amountTooLarge',
    });
    expect(parseAmount('99999999999999999999')).toEqual({ ok: false, error: 'pricing.error.amountTooLarge' });
  });

  it('round-trips with formatAmount', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(0, 2)
          .chain((units) =>
            fc.tuple(fc.integer({ min: 0, max: MAX_AMOUNT_MAJOR * 10 ** units }), fc.constant(units)),
          ),
        ([minor, units]) => {
          expect(parseAmount(formatAmount(minor, units), units)).toEqual({ ok: true, value: minor });
        },
      ),
    );
  });
});

describe('formatAmount', () => {
  it('prints exactly the currency decimals', () => {
    expect(formatAmount(1234567)).toBe('12345.67');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-150)).toBe('-1.50');
    expect(formatAmount(1100000, 0)).toBe('1100000');
    expect(formatAmountGrouped(1234567)).toBe('12,345.67');
    expect(formatAmountGrouped(100000000000, 0)).toBe('100,000,000,000');
    expect(formatAmountGrouped(99)).toBe('0.99');
  });

  it('refuses non-integers', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('divides half away from zero', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(-15n, 10n)).toBe(-2n);
    expect(divideHalfUp(-14n, 10n)).toBe(-1n);
    expect(divideUp(11n, 10n)).toBe(2n);
    expect(divideUp(10n, 10n)).toBe(1n);
    expect(divideUp(-11n, 10n)).toBe(-1n);
  });

  it('multiplies by a rate in ppm, half-up at the minor unit', () => {
    expect(multiplyByRate(11_000_000, 2000)).toBe(22_000); // 110,000.00 × 0.20% = 220.00
    expect(multiplyByRate(100_000_250, 2000)).toBe(200_001); // 200,000.5 fen → 200,001
    expect(multiplyByRate(100_000_249, 2000)).toBe(200_000); // 200,000.498 fen → 200,000
    expect(multiplyByRate(0, 2000)).toBe(0);
    expect(multiplyByRateAndFactor(100_000_000, 30_000, 300_000)).toBe(900_000);
    expect(applyFactor(2000, 1_500_000)).toBe(3000);
    expect(applyFactor(600, 1_250_000)).toBe(750);
  });

  it('is within half a minor unit of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, rate) => {
          const result = BigInt(multiplyByRate(amount, rate));
          const diff = result * 1_000_000n - BigInt(amount) * BigInt(rate);
          expect(diff * 2n <= 1_000_000n && diff * 2n > -1_000_000n).toBe(true);
        },
      ),
    );
  });
});

describe('percent and rates', () => {
  it('parses percentages into ppm', () => {
    expect(parsePercent('0.20')).toEqual({ ok: true, value: 2000 });
    expect(parsePercent('0.125')).toEqual({ ok: true, value: 1250 });
    expect(parsePercent('10')).toEqual({ ok: true, value: 100_000 });
    expect(parsePercent(12.5)).toEqual({ ok: true, value: 125_000 });
    expect(parsePercent('0.00001')).toEqual({ ok: false, error: 'pricing.error.percentInvalid' });
    expect(parsePercent('10.125', 2)).toEqual({ ok: false, error: 'pricing.error.percentInvalid' });
    expect(parsePercent('-1')).toEqual({ ok: false, error: 'pricing.error.percentInvalid' });
    expect(parsePercent('ten')).toEqual({ ok: false, error: 'pricing.error.percentInvalid' });
    expect(parsePercent(Number.NaN)).toEqual({ ok: false, error: 'pricing.error.percentInvalid' });
  });

  it('formats ppm as a percent string', () => {
    expect(formatPercent(2000)).toBe('0.20');
    expect(formatPercent(1250)).toBe('0.125');
    expect(formatPercent(5)).toBe('0.0005');
    expect(formatPercent(100_000)).toBe('10.00');
    expect(formatPercent(100_000, 0)).toBe('10');
    expect(formatPercent(125_000, 0)).toBe('12.5');
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (ppm) => {
        expect(value(parsePercent(formatPercent(ppm)))).toBe(ppm);
      }),
    );
  });
});

describe('exchange rates', () => {
  it('parses an exact positive decimal', () => {
    expect(value(parseExchangeRate('7.1234'))).toEqual({ units: 71234n, scale: 4 });
    expect(formatDecimal(value(parseExchangeRate('0.048123')))).toBe('0.048123');
    expect(formatDecimal(value(parseExchangeRate('7.10')))).toBe('7.10');
    expect(formatDecimal(CNY_RATE)).toBe('1');
    for (const text of ['0', '0.000', '-7', 'abc', '7.12345678901', '100.0000001', '']) {
      expect(parseExchangeRate(text)).toEqual({ ok: false, error: 'pricing.error.exchangeRateInvalid' });
    }
  });

  it('converts to and from CNY', () => {
    const usd = value(parseExchangeRate('7.1'));
    expect(convertToCny(22_000, 2, usd)).toBe(156_200); // USD 220.00 → CNY 1,562.00
    expect(convertFromCny(5_000, 2, usd)).toBe(704); // CNY 50 → USD 7.04 (7.0422…)
    expect(convertFromCny(5_000, 2, usd, 'up')).toBe(705);
    const jpy = value(parseExchangeRate('0.048'));
    expect(convertToCny(2_200, 0, jpy)).toBe(10_560); // JPY 2,200 → CNY 105.60
    expect(convertFromCny(5_000, 0, jpy, 'up')).toBe(1_042); // CNY 50 → JPY 1,041.67 → 1,042
    expect(convertToCny(12_345, 2, CNY_RATE)).toBe(12_345);
  });

  it('a minimum converted with rounding up is never below the CNY figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(0, 2),
        (cny, units, scale, minorUnits) => {
          const rate = { units: BigInt(units), scale };
          const foreign = convertFromCny(cny, minorUnits, rate, 'up');
          expect(convertToCny(foreign, minorUnits, rate)).toBeGreaterThanOrEqual(cny);
        },
      ),
    );
  });
});
