import { divideHalfUp, parseAmount, toSafeNumber } from '../pricing/money.ts';

/** A parsed value, or the message key of why the text is not one. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Quantities of damaged goods: positive decimals with up to 3 decimals (tonnes, cubic metres, pieces). */
export const QUANTITY_DECIMALS = 3;
const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
export const MAX_QUANTITY = 1_000_000_000;

/** A quantity in thousandths: "12.5" → 12500. */
export function parseQuantity(text: string): Parsed<number> {
  const value = text.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(value)) return { ok: false, error: 'claim.error.quantityInvalid' };
  const [whole = '0', fraction = ''] = value.split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(QUANTITY_DECIMALS, '0'));
  if (thousandths <= 0) return { ok: false, error: 'claim.error.quantityInvalid' };
  if (Number(whole) > MAX_QUANTITY) return { ok: false, error: 'claim.error.quantityInvalid' };
  return { ok: true, value: thousandths };
}

/** Damage extent in whole percent, 1–100. */
export function parseDamageExtent(text: string): Parsed<number> {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return { ok: false, error: 'claim.error.damageExtentInvalid' };
  const percent = Number(value);
  return percent >= 1 && percent <= 100
    ? { ok: true, value: percent }
    : { ok: false, error: 'claim.error.damageExtentInvalid' };
}

/**
 * The claimed loss of a damaged goods line in minor units: quantity × unit price × damage extent, rounded half
 * up once at the end (so that lines of a claim add up exactly as each is shown).
 */
export function goodsLineLoss(
  quantityThousandths: number,
  unitPriceMinor: number,
  extentPercent: number,
): number {
  const numerator = BigInt(quantityThousandths) * BigInt(unitPriceMinor) * BigInt(extentPercent);
  return toSafeNumber(divideHalfUp(numerator, QUANTITY_SCALE * 100n));
}

export interface GoodsLineText {
  readonly quantity: string;
  readonly unitPrice: string;
  readonly damageExtent: string;
}

/** The loss of a line given as typed, or undefined while any part is not a valid number. */
export function goodsLineLossOf(line: GoodsLineText, minorUnits: number): number | undefined {
  const quantity = parseQuantity(line.quantity);
  const unitPrice = parseAmount(line.unitPrice, minorUnits);
  const extent = parseDamageExtent(line.damageExtent);
  if (!quantity.ok || !unitPrice.ok || !extent.ok) return undefined;
  return goodsLineLoss(quantity.value, unitPrice.value, extent.value);
}
