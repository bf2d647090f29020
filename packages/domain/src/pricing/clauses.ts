import { EXPORT_PRODUCT_CODES, type ProductCode } from '../codes/index.ts';
import type { PricingErrorKey, ReferralKey } from './outcome.ts';

/**
 * Products, main clauses and riders (additional covers) of online insuring, with their base rates in ppm
 * of the sum insured (2000 ppm = 0.20%). Rates are DOMAIN §8 suggestions; the insurer is to confirm them.
 */

/** A product code priced here: the SPEC §9 products plus the export-type code MP09000111. */
export type PricingProductCode = ProductCode | (typeof EXPORT_PRODUCT_CODES)[number];

/**
 * How a product is rated:
 * - `import` / `export`: international cargo, any invoice currency, addition applies, war/strikes riders;
 * - `domestic`: domestic cargo (road, waterway, rail, air), CNY only;
 * - `parcel`: parcel post, any currency;
 * - `liabilityTrip`: carrier liability rated per shipment on the limit of liability, CNY only;
 * - `liabilityAnnual`: carrier liability rated per year on the per-accident limit, CNY only, short-term
 *   rate table below one year.
 */
export type ProductKind = 'import' | 'export' | 'domestic' | 'parcel' | 'liabilityTrip' | 'liabilityAnnual';

