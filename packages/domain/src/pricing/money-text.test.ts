import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../codes/currency.ts';
import { checkLetterOfCredit, creditInsuredAmount } from '../credit/letter-of-credit.ts';
import { ZMoney } from '../schemas/money.ts';
import { repositoryRoot, sourceFiles } from '../test-support/source-files.ts';
import {
  amountLabel,
  amountText,
  amountTextLabel,
  insuredAmountOf,
  MAX_AMOUNT_MAJOR,
  parseAmountIn,
} from './money.ts';

describe('amountText', () => {
  it('writes the currency decimals, by portal or ISO code', () => {
    expect(amountText(1234567, '03')).toBe('12345.67');
    expect(amountText(1234567, 'USD')).toBe('12345.67');
    expect(amountText(5, 'CNY')).toBe('0.05');
    expect(amountText(0, '01')).toBe('0.00');
    expect(amountText(1000, '05')).toBe('1000');
    expect(amountText(1000, 'JPY')).toBe('1000');
    expect(amountText(1234567, 'KRW')).toBe('1234567');
    // An unknown code is written with 2 decimals, as `minorUnitsOf` says.
    expect(amountText(150, 'XXX')).toBe('1.50');
    expect(amountText(150, '')).toBe('1.50');
  });

  it('writes negative differences with their sign', () => {
    expect(amountText(-50, 'CNY')).toBe('-0.50');
    expect(amountText(-123456, '03')).toBe('-1234.56');
    expect(amountText(-7, 'JPY')).toBe('-7');
  });

  it('writes large amounts exactly', () => {
    expect(amountText(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90071992547409.91');
    expect(amountText(Number.MAX_SAFE_INTEGER, 'JPY')).toBe('9007199254740991');
    expect(amountText(-Number.MAX_SAFE_INTEGER, 'CNY')).toBe('-90071992547409.91');
    expect(amountText(MAX_AMOUNT_MAJOR * 100, 'CNY')).toBe('100000000000.00');
  });

  it('keeps null as null', () => {
    expect(amountText(null, 'USD')).toBeNull();
    expect(amountText(0, 'USD')).toBe('0.00');
  });

  it('never rounds: anything but a safe integer is refused', () => {
    expect(() => amountText(1.5, 'USD')).toThrow(RangeError);
    expect(() => amountText(Number.MAX_SAFE_INTEGER + 1, 'USD')).toThrow(RangeError);
    expect(() => amountText(Number.NaN, 'JPY')).toThrow(RangeError);
  });
});

describe('parseAmountIn', () => {
  it('reads the currency decimals, by portal or ISO code', () => {
    expect(parseAmountIn('12345.67', '03')).toEqual({ ok: true, value: 1234567 });
    expect(parseAmountIn('12345.6', 'USD')).toEqual({ ok: true, value: 1234560 });
    expect(parseAmountIn('1000', '05')).toEqual({ ok: true, value: 1000 });
    expect(parseAmountIn('1000.5', 'JPY')).toEqual({ ok: false, error: 'pricing.error.amountDecimals' });
    expect(parseAmountIn('1.005', 'CNY')).toEqual({ ok: false, error: 'pricing.error.amountDecimals' });
    expect(parseAmountIn('1,000.00', 'CNY')).toEqual({ ok: false, error: 'pricing.error.amountInvalid' });
    expect(parseAmountIn(null, 'CNY')).toEqual({ ok: false, error: 'pricing.error.amountInvalid' });
  });

  it('round-trips with amountText in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES.map((currency) => currency.code)),
        fc.integer({ min: 0, max: MAX_AMOUNT_MAJOR }),
        (code, minor) => {
          expect(parseAmountIn(amountText(minor, code), code)).toEqual({ ok: true, value: minor });
        },
      ),
    );
  });
});

describe('amountLabel', () => {
  it('shows the ISO code and grouped digits in the currency decimals', () => {
    expect(amountLabel(1234567, '03')).toBe('USD 12,345.67');
    expect(amountLabel(1234567, 'USD')).toBe('USD 12,345.67');
    expect(amountLabel(100000000, '05')).toBe('JPY 100,000,000');
    expect(amountLabel(-150, 'CNY')).toBe('CNY -1.50');
    expect(amountLabel(600000, 'XXX')).toBe('XXX 6,000.00');
  });
});

describe('amountTextLabel', () => {
  it("writes the wire's or a form's decimal string as people read it: ISO code, grouped digits", () => {
    expect(amountTextLabel('900000.00', '03')).toBe('USD 900,000.00');
    expect(amountTextLabel('352000', 'CNY')).toBe('CNY 352,000.00');
    expect(amountTextLabel('1000000', '05')).toBe('JPY 1,000,000');
    // Text that is no amount of the currency is shown as it is, never dropped.
    expect(amountTextLabel('abc', '03')).toBe('USD abc');
  });
});

describe('ZMoney', () => {
  it('takes whatever amountText writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES.map((currency) => currency.code)),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (code, minor) => {
          expect(ZMoney.safeParse(amountText(minor, code)).success).toBe(true);
        },
      ),
    );
  });

  it('refuses grouped, labelled, float and blank text', () => {
    for (const text of ['1,000.00', 'USD 1.00', '1e5', '1.', '.5', '', ' 1.00', 'NaN']) {
      expect(ZMoney.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('insuredAmountOf', () => {
  it('is the one invoice × (1 + addition) of the quote, the declaration and the credit check', () => {
    const cover = {
      currencyCode: '05',
      invoiceAmount: 1_001,
      additionPpm: 100_000,
      coverStartDate: null,
      shipmentDate: null,
      mainClause: 'ICC_A',
      riders: [],
    };
    expect(insuredAmountOf(1_001, 100_000)).toBe(1_101); // 1101.1 → 1101
    expect(creditInsuredAmount(cover)).toBe(insuredAmountOf(cover.invoiceAmount, cover.additionPpm));
    const [, amount] = checkLetterOfCredit(cover, {
      currencyCode: '05',
      minimumPpm: 1_100_000,
      requiredRisks: [],
    });
    expect(amount?.params).toEqual({ insured: 'JPY 1,101', required: 'JPY 1,102', percent: '110' });
  });
});

describe('one money text for the apps', () => {
  const root = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
  /** Not money: a goods quantity in thousandths, written with `formatAmount(…, 3)`. */
  const QUANTITY = /formatAmount\(line\.quantity, 3\)/g;

  it('writes and reads amounts with amountText, parseAmountIn and amountLabel only', () => {
    const offences = ['apps/web/src', 'apps/server/src']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) =>
        /\b(formatAmount|formatAmountGrouped|parseAmount)\(/.test(
          readFileSync(file, 'utf8').replace(QUANTITY, ''),
        ),
      )
      .map((file) => path.relative(root, file));
    // The web's grouped amount without its currency ('20,000,000.00'), next to `money` that labels it.
    expect(offences).toEqual(['apps/web/src/ui/format.ts']);
  });
});
