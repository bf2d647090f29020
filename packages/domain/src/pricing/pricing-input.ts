import type { currencyByCode } from '../codes/index.ts';
import type { MainClause, PricingProduct, Rider } from './clauses.ts';
import type { GoodsSubcategory } from './goods-categories.ts';
import type { ExactDecimal } from './money.ts';
import type { PricingErrorKey } from './outcome.ts';
import type { ShortTerm } from './short-term.ts';
import type { HighRiskCountry, VesselType } from './underwriting.ts';

/**
 * What the application form gives the pricing engine, and what its check (check-input.ts) makes of it
 * for the quote (quote.ts): amounts in minor units, tables looked up.
 */

export interface RiderInput {
  readonly code: string;
  /**
   * Sum insured or accumulated limit of the rider, decimal string in the policy currency; blank = the
   * main sum insured (shared main coverage). It may not exceed the main sum insured (SPEC §5).
   */
  readonly sumInsured?: string | null;
}

export interface VesselInput {
  /** For the CL354 age limits; default from the carry mode: container (01) → container, else other. */
  readonly type?: VesselType | null;
  /** Ship age in whole years (number or numeric string); blank = unknown. */
  readonly age?: number | string | null;
  /** Whether the vessel is classed by an IACS member; when blank, derived from `classSociety`. */
  readonly iacs?: boolean | null;
  /** Class society code (e.g. 'CCS', 'LR'); used when `iacs` is blank. */
  readonly classSociety?: string | null;
}

/** What the application form gives the pricing engine. Amounts and rates are exact decimal strings. */
export interface PricingInput {
  readonly productCode: string;
  readonly mainClause: string;
  readonly riders?: readonly RiderInput[] | null;
  /** Goods major category and subcategory; required except for liability products. */
  readonly goods?: { readonly majorCode: string; readonly subCode: string } | null;
  /** Invoice (= policy) currency: portal code ('03') or ISO code ('USD'). */
  readonly currency: string;
  /** Invoice value, or the limit of liability for liability products: '100000.00'. */
  readonly invoiceAmount: string;
  /**
   * Addition percent ('10', '12.5'), at most 2 decimals, 0–30 (≥ 10 with a letter of credit). Default 10
   * for import, export and parcel; 0 for domestic cargo (insured at invoice value; enter an addition to
   * include freight); liability products take none.
   */
  readonly additionPercent?: string | number | null;
  /** Letter of credit (SPEC: 0 no, 1 yes). */
  readonly letterOfCredit?: boolean | '0' | '1' | null;
  /** CNY per ONE unit of the currency, exact decimal string from the server; ignored for CNY. */
  readonly exchangeRate?: string | null;
  /** Insurance period, 'YYYY-MM-DD', both days included. Required for annual products. */
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  /** Today's date in China, 'YYYY-MM-DD' (the server passes `todayInChina()`). */
  readonly today: string;
  /** Modes of the transit legs; default from the product (import/export: sea). */
  readonly transportModes?: readonly string[] | null;
  /** Carry mode: 01 container, 02 non-container. */
  readonly conveyanceType?: string | null;
  readonly vessel?: VesselInput | null;
  /** ISO 3166-1 alpha-2 country codes of the route. */
  readonly departureCountry?: string | null;
  readonly destinationCountry?: string | null;
  readonly transitCountries?: readonly string[] | null;
}

/** An input error: the field path (form field names, `riders.0.sumInsured`) and its message key. */
export interface PricingIssue {
  readonly path: string;
  readonly key: PricingErrorKey;
}
export interface ChosenRider {
  readonly rider: Rider;
  /** The rider's own sum insured; undefined = the main sum insured. */
  readonly sumInsured: number | undefined;
}
/** The input once checked: parsed amounts, looked-up tables. */
export interface CheckedInput {
  readonly product: PricingProduct;
  readonly clause: MainClause;
  readonly currency: Currency;
  readonly rate: ExactDecimal;
  readonly invoiceAmount: number;
  readonly additionPpm: number;
  readonly insuredAmount: number;
  readonly goods: GoodsSubcategory | undefined;
  readonly startDate: string | undefined;
  readonly today: string;
  readonly shortTerm: ShortTerm | null;
  readonly sea: boolean;
  readonly vesselType: VesselType;
  readonly shipAge: number | undefined;
  /** true / false, or undefined when the class is not known. */
  readonly iacs: boolean | undefined;
  readonly containerised: boolean;
  readonly highRisk: readonly HighRiskCountry[];
  readonly riders: readonly ChosenRider[];
}

export type Currency = NonNullable<ReturnType<typeof currencyByCode>>;