export const TRANSPORT_MODES = ['sea', 'inlandWaterway', 'air', 'road', 'rail', 'post'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export interface PricingProduct {
  readonly code: PricingProductCode;
  readonly kind: ProductKind;
  /** Transport modes assumed when the application does not give them. */
  readonly defaultModes: readonly TransportMode[];
}

export const PRICING_PRODUCTS = [
  { code: 'MP09110008', kind: 'import', defaultModes: ['sea'] },
  { code: 'MP09110009', kind: 'export', defaultModes: ['sea'] },
  { code: 'MP09000111', kind: 'export', defaultModes: ['sea'] },
  { code: 'MP09110012', kind: 'domestic', defaultModes: ['road'] },
  { code: 'MP09110015', kind: 'domestic', defaultModes: ['inlandWaterway'] },
  { code: 'MP09110013', kind: 'domestic', defaultModes: ['rail'] },
  { code: 'MP09110014', kind: 'domestic', defaultModes: ['air'] },
  { code: 'MP09110011', kind: 'parcel', defaultModes: ['post'] },
  { code: 'MP09000041', kind: 'liabilityTrip', defaultModes: ['road'] },
  { code: 'MP09000018', kind: 'liabilityAnnual', defaultModes: ['road'] },
  { code: 'MP09000028', kind: 'liabilityAnnual', defaultModes: ['road'] },
  { code: 'MP09000053', kind: 'liabilityAnnual', defaultModes: ['road'] },
  { code: 'MP09000086', kind: 'liabilityAnnual', defaultModes: ['road'] },
] as const satisfies readonly PricingProduct[];

export function findPricingProduct(code: string): PricingProduct | undefined {
  return (PRICING_PRODUCTS as readonly PricingProduct[]).find((p) => p.code === code);
}

export const isInternational = (kind: ProductKind): boolean => kind === 'import' || kind === 'export';
export const isLiability = (kind: ProductKind): boolean =>
  kind === 'liabilityTrip' || kind === 'liabilityAnnual';

export interface MainClause {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  /** Base rate in ppm of the sum insured; per year for annual liability products. */
  readonly ratePpm: number;
  readonly products: readonly PricingProductCode[];
  /** True when the rate is a yearly rate (short-term table below one year). */
  readonly annual?: boolean;
}

const IMPORT: readonly PricingProductCode[] = ['MP09110008'];
const EXPORT: readonly PricingProductCode[] = [...EXPORT_PRODUCT_CODES];
const INTERNATIONAL: readonly PricingProductCode[] = [...IMPORT, ...EXPORT];
const DOMESTIC_SURFACE: readonly PricingProductCode[] = ['MP09110012', 'MP09110015', 'MP09110013'];

/**
 * Main clauses. Export-type products (MP09110009, MP09000111) offer the Institute Cargo Clauses 2009
 * (A)/(B)/(C), which foreign buyers and letters of credit usually ask for; the import product
 * (MP09110008) offers the PICC/CIC 1981 ocean cargo clauses 一切险/水渍险/平安险, which a Chinese
 * consignee buys. The pairs are rated alike: A = All Risks, B = WPA, C = FPA (DOMAIN §1.2).
 */
export const MAIN_CLAUSES = [
  {
    code: 'ICC_A',
    zh: '英国协会货物条款（A）',
    en: 'Institute Cargo Clauses (A)',
    ratePpm: 2000,
    products: EXPORT,
  },
  {
    code: 'ICC_B',
    zh: '英国协会货物条款（B）',
    en: 'Institute Cargo Clauses (B)',
    ratePpm: 1000,
    products: EXPORT,
  },
  {
    code: 'ICC_C',
    zh: '英国协会货物条款（C）',
    en: 'Institute Cargo Clauses (C)',
    ratePpm: 600,
    products: EXPORT,
  },
  { code: 'CIC_ALL_RISKS', zh: '一切险', en: 'All Risks', ratePpm: 2000, products: IMPORT },
  { code: 'CIC_WPA', zh: '水渍险', en: 'With Particular Average (WPA)', ratePpm: 1000, products: IMPORT },
  { code: 'CIC_FPA', zh: '平安险', en: 'Free from Particular Average (FPA)', ratePpm: 600, products: IMPORT },
  { code: 'DOMESTIC_BASIC', zh: '基本险', en: 'Basic cover', ratePpm: 400, products: DOMESTIC_SURFACE },
  {
    code: 'DOMESTIC_COMPREHENSIVE',
    zh: '综合险',
    en: 'Comprehensive cover',
    ratePpm: 1000,
    products: DOMESTIC_SURFACE,
  },
  {
    code: 'AIR_ALL_RISKS',
    zh: '航空运输一切险',
    en: 'Air transportation all risks',
    ratePpm: 1200,
    products: ['MP09110014'],
  },
  { code: 'PARCEL_RISKS', zh: '邮包险', en: 'Parcel post risks', ratePpm: 2000, products: ['MP09110011'] },
  {
    code: 'CARRIER_LIABILITY_TRIP',
    zh: '承运人责任险（按趟次）',
    en: "Carrier's liability per shipment",
    ratePpm: 500,
    products: ['MP09000041'],
  },
  {
    code: 'HAZMAT_CARRIER_LIABILITY',
    zh: '道路危险货物承运人责任险',
    en: "Road dangerous-goods carrier's liability",
    ratePpm: 30000,
    products: ['MP09000018'],
    annual: true,
  },
  {
    code: 'CARRIER_LIABILITY_ANNUAL',
    zh: '承运人责任险（年度）',
    en: "Carrier's liability, annual",
    ratePpm: 10000,
    products: ['MP09000028', 'MP09000053', 'MP09000086'],
    annual: true,
  },
] as const satisfies readonly MainClause[];

export type MainClauseCode = (typeof MAIN_CLAUSES)[number]['code'];

export function findMainClause(code: string): MainClause | undefined {
  return (MAIN_CLAUSES as readonly MainClause[]).find((c) => c.code === code);
}

/** The main clauses offered for a product, in display order (empty for an unknown product). */
export function mainClausesFor(productCode: string): readonly MainClause[] {
  return (MAIN_CLAUSES as readonly MainClause[]).filter((c) =>
    (c.products as readonly string[]).includes(productCode),
  );
}

export interface Rider {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly ratePpm: number;
  readonly products: readonly PricingProductCode[];
  /** Main clauses that already include this cover: choosing the rider with them is an error. */
  readonly includedIn: readonly string[];
  /** The transit must have a leg in one of these modes, else `modesError`. */
  readonly requiresModes?: readonly TransportMode[];
  readonly modesError?: PricingErrorKey;
  /** A referral the rider always triggers. */
  readonly refer?: ReferralKey;
}

/**
 * Riders. War covers waterborne and air transit only (DOMAIN §1.1), so it needs a sea or air leg. Theft
 * and rain are already part of ICC (A), All Risks and domestic comprehensive cover. On-deck cargo is
 * always referred (DOMAIN §8).
 */
export const RIDERS = [
  {
    code: 'WAR',
    zh: '战争险',
    en: 'War risks',
    ratePpm: 400,
    products: INTERNATIONAL,
    includedIn: [],
    requiresModes: ['sea', 'air'],
    modesError: 'pricing.error.riderWarNeedsSeaOrAir',
  },
  {
    code: 'STRIKES',
    zh: '罢工险',
    en: 'Strikes risks',
    ratePpm: 200,
    products: INTERNATIONAL,
    includedIn: [],
  },
  {
    code: 'THEFT',
    zh: '偷窃、提货不着险',
    en: 'Theft, pilferage and non-delivery',
    ratePpm: 300,
    products: [...INTERNATIONAL, ...DOMESTIC_SURFACE],
    includedIn: ['ICC_A', 'CIC_ALL_RISKS', 'DOMESTIC_COMPREHENSIVE'],
  },
  {
    code: 'RAIN',
    zh: '淡水雨淋险',
    en: 'Fresh water and rain damage',
    ratePpm: 200,
    products: [...INTERNATIONAL, ...DOMESTIC_SURFACE],
    includedIn: ['ICC_A', 'CIC_ALL_RISKS', 'DOMESTIC_COMPREHENSIVE'],
  },
  {
    code: 'ON_DECK',
    zh: '舱面险',
    en: 'On-deck risks',
    ratePpm: 500,
    products: INTERNATIONAL,
    includedIn: [],
    requiresModes: ['sea'],
    modesError: 'pricing.error.riderOnDeckNeedsSea',
    refer: 'pricing.refer.onDeck',
  },
] as const satisfies readonly Rider[];

export type RiderCode = (typeof RIDERS)[number]['code'];

export function findRider(code: string): Rider | undefined {
  return (RIDERS as readonly Rider[]).find((r) => r.code === code);
}

/** The riders that can be added to a main clause of a product (not those the clause already includes). */
export function ridersFor(productCode: string, mainClause?: string): readonly Rider[] {
  return (RIDERS as readonly Rider[]).filter(
    (r) =>
      (r.products as readonly string[]).includes(productCode) &&
      (mainClause === undefined || !r.includedIn.includes(mainClause)),
  );
}
