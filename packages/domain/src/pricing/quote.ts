import { checkInput } from './check-input.ts';
import { isLiability } from './clauses.ts';
import {
  applyFactor,
  convertFromCny,
  convertToCny,
  formatDecimal,
  formatPercent,
  multiplyByRate,
  multiplyByRateAndFactor,
  PPM,
  PPM_PER_PERCENT,
} from './money.ts';
import type { PricingMessageKey, ReferralKey } from './outcome.ts';
import type { CheckedInput, PricingInput, PricingIssue } from './pricing-input.ts';
import type { ShortTerm } from './short-term.ts';
import {
  AUTO_UNDERWRITING_LIMIT_CNY,
  computeDeductible,
  type Deductible,
  HIGH_RISK_COUNTRY_LOADING_PPM,
  MINIMUM_PREMIUM_CNY,
  VESSEL_REFERRAL_AGE,
  vesselAgeLoadingPpm,
} from './underwriting.ts';

export { defaultAdditionPpm } from './check-input.ts';
export type { PricingInput, PricingIssue, RiderInput, VesselInput } from './pricing-input.ts';

/** A rate loading: the rate it adds (ppm), and for a multiplier its factor (ppm, 1 000 000 = ×1). */
export interface Loading {
  readonly key: PricingMessageKey;
  readonly ratePpm: number;
  readonly factorPpm?: number;
}

export interface RiderPremium {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly sumInsured: number;
  readonly ratePpm: number;
  readonly premium: number;
}

