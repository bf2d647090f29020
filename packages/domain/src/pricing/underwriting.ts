import type { DeductibleClass } from './goods-categories.ts';
import { convertFromCny, type ExactDecimal, formatAmountGrouped, multiplyByRate } from './money.ts';
import type { PricingMessageKey } from './outcome.ts';

/** Underwriting constants and rules: limits, high-risk countries, vessels, deductibles. */

/** Automatic underwriting limit: sum insured above CNY 5,000,000 (or its equivalent) is referred. In fen. */
export const AUTO_UNDERWRITING_LIMIT_CNY = 500_000_000;

/** Minimum premium per policy (certificate): CNY 50, in fen (DOMAIN §8). */
export const MINIMUM_PREMIUM_CNY = 5_000;

/** Addition (markup over the invoice value), ppm of the invoice: default 10%, allowed 0–30%, L/C ≥ 10%. */
export const DEFAULT_ADDITION_PPM = 100_000;
export const MAX_ADDITION_PPM = 300_000;
export const LETTER_OF_CREDIT_MIN_ADDITION_PPM = 100_000;

/** Rate added when the route touches a high-risk country (DOMAIN §8: +0.05%). */
export const HIGH_RISK_COUNTRY_LOADING_PPM = 500;

export interface HighRiskCountry {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  /** Under UN/US/EU/UK sanctions programmes relevant to cargo and payments. */
  readonly sanctioned: boolean;
  /** War, armed conflict or piracy: war risks are excluded and need an underwriter's confirmation. */
  readonly warRisk: boolean;
}

/**
 * Sanctioned or war-risk countries. A route (departure, destination or transit country) touching one is
 * referred and loaded by 0.05%; with the war rider a war-risk country is also a "war in an excluded area"
 * referral. A short fixed list standing in for the insurer's compliance list and the JCC Cargo Watch
 * List (DOMAIN §3.2); review it regularly.
 */
export const HIGH_RISK_COUNTRIES = [
  { code: 'AF', zh: '阿富汗', en: 'Afghanistan', sanctioned: true, warRisk: true },
  { code: 'CU', zh: '古巴', en: 'Cuba', sanctioned: true, warRisk: false },
  { code: 'IR', zh: '伊朗', en: 'Iran', sanctioned: true, warRisk: true },
  { code: 'KP', zh: '朝鲜', en: 'North Korea', sanctioned: true, warRisk: false },
  { code: 'LY', zh: '利比亚', en: 'Libya', sanctioned: true, warRisk: true },
  { code: 'MM', zh: '缅甸', en: 'Myanmar', sanctioned: true, warRisk: true },
  { code: 'RU', zh: '俄罗斯', en: 'Russia', sanctioned: true, warRisk: true },
  { code: 'SD', zh: '苏丹', en: 'Sudan', sanctioned: true, warRisk: true },
  { code: 'SO', zh: '索马里', en: 'Somalia', sanctioned: true, warRisk: true },
  { code: 'SY', zh: '叙利亚', en: 'Syria', sanctioned: true, warRisk: true },
  { code: 'UA', zh: '乌克兰', en: 'Ukraine', sanctioned: false, warRisk: true },
  { code: 'YE', zh: '也门', en: 'Yemen', sanctioned: true, warRisk: true },
] as const satisfies readonly HighRiskCountry[];

export function findHighRiskCountry(code: string): HighRiskCountry | undefined {
  const upper = code.trim().toUpperCase();
  return (HIGH_RISK_COUNTRIES as readonly HighRiskCountry[]).find((c) => c.code === upper);
}

/** Vessel type for the Institute Classification Clause age limits (DOMAIN §3.4). */
export type VesselType = 'bulk' | 'liner' | 'container' | 'other';
export const VESSEL_TYPES = ['bulk', 'liner', 'container', 'other'] as const;

/** Age above which an additional premium applies (CL354): years. */
export const VESSEL_AGE_LIMITS: Readonly<Record<VesselType, number>> = {
  bulk: 10,
  liner: 25,
  container: 30,
  other: 15,
};

/** Vessels this old or older are referred. SPEC §5 accepts ship ages below 40 only. */
export const VESSEL_REFERRAL_AGE = 40;

