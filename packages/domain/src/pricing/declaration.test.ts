import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, sourceFiles } from '../test-support/source-files.ts';
import {
  additionPpmOf,
  type DeclarationCover,
  type DeclaredAmounts,
  priceDeclaration,
} from './declaration.ts';
import { insuredAmountOf } from './money.ts';

/** The demo open policies of the seed: export USD 0.15%, domestic road CNY 0.05%, import USD 0.18%. */
const EXPORT_COVER: DeclarationCover = { productCode: 'MP09110009', ratePpm: 1_500 };
const ROAD_COVER: DeclarationCover = { productCode: 'MP09110012', ratePpm: 500 };
const IMPORT_COVER: DeclarationCover = { productCode: 'MP09110008', ratePpm: 1_800 };

const usd = (invoiceAmount: string, additionPercent?: string): DeclaredAmounts => ({
  invoiceAmount,
  invoiceCurrency: '03',
  additionPercent,
});

/** The price, or the failure's key when there is none. */
const priced = (declaration: DeclaredAmounts, cover: DeclarationCover = EXPORT_COVER) => {
  const outcome = priceDeclaration(declaration, cover);
  if (!outcome.ok) throw new Error(`not priced: ${outcome.error}`);
  return outcome.value;
};
const refusal = (declaration: DeclaredAmounts, cover: DeclarationCover = EXPORT_COVER) => {
  const outcome = priceDeclaration(declaration, cover);
  return outcome.ok ? undefined : outcome.error;
};

describe('the four steps of a declaration price', () => {
  it('parses the invoice, takes the addition, insures invoice × (1 + addition), charges insured × rate', () => {
    // USD 100,000.00 + 10% = 110,000.00; × 0.15% = 165.00 (the server's and the form's figures).
    expect(priced(usd('100000.00', '10'))).toEqual({
      invoiceAmount: 10_000_000,
      additionPpm: 100_000,
      insuredAmount: 11_000_000,
      premium: 16_500,
      minorUnits: 2,
    });
    // The import cover at 0.18%: 198.00.
    expect(priced(usd('100000.00', '10'), IMPORT_COVER).premium).toBe(19_800);
    // No addition: insured = invoice.
    expect(priced(usd('90000.00', '0'))).toMatchObject({ additionPpm: 0, insuredAmount: 9_000_000 });
    expect(priced(usd('100000.00', '12.5')).insuredAmount).toBe(11_250_000);
  });

  it("takes the product's default addition when none is given: 10% international, 0% domestic", () => {
    for (const blank of [undefined, '', '  ']) {
      expect(priced(usd('100000.00', blank))).toMatchObject({
        additionPpm: 100_000,
        insuredAmount: 11_000_000,
      });
    }
    // Domestic road, CNY 200,000.00 at 0.05%: insured 200,000.00, premium 100.00.
    expect(
      priced({ invoiceAmount: '200000.00', invoiceCurrency: '01', additionPercent: undefined }, ROAD_COVER),
    ).toEqual({
      invoiceAmount: 20_000_000,
      additionPpm: 0,
      insuredAmount: 20_000_000,
      premium: 10_000,
      minorUnits: 2,
    });
    expect(additionPpmOf({ additionPercent: undefined }, 'MP09110009')).toBe(100_000);
    expect(additionPpmOf({ additionPercent: '' }, 'MP09110012')).toBe(0);
    expect(additionPpmOf({ additionPercent: '12.5' }, 'MP09110012')).toBe(125_000);
  });

  it('refuses what the declaration schema refuses: no price for an amount or addition not typed right', () => {
    expect(refusal(usd('1,000'))).toBe('pricing.error.amountInvalid');
    expect(refusal(usd(''))).toBe('pricing.error.amountInvalid');
    expect(refusal(usd('100.005'))).toBe('pricing.error.amountDecimals');
    expect(refusal(usd('0.00'))).toBe('pricing.error.amountNotPositive');
    expect(refusal(usd('100000.00', '12.345'))).toBe('pricing.error.additionInvalid');
    expect(refusal(usd('100000.00', '10%'))).toBe('pricing.error.additionInvalid');
  });
});

describe('rounding: once per product, half-up at the minor unit', () => {
  it('rounds the insured amount at the half', () => {
    // 0.10 × 1.15 = 0.115 → 0.12; 0.03 × 1.15 = 0.0345 → 0.03.
    expect(priced(usd('0.10', '15')).insuredAmount).toBe(12);
    expect(priced(usd('0.03', '15')).insuredAmount).toBe(3);
    expect(insuredAmountOf(10_000_000, 100_000)).toBe(11_000_000);
    expect(insuredAmountOf(1, 150_000)).toBe(1); // 1.15 → 1
    expect(insuredAmountOf(3, 150_000)).toBe(3); // 3.45 → 3
    expect(insuredAmountOf(10, 150_000)).toBe(12); // 11.5 → 12
    // 909,091.00 × 110% = 1,000,000.10 (over the per-shipment limit); 909,090.91 × 110% = 1,000,000.001 → 1,000,000.00.
    expect(priced(usd('909091.00', '10')).insuredAmount).toBe(100_000_010);
    expect(priced(usd('909090.91', '10')).insuredAmount).toBe(100_000_000);
  });

  it('rounds the premium at the half', () => {
    // 10.00 × 0.15% = 0.015 → 0.02; 9.99 × 0.15% = 0.014985 → 0.01.
    expect(priced(usd('10.00', '0')).premium).toBe(2);
    expect(priced(usd('9.99', '0')).premium).toBe(1);
    // 1,000,000.10 × 0.15% = 1,500.00015 → 1,500.00.
    expect(priced(usd('909091.00', '10')).premium).toBe(150_000);
  });
});

describe('a currency without minor units', () => {
  const jpy = (invoiceAmount: string, additionPercent?: string): DeclaredAmounts => ({
    invoiceAmount,
    invoiceCurrency: '05',
    additionPercent,
  });

  it('prices in whole yen, rounding at the half yen', () => {
    // ¥1,000,000 + 10% = ¥1,100,000; × 0.15% = ¥1,650.
    expect(priced(jpy('1000000'))).toEqual({
      invoiceAmount: 1_000_000,
      additionPpm: 100_000,
      insuredAmount: 1_100_000,
      premium: 1_650,
      minorUnits: 0,
    });
    // ¥5 × 1.1 = ¥5.5 → ¥6; ¥1,000 × 0.15% = ¥1.5 → ¥2.
    expect(priced(jpy('5')).insuredAmount).toBe(6);
    expect(priced(jpy('1000', '0')).premium).toBe(2);
    // The ISO code reads the same currency.
    expect(priced({ ...jpy('1000000'), invoiceCurrency: 'JPY' }).minorUnits).toBe(0);
  });

  it('refuses decimals the currency does not have', () => {
    expect(refusal(jpy('1000.5'))).toBe('pricing.error.amountDecimals');
  });
});

describe('one price for the form and the server', () => {
  const root = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

  it('is priceDeclaration: no app source repeats its steps', () => {
    const offences = ['apps/web/src', 'apps/server/src']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => /\b(insuredAmountOf|multiplyByRate)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offences).toEqual([]);
  });
});