export interface Notice {
  readonly key: PricingMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A priced application. Amounts are minor units of `currency` (`minorUnits` decimals) unless named …Cny. */
export interface Quote {
  readonly productCode: string;
  readonly mainClause: string;
  readonly currency: string;
  readonly currencyCode: string;
  readonly minorUnits: number;
  /** CNY per one unit of the currency, as used ('1' for CNY). */
  readonly exchangeRate: string;
  readonly invoiceAmount: number;
  /** The addition as a percent string ('10', '12.5'), and in ppm of the invoice. */
  readonly additionPercent: string;
  readonly additionPpm: number;
  /** invoice × (1 + addition), half-up to the minor unit. */
  readonly insuredAmount: number;
  readonly insuredAmountCny: number;
  /** Main-clause base rate (annual for annual products). */
  readonly baseRatePpm: number;
  readonly loadings: readonly Loading[];
  /** Main-clause rate after loadings. */
  readonly mainRatePpm: number;
  /** Short-term factor of annual products; null for per-shipment products. */
  readonly shortTerm: ShortTerm | null;
  /** insured × main rate (× short-term factor), half-up. */
  readonly mainPremium: number;
  readonly riderPremiums: readonly RiderPremium[];
  /** Combined rate shown on the form: main rate + rider rates. */
  readonly ratePpm: number;
  /** Main premium + rider premiums, raised to the minimum premium when below it. */
  readonly premium: number;
  /** CNY 50 in the policy currency (rounded up). */
  readonly minimumPremium: number;
  readonly minimumPremiumApplied: boolean;
  readonly premiumCny: number;
  readonly deductible: Deductible;
  /** Reasons for manual underwriting (message keys, no duplicates); empty = automatic acceptance. */
  readonly referrals: readonly ReferralKey[];
  readonly notices: readonly Notice[];
}

export type PricingResult = { ok: true; quote: Quote } | { ok: false; issues: readonly PricingIssue[] };

/**
 * Prices an application and decides whether it can be accepted automatically. Pure: today's date and the
 * exchange rate come in with the input. Returns every input error found, or the quote.
 */
export function priceApplication(input: PricingInput): PricingResult {
  const checked = checkInput(input);
  if (!('product' in checked)) return { ok: false, issues: checked };
  return { ok: true, quote: computeQuote(checked) };
}

/** The loadings on the main-clause base rate. */
function loadingsOf(c: CheckedInput): Loading[] {
  const loadings: Loading[] = [];
  const base = c.clause.ratePpm;
  if (c.goods !== undefined && !isLiability(c.product.kind) && c.goods.loadingPpm !== PPM) {
    const loaded = applyFactor(base, c.goods.loadingPpm);
    loadings.push({ key: 'pricing.loading.goods', ratePpm: loaded - base, factorPpm: c.goods.loadingPpm });
  }
  if (c.sea && c.shipAge !== undefined) {
    const ageLoading = vesselAgeLoadingPpm(c.vesselType, c.shipAge);
    if (ageLoading > 0) loadings.push({ key: 'pricing.loading.vesselAge', ratePpm: ageLoading });
  }
  if (c.highRisk.length > 0) {
    loadings.push({ key: 'pricing.loading.highRiskCountry', ratePpm: HIGH_RISK_COUNTRY_LOADING_PPM });
  }
  return loadings;
}

/** The reasons for manual underwriting, in a fixed order, without duplicates. */
function referralsOf(c: CheckedInput, insuredAmountCny: number): ReferralKey[] {
  const referrals: ReferralKey[] = [];
  const refer = (key: ReferralKey): void => {
    if (!referrals.includes(key)) referrals.push(key);
  };
  if (insuredAmountCny > AUTO_UNDERWRITING_LIMIT_CNY) refer('pricing.refer.sumInsuredOverLimit');
  // The dangerous-goods carrier liability product exists to insure dangerous goods.
  if (c.goods?.refer !== undefined && !(c.goods.hazardous && c.product.code === 'MP09000018')) {
    refer(c.goods.refer);
  }
  if (c.startDate !== undefined && c.startDate < c.today) refer('pricing.refer.antiDated');
  if (c.highRisk.length > 0) refer('pricing.refer.highRiskCountry');
  if (c.riders.some((r) => r.rider.code === 'WAR') && c.highRisk.some((h) => h.warRisk)) {
    refer('pricing.refer.warExcludedArea');
  }
  if (c.sea) {
    if (c.shipAge !== undefined && c.shipAge >= VESSEL_REFERRAL_AGE) refer('pricing.refer.vesselOverAge');
    if (c.shipAge === undefined && !c.containerised) refer('pricing.refer.vesselAgeUnknown');
    if (c.iacs !== true) refer('pricing.refer.vesselNotIacs');
  }
  for (const { rider } of c.riders) if (rider.refer !== undefined) refer(rider.refer);
  return referrals;
}

function computeQuote(c: CheckedInput): Quote {
  const { currency, rate, insuredAmount, shortTerm } = c;
  const loadings = loadingsOf(c);
  const baseRatePpm = c.clause.ratePpm;
  const mainRatePpm = loadings.reduce((sum, l) => sum + l.ratePpm, baseRatePpm);

  // Premium.
  const mainPremium =
    shortTerm === null
      ? multiplyByRate(insuredAmount, mainRatePpm)
      : multiplyByRateAndFactor(insuredAmount, mainRatePpm, shortTerm.factorPpm);
  const riderPremiums: RiderPremium[] = c.riders.map(({ rider, sumInsured }) => {
    const riderSum = sumInsured ?? insuredAmount;
    return {
      code: rider.code,
      zh: rider.zh,
      en: rider.en,
      sumInsured: riderSum,
      ratePpm: rider.ratePpm,
      premium: multiplyByRate(riderSum, rider.ratePpm),
    };
  });
  const ratePpm = mainRatePpm + riderPremiums.reduce((sum, r) => sum + r.ratePpm, 0);
  const computed = riderPremiums.reduce((sum, r) => sum + r.premium, mainPremium);
  const minimumPremium = convertFromCny(MINIMUM_PREMIUM_CNY, currency.minorUnits, rate, 'up');
  const minimumPremiumApplied = computed < minimumPremium;
  const premium = minimumPremiumApplied ? minimumPremium : computed;
  const premiumCny = convertToCny(premium, currency.minorUnits, rate);
  const insuredAmountCny = convertToCny(insuredAmount, currency.minorUnits, rate);

  const notices: Notice[] = [];
  if (shortTerm !== null && shortTerm.months < 12) {
    notices.push({
      key: 'pricing.notice.shortTerm',
      params: { count: shortTerm.months, percent: shortTerm.factorPpm / PPM_PER_PERCENT },
    });
  }
  if (minimumPremiumApplied) notices.push({ key: 'pricing.notice.minimumPremium' });

  return {
    productCode: c.product.code,
    mainClause: c.clause.code,
    currency: currency.iso,
    currencyCode: currency.code,
    minorUnits: currency.minorUnits,
    exchangeRate: formatDecimal(rate),
    invoiceAmount: c.invoiceAmount,
    additionPercent: formatPercent(c.additionPpm, 0),
    additionPpm: c.additionPpm,
    insuredAmount,
    insuredAmountCny,
    baseRatePpm,
    loadings,
    mainRatePpm,
    shortTerm,
    mainPremium,
    riderPremiums,
    ratePpm,
    premium,
    minimumPremium,
    minimumPremiumApplied,
    premiumCny,
    deductible: computeDeductible(
      c.goods?.deductible ?? 'standard',
      insuredAmount,
      currency.iso,
      currency.minorUnits,
      rate,
    ),
    referrals: referralsOf(c, insuredAmountCny),
    notices,
  };
}
