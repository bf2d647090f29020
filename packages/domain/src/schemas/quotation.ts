import { z } from 'zod';
import { productCodeSchema } from '../codes/code-schemas.ts';
import { ZBasicSection, ZGoodsSection, ZInsuranceSection, ZTransportSection } from './application.ts';
import { ZMoney } from './money.ts';

/** A stored quotation can be used for 30 days from the day it was given (docs/business-rules.md). */
export const QUOTATION_VALIDITY_DAYS = 30;

/** POST queryUserProductList: the products the current account may insure online (SPEC §9). */
export const ZUserProduct = z.object({
  productCode: z.string(),
  productName: z.string(),
  /** import, export, domestic, parcel, liabilityTrip, liabilityAnnual (pricing/clauses.ts). */
  productKind: z.string(),
  /** Invoice currencies allowed: every listed currency, or CNY only for domestic and liability products. */
  currencyCodes: z.array(z.string()),
  /** Addition percentage used when the form leaves it blank. */
  defaultAdditionPercent: z.string(),
  mainClauses: z.array(
    z.object({ code: z.string(), name: z.string(), rate: z.string(), isAnnual: z.boolean() }),
  ),
  riders: z.array(
    z.object({ code: z.string(), name: z.string(), rate: z.string(), includedIn: z.array(z.string()) }),
  ),
});
export type UserProduct = z.infer<typeof ZUserProduct>;

/**
 * POST /cargo/quote/acquireQuote and previewQuote: the parts of the application form the price depends
 * on. The whole form may be sent: other fields are ignored.
 */
export const ZQuoteRequest = z.object({
  productCode: productCodeSchema,
  basic: ZBasicSection.prefault({}),
  goods: ZGoodsSection.pick({ majorCategory: true, subCategory: true }).prefault({}),
  transport: ZTransportSection.pick({
    carryMode: true,
    departurePort: true,
    destinationPort: true,
    transitPort: true,
    letterOfCredit: true,
    iacsClass: true,
    shipAge: true,
  }).prefault({}),
  insurance: ZInsuranceSection.pick({
    mainClause: true,
    riders: true,
    currencyCode: true,
    invoiceAmount: true,
    additionPercent: true,
  }).prefault({}),
});
export type QuoteRequest = z.infer<typeof ZQuoteRequest>;
export type QuoteRequestInput = z.input<typeof ZQuoteRequest>;

export const ZReferral = z.object({ key: z.string(), message: z.string() });
export type Referral = z.infer<typeof ZReferral>;

/** A deductible line (SPEC §3 "Deductible info"). Amounts are decimal strings in the policy currency. */
export const ZDeductibleLine = z.object({
  item: z.string(),
  deductibleType: z.string(),
  /** % of the sum insured. */
  ratio: z.string(),
  /** Floor of the deductible. */
  lossAmount: ZMoney,
  amount: ZMoney,
  description: z.string(),
  isMandatory: z.boolean(),
});
export type DeductibleLine = z.infer<typeof ZDeductibleLine>;

/**
 * A priced application. Amounts are exact decimal strings in the policy currency (`currencyCode`) unless
 * named …Cny; rates are percentages of the sum insured ('0.20' = 0.20%).
 */
export const ZQuoteResult = z.object({
  /** Set by acquireQuote (stored, 30 days); null for previewQuote and for an application's own price. */
  quotationNo: z.string().nullable(),
  validUntil: z.string().nullable(),
  productCode: z.string(),
  productName: z.string(),
  mainClause: z.string(),
  mainClauseName: z.string(),
  currencyCode: z.string(),
  /** ISO 4217 code. */
  currency: z.string(),
  /** CNY per one unit of the currency. */
  exchangeRate: z.string(),
  invoiceAmount: ZMoney,
  additionPercent: z.string(),
  insuredAmount: ZMoney,
  insuredAmountCny: ZMoney,
  baseRate: z.string(),
  loadings: z.array(z.object({ name: z.string(), rate: z.string() })),
  mainRate: z.string(),
  /** Main rate + rider rates, as shown on the form. */
  rate: z.string(),
  shortTerm: z.object({ months: z.number().int(), percent: z.string() }).nullable(),
  mainPremium: ZMoney,
  riderPremiums: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      sumInsured: ZMoney,
      rate: z.string(),
      premium: ZMoney,
    }),
  ),
  premium: ZMoney,
  premiumCny: ZMoney,
  minimumPremium: ZMoney,
  isMinimumPremiumApplied: z.boolean(),
  deductibles: z.array(ZDeductibleLine),
  /** Reasons for manual underwriting, in the caller's language; empty = accepted automatically. */
  referrals: z.array(ZReferral),
  notices: z.array(z.string()),
});
export type QuoteResult = z.infer<typeof ZQuoteResult>;

/** GET /cargo/quote/queryQuotationInfo/{id}: a stored quotation, the request it priced and whether it is still valid. */
export const ZStoredQuotation = ZQuoteResult.extend({
  /** What acquireQuote was asked to price, as it was stored. */
  request: ZQuoteRequest,
  isEffective: z.boolean(),
});
export type StoredQuotation = z.infer<typeof ZStoredQuotation>;

/** GET /cargo/basedata/getExchangeRate?currencyCode=03 (portal code or ISO code). */
export const ZExchangeRateQuery = z.object({
  currencyCode: z.string().trim().min(1, 'error.fieldRequired').max(3),
});
export const ZExchangeRate = z.object({
  currencyCode: z.string(),
  currency: z.string(),
  /** CNY per one unit of the currency (JPY about 0.0465, not per 100). */
  rate: z.string(),
  effectiveDate: z.string(),
});
export type ExchangeRate = z.infer<typeof ZExchangeRate>;

/** `{id}` of the quotation calls is the quotation number. */
export const ZQuotationNoParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^Q\d{19}$/, 'error.fieldInvalid'),
});

export const ZQuotationEffectiveness = z.object({
  quotationNo: z.string(),
  isEffective: z.boolean(),
  validUntil: z.string(),
});
export type QuotationEffectiveness = z.infer<typeof ZQuotationEffectiveness>;
