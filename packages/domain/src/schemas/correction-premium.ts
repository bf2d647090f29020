import { divideHalfUp, toSafeNumber } from '../pricing/money.ts';

/**
 * Pure premium and number rules of corrections (DOMAIN §5; docs/business-rules.md "Corrections").
 * Amounts in minor units of the policy currency.
 */

/** Cancellation before cover starts keeps a handling fee of 5 % of the premium (DOMAIN §5). */
export const CANCELLATION_FEE_PERCENT = 5;

export interface CorrectionPremiumInput {
  oldPremium: number;
  newPremium: number;
  /** The minimum premium in the policy currency (minor units). */
  minimumPremium: number;
  isAfterDeparture: boolean;
}
export interface CorrectionPremium {
  premiumDifference: number;
  additionalPremium: number;
  returnPremium: number;
}

/**
 * Voyage cover is flat: the difference is new premium − old premium. Before cover starts it is paid or
 * returned as it is. After, an increase is at least the minimum premium and nothing is returned.
 */
export function correctionPremium(input: CorrectionPremiumInput): CorrectionPremium {
  const premiumDifference = input.newPremium - input.oldPremium;
  if (premiumDifference > 0) {
    const additionalPremium = input.isAfterDeparture
      ? Math.max(premiumDifference, input.minimumPremium)
      : premiumDifference;
    return { premiumDifference, additionalPremium, returnPremium: 0 };
  }
  // `0 - difference`, not `-difference`: an unchanged premium returns 0, not -0.
  const returnPremium = input.isAfterDeparture ? 0 : 0 - premiumDifference;
  return { premiumDifference, additionalPremium: 0, returnPremium };
}

/** Cancellation before cover starts: the premium back less the 5 % fee (rounded half up to the minor unit). */
export function cancellationRefund(premium: number): { cancellationFee: number; returnPremium: number } {
  const cancellationFee = toSafeNumber(
    divideHalfUp(BigInt(premium) * BigInt(CANCELLATION_FEE_PERCENT), 100n),
  );
  return { cancellationFee, returnPremium: premium - cancellationFee };
}

/**
 * Surrender (00006) once cover has started. A voyage policy's premium is earned once the risk attached
 * (Insurance Law art. 50): nothing is returned. Only when the goods were never shipped did the risk never
 * attach: the premium is returned less the cancellation fee, as a cancellation before departure would be.
 */
export function surrenderRefund(
  premium: number,
  goodsNotShipped: boolean,
): { cancellationFee: number; returnPremium: number } {
  return goodsNotShipped ? cancellationRefund(premium) : { cancellationFee: 0, returnPremium: 0 };
}

/** Correction number, 20 digits: year + correction type + an 11-digit sequence (like certificates). */
export function correctionNumber(year: string, correctionType: string, sequence: number): string {
  if (!/^\d{4}$/.test(year) || !/^\d{5}$/.test(correctionType)) throw new RangeError('Invalid year or type');
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 1e11)
    throw new RangeError('Bad sequence');
  return `${year}${correctionType}${String(sequence).padStart(11, '0')}`;
}

/** First digit of an endorsement number (policies start with 6, applications with 9). */
export const ENDORSEMENT_NUMBER_PREFIX = '8';

/**
 * Endorsement number (批单号) of an effective correction, 20 digits like a policy number: `8` + the last 4
 * digits of the product code + year + an 11-digit sequence of its own.
 */
export function endorsementNumber(productCode: string, year: string, sequence: number): string {
  const product = productCode.slice(-4);
  if (!/^\d{4}$/.test(product) || !/^\d{4}$/.test(year)) throw new RangeError('Invalid product or year');
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 1e11)
    throw new RangeError('Bad sequence');
  return `${ENDORSEMENT_NUMBER_PREFIX}${product}${year}${String(sequence).padStart(11, '0')}`;
}
