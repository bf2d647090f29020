import { divideHalfUp, PPM, toSafeNumber } from '../pricing/money.ts';

/**
 * VAT on an insurance premium (DOMAIN.md §7): 6 % since the 2016 reform, and the premium includes it.
 * The tax is gross × rate / (1 + rate), rounded half-up to the fen; the net amount is the rest, so
 * net + tax always equals the premium.
 */

/** 6 % in ppm. */
export const INSURANCE_VAT_RATE_PPM = 60_000;

export interface VatSplit {
  /** Without tax (不含税金额), minor units. */
  readonly net: number;
  /** The tax (税额), minor units. */
  readonly tax: number;
}

/** Splits a tax-inclusive amount (minor units, ≥ 0) into net and tax. */
export const splitVat = (gross: number, ratePpm: number = INSURANCE_VAT_RATE_PPM): VatSplit => {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`Invalid amount: ${gross}`);
  const tax = toSafeNumber(divideHalfUp(BigInt(gross) * BigInt(ratePpm), BigInt(PPM + ratePpm)));
  return { net: gross - tax, tax };
};