/** Over-age loading (ppm added to the rate) by years over the limit: 1–5 +0.05%, … , over 15 +0.20%. */
export const VESSEL_AGE_LOADING_BANDS = [
  { maxYearsOver: 5, ratePpm: 500 },
  { maxYearsOver: 10, ratePpm: 1000 },
  { maxYearsOver: 15, ratePpm: 1500 },
  { maxYearsOver: Number.POSITIVE_INFINITY, ratePpm: 2000 },
] as const;

/** The over-age loading for a vessel of this type and age (0 when not over the limit). */
export function vesselAgeLoadingPpm(type: VesselType, age: number): number {
  const yearsOver = age - VESSEL_AGE_LIMITS[type];
  if (yearsOver <= 0) return 0;
  return VESSEL_AGE_LOADING_BANDS.find((b) => yearsOver <= b.maxYearsOver)?.ratePpm ?? 0;
}

/** IACS member societies (DOMAIN §3.4; list to be checked against iacs.org.uk). */
export const IACS_SOCIETIES = [
  { code: 'ABS', zh: '美国船级社', en: 'American Bureau of Shipping' },
  { code: 'BV', zh: '法国船级社', en: 'Bureau Veritas' },
  { code: 'CCS', zh: '中国船级社', en: 'China Classification Society' },
  { code: 'CRS', zh: '克罗地亚船级社', en: 'Croatian Register of Shipping' },
  { code: 'DNV', zh: '挪威船级社', en: 'DNV' },
  { code: 'IRS', zh: '印度船级社', en: 'Indian Register of Shipping' },
  { code: 'KR', zh: '韩国船级社', en: 'Korean Register' },
  { code: 'LR', zh: '英国劳氏船级社', en: "Lloyd's Register" },
  { code: 'NK', zh: '日本海事协会', en: 'Nippon Kaiji Kyokai (ClassNK)' },
  { code: 'PRS', zh: '波兰船级社', en: 'Polish Register of Shipping' },
  { code: 'RINA', zh: '意大利船级社', en: 'RINA' },
  { code: 'TL', zh: '土耳其船级社', en: 'Türk Loydu' },
] as const;

export function isIacsSociety(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return IACS_SOCIETIES.some((s) => s.code === upper);
}

export interface DeductibleRule {
  /** Share of the sum insured, ppm. */
  readonly ratioPpm: number;
  /** Floor in CNY fen. */
  readonly floorCny: number;
  /** Cannot be waived or reduced by a special agreement. */
  readonly mandatory: boolean;
  readonly textKey: PricingMessageKey;
}

/** Deductibles (DOMAIN §8): the higher of the floor and the share of the sum insured, each and every loss. */
export const DEDUCTIBLE_RULES: Readonly<Record<DeductibleClass, DeductibleRule>> = {
  standard: { ratioPpm: 5_000, floorCny: 50_000, mandatory: false, textKey: 'pricing.deductible.standard' },
  fragile: { ratioPpm: 10_000, floorCny: 200_000, mandatory: false, textKey: 'pricing.deductible.fragile' },
  grainOils: { ratioPpm: 5_000, floorCny: 50_000, mandatory: true, textKey: 'pricing.deductible.grainOils' },
};

export interface Deductible {
  readonly class: DeductibleClass;
  /** Message key of the clause text; fill it with `params`. */
  readonly textKey: PricingMessageKey;
  readonly params: { readonly currency: string; readonly amount: string };
  /** The deductible in the policy currency, minor units. */
  readonly amount: number;
  readonly ratioPpm: number;
  /** The CNY floor converted to the policy currency, minor units. */
  readonly floor: number;
  readonly mandatory: boolean;
}

/** The deductible for a sum insured in the policy currency (`minorUnits`, `rate` = CNY per unit). */
export function computeDeductible(
  deductibleClass: DeductibleClass,
  insuredAmount: number,
  currencyIso: string,
  minorUnits: number,
  rate: ExactDecimal,
): Deductible {
  const rule = DEDUCTIBLE_RULES[deductibleClass];
  const floor = convertFromCny(rule.floorCny, minorUnits, rate);
  const amount = Math.max(floor, multiplyByRate(insuredAmount, rule.ratioPpm));
  return {
    class: deductibleClass,
    textKey: rule.textKey,
    params: { currency: currencyIso, amount: formatAmountGrouped(amount, minorUnits) },
    amount,
    ratioPpm: rule.ratioPpm,
    floor,
    mandatory: rule.mandatory,
  };
}
