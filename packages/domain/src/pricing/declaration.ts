import { minorUnitsOf } from '../codes/currency.ts';
import { isBlank } from '../validation/result.ts';
import { findPricingProduct } from './clauses.ts';
import { insuredAmountOf, multiplyByRate, parseAmount, parsePercent } from './money.ts';
import { fail, type Outcome, ok } from './outcome.ts';
import { defaultAdditionPpm } from './quote.ts';
import { DEFAULT_ADDITION_PPM } from './underwriting.ts';

/**
 * The price of a declaration under an open policy (SPEC §5), the same on the form and on the server:
 * the invoice amount in the minor units of its currency, the addition (as given, else the product's
 * default), insured = invoice × (1 + addition) and premium = insured × the open policy's rate. Each
 * product is exact and rounded once, half-up, at the minor unit.
 */

/** What a declaration gives its price: its amounts as typed. */
export interface DeclaredAmounts {
  /** Decimal string in the invoice currency ('100000.00'; whole units for a currency without minor units). */
  readonly invoiceAmount: string;
  /** Portal code (or ISO code) of the invoice currency. */
  readonly invoiceCurrency: string;
  /** Percent with at most 2 decimals; blank means the product's default. */
  readonly additionPercent?: string | undefined;
}

/** What the open policy gives a declaration's price. */
export interface DeclarationCover {
  readonly productCode: string;
  /** The open policy's rate, ppm of the sum insured (0.15% = 1500). */
  readonly ratePpm: number;
}

/** The money of a declaration, every amount in minor units of the invoice currency. */
export interface DeclarationPrice {
  invoiceAmount: number;
  additionPpm: number;
  insuredAmount: number;
  premium: number;
  /** Decimal places of the invoice currency (0 for JPY and KRW). */
  minorUnits: number;
}

/** The addition of a declaration in ppm: as given, else the product's default (10%, domestic 0%). */
export const additionPpmOf = (
  declaration: { readonly additionPercent?: string | undefined },
  productCode: string,
) => {
  if (!isBlank(declaration.additionPercent)) {
    const parsed = parsePercent(declaration.additionPercent, 2);
    if (parsed.ok) return parsed.value;
  }
  const product = findPricingProduct(productCode);
  return product ? defaultAdditionPpm(product) : DEFAULT_ADDITION_PPM;
};

/**
 * Prices a declaration; fails (as `ZDeclaration` does) when the invoice amount is not a positive amount of
 * its currency or a given addition is not a percent with at most 2 decimals.
 */
export const priceDeclaration = (
  declaration: DeclaredAmounts,
  cover: DeclarationCover,
): Outcome<DeclarationPrice> => {
  const minorUnits = minorUnitsOf(declaration.invoiceCurrency);
  const invoice = parseAmount(declaration.invoiceAmount, minorUnits);
  if (!invoice.ok) return fail(invoice.error);
  if (invoice.value <= 0) return fail('pricing.error.amountNotPositive');
  if (!isBlank(declaration.additionPercent) && !parsePercent(declaration.additionPercent, 2).ok) {
    return fail('pricing.error.additionInvalid');
  }
  const additionPpm = additionPpmOf(declaration, cover.productCode);
  const insuredAmount = insuredAmountOf(invoice.value, additionPpm);
  return ok({
    invoiceAmount: invoice.value,
    additionPpm,
    insuredAmount,
    premium: multiplyByRate(insuredAmount, cover.ratePpm),
    minorUnits,
  });
};
