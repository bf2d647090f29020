import { currencyByCode, currencyByIso } from '../codes/index.ts';
import { isValidDate } from '../validation/dates.ts';
import {
  findMainClause,
  findPricingProduct,
  findRider,
  isInternational,
  isLiability,
  type MainClause,
  type PricingProduct,
  type Rider,
  TRANSPORT_MODES,
  type TransportMode,
} from './clauses.ts';
import { findGoodsSubcategory, type GoodsSubcategory } from './goods-categories.ts';
import {
  applyFactor,
  CNY_RATE,
  convertFromCny,
  convertToCny,
  type ExactDecimal,
  formatDecimal,
  formatPercent,
  multiplyByRate,
  multiplyByRateAndFactor,
  PPM,
  PPM_PER_PERCENT,
  parseAmount,
  parseExchangeRate,
  parsePercent,
} from './money.ts';
import type { PricingErrorKey, PricingMessageKey, ReferralKey } from './outcome.ts';
import { type ShortTerm, shortTermFactor } from './short-term.ts';
import {
  AUTO_UNDERWRITING_LIMIT_CNY,
  computeDeductible,
  DEFAULT_ADDITION_PPM,
  type Deductible,
  findHighRiskCountry,
  HIGH_RISK_COUNTRY_LOADING_PPM,
  type HighRiskCountry,
  isIacsSociety,
  LETTER_OF_CREDIT_MIN_ADDITION_PPM,
  MAX_ADDITION_PPM,
  MINIMUM_PREMIUM_CNY,
  VESSEL_REFERRAL_AGE,
  VESSEL_TYPES,
  type VesselType,
  vesselAgeLoadingPpm,
} from './underwriting.ts';

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

/** An input error: the field path (form field names, `riders.0.sumInsured`) and its message key. */
export interface PricingIssue {
  readonly path: string;
  readonly key: PricingErrorKey;
}

export type PricingResult = { ok: true; quote: Quote } | { ok: false; issues: readonly PricingIssue[] };

const isBlankValue = (value: unknown): value is null | undefined | '' =>
  value == null || (typeof value === 'string' && value.trim() === '');

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

function parseShipAge(value: number | string): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const age = Number(text);
  return Number.isSafeInteger(age) && age > 0 ? age : undefined;
}

/** The addition used when the form leaves it blank. */
export function defaultAdditionPpm(product: PricingProduct): number {
  return isInternational(product.kind) || product.kind === 'parcel' ? DEFAULT_ADDITION_PPM : 0;
}

function hasLetterOfCredit(value: PricingInput['letterOfCredit']): boolean {
  return value === true || value === '1';
}

interface ChosenRider {
  readonly rider: Rider;
  /** The rider's own sum insured; undefined = the main sum insured. */
  readonly sumInsured: number | undefined;
}

interface RiderContext {
  readonly productCode: string;
  readonly clauseCode: string | undefined;
  readonly modes: readonly TransportMode[];
  readonly chosen: readonly ChosenRider[];
  readonly insuredAmount: number | undefined;
  readonly minorUnits: number;
}

function checkRider(input: RiderInput, path: string, ctx: RiderContext): ChosenRider | PricingIssue {
  const rider = findRider(input.code);
  if (rider === undefined) return { path, key: 'pricing.error.riderUnknown' };
  if (!(rider.products as readonly string[]).includes(ctx.productCode)) {
    return { path, key: 'pricing.error.riderNotAvailable' };
  }
  if (ctx.clauseCode !== undefined && rider.includedIn.includes(ctx.clauseCode)) {
    return { path, key: 'pricing.error.riderIncluded' };
  }
  if (ctx.chosen.some((r) => r.rider.code === rider.code))
    return { path, key: 'pricing.error.riderDuplicate' };
  if (rider.requiresModes !== undefined && !rider.requiresModes.some((m) => ctx.modes.includes(m))) {
    return { path, key: rider.modesError ?? 'pricing.error.riderNotAvailable' };
  }
  if (isBlankValue(input.sumInsured)) return { rider, sumInsured: undefined };
  const parsed = parseAmount(input.sumInsured, ctx.minorUnits);
  if (!parsed.ok) return { path: `${path}.sumInsured`, key: parsed.error };
  if (parsed.value <= 0) return { path: `${path}.sumInsured`, key: 'pricing.error.amountNotPositive' };
  if (ctx.insuredAmount !== undefined && parsed.value > ctx.insuredAmount) {
    return { path: `${path}.sumInsured`, key: 'pricing.error.riderExceedsMain' };
  }
  return { rider, sumInsured: parsed.value };
}

/** The input once checked: parsed amounts, looked-up tables. */
interface CheckedInput {
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

type Currency = NonNullable<ReturnType<typeof currencyByCode>>;

/**
 * Prices an application and decides whether it can be accepted automatically. Pure: today's date and the
 * exchange rate come in with the input. Returns every input error found, or the quote.
 */
export function priceApplication(input: PricingInput): PricingResult {
  const checked = checkInput(input);
  if (!('product' in checked)) return { ok: false, issues: checked };
  return { ok: true, quote: computeQuote(checked) };
}

/** Checks and parses the input: the parsed input, or every error found. */
function checkInput(input: PricingInput): CheckedInput | readonly PricingIssue[] {
  const issues: PricingIssue[] = [];
  const issue = (path: string, key: PricingErrorKey): void => {
    issues.push({ path, key });
  };

  // Product and main clause.
  const product: PricingProduct | undefined = findPricingProduct(input.productCode);
  if (product === undefined) return [{ path: 'productCode', key: 'pricing.error.productUnknown' }];
  const liability = isLiability(product.kind);
  let clause: MainClause | undefined;
  if (isBlankValue(input.mainClause)) issue('mainClause', 'pricing.error.clauseRequired');
  else {
    clause = findMainClause(input.mainClause);
    if (clause === undefined || !(clause.products as readonly string[]).includes(product.code)) {
      issue('mainClause', 'pricing.error.clauseNotAvailable');
      clause = undefined;
    }
  }

  // Currency and exchange rate.
  const currencyText = typeof input.currency === 'string' ? input.currency.trim() : '';
  const currency = currencyByCode(currencyText) ?? currencyByIso(currencyText);
  let rate: ExactDecimal | undefined;
  if (currency === undefined) issue('currency', 'pricing.error.currencyUnknown');
  else if (currency.iso === 'CNY') rate = CNY_RATE;
  else if (product.kind === 'domestic' || liability) issue('currency', 'pricing.error.currencyCnyOnly');
  else if (isBlankValue(input.exchangeRate)) issue('exchangeRate', 'pricing.error.exchangeRateRequired');
  else {
    const parsed = parseExchangeRate(input.exchangeRate);
    if (parsed.ok) rate = parsed.value;
    else issue('exchangeRate', parsed.error);
  }
  const minorUnits = currency?.minorUnits ?? 2;

  // Invoice amount and addition.
  let invoiceAmount: number | undefined;
  const invoice = parseAmount(input.invoiceAmount, minorUnits);
  if (!invoice.ok) issue('invoiceAmount', invoice.error);
  else if (invoice.value <= 0) issue('invoiceAmount', 'pricing.error.amountNotPositive');
  else if (currency !== undefined) invoiceAmount = invoice.value;

  let additionPpm: number | undefined = defaultAdditionPpm(product);
  if (!isBlankValue(input.additionPercent)) {
    const parsed = parsePercent(input.additionPercent, 2);
    if (!parsed.ok) {
      issue('additionPercent', 'pricing.error.additionInvalid');
      additionPpm = undefined;
    } else if (liability && parsed.value !== 0) {
      issue('additionPercent', 'pricing.error.additionNotApplicable');
      additionPpm = undefined;
    } else additionPpm = parsed.value;
  }
  if (additionPpm !== undefined && !liability) {
    if (additionPpm > MAX_ADDITION_PPM) {
      issue('additionPercent', 'pricing.error.additionTooHigh');
      additionPpm = undefined;
    } else if (hasLetterOfCredit(input.letterOfCredit) && additionPpm < LETTER_OF_CREDIT_MIN_ADDITION_PPM) {
      issue('additionPercent', 'pricing.error.additionBelowLetterOfCredit');
      additionPpm = undefined;
    }
  }
  let insuredAmount: number | undefined;
  if (invoiceAmount !== undefined && additionPpm !== undefined) {
    insuredAmount = multiplyByRate(invoiceAmount, PPM + additionPpm);
  }

  // Goods.
  let goods: GoodsSubcategory | undefined;
  if (input.goods == null || isBlankValue(input.goods.majorCode) || isBlankValue(input.goods.subCode)) {
    if (!liability) issue('goods', 'pricing.error.goodsRequired');
  } else {
    goods = findGoodsSubcategory(input.goods.majorCode, input.goods.subCode);
    if (goods === undefined) issue('goods', 'pricing.error.goodsUnknown');
  }

  // Dates and period.
  const startDate = isBlankValue(input.startDate) ? undefined : String(input.startDate).trim();
  const endDate = isBlankValue(input.endDate) ? undefined : String(input.endDate).trim();
  if (!isValidDate(input.today)) issue('today', 'pricing.error.dateInvalid');
  if (startDate !== undefined && !isValidDate(startDate)) issue('startDate', 'pricing.error.dateInvalid');
  if (endDate !== undefined && !isValidDate(endDate)) issue('endDate', 'pricing.error.dateInvalid');
  let shortTerm: ShortTerm | null = null;
  if (clause?.annual) {
    if (startDate === undefined) issue('startDate', 'pricing.error.periodRequired');
    if (endDate === undefined) issue('endDate', 'pricing.error.periodRequired');
    if (startDate !== undefined && endDate !== undefined && isValidDate(startDate) && isValidDate(endDate)) {
      const factor = shortTermFactor(startDate, endDate);
      if (factor.ok) shortTerm = factor.value;
      else issue('endDate', factor.error);
    }
  } else if (
    startDate !== undefined &&
    endDate !== undefined &&
    isValidDate(startDate) &&
    isValidDate(endDate) &&
    endDate < startDate
  ) {
    issue('endDate', 'pricing.error.periodOrder');
  }

  // Route.
  let modes: readonly TransportMode[] = product.defaultModes;
  if (input.transportModes != null && input.transportModes.length > 0) {
    const known = input.transportModes.filter((m): m is TransportMode =>
      (TRANSPORT_MODES as readonly string[]).includes(m),
    );
    if (known.length !== input.transportModes.length)
      issue('transportModes', 'pricing.error.transportModeInvalid');
    modes = known;
  }
  const countryFields: [string, string | null | undefined][] = [
    ['departureCountry', input.departureCountry],
    ['destinationCountry', input.destinationCountry],
    ...(input.transitCountries ?? []).map((c, i): [string, string] => [`transitCountries.${i}`, c]),
  ];
  const countries: string[] = [];
  for (const [path, value] of countryFields) {
    if (isBlankValue(value)) continue;
    if (!COUNTRY_CODE.test(value.trim())) issue(path, 'pricing.error.countryInvalid');
    else countries.push(value.trim().toUpperCase());
  }
  let shipAge: number | undefined;
  const vessel = input.vessel ?? {};
  if (!isBlankValue(vessel.age)) {
    shipAge = parseShipAge(vessel.age);
    if (shipAge === undefined) issue('vessel.age', 'pricing.error.shipAgeInvalid');
  }
  if (vessel.type != null && !(VESSEL_TYPES as readonly string[]).includes(vessel.type)) {
    issue('vessel.type', 'pricing.error.vesselTypeInvalid');
  }

  // Riders.
  const riders: ChosenRider[] = [];
  (input.riders ?? []).forEach((riderInput, index) => {
    const checked = checkRider(riderInput, `riders.${index}`, {
      productCode: product.code,
      clauseCode: clause?.code,
      modes,
      chosen: riders,
      insuredAmount,
      minorUnits,
    });
    if ('key' in checked) issue(checked.path, checked.key);
    else riders.push(checked);
  });

  if (
    issues.length > 0 ||
    clause === undefined ||
    currency === undefined ||
    rate === undefined ||
    invoiceAmount === undefined ||
    additionPpm === undefined ||
    insuredAmount === undefined
  ) {
    return issues;
  }
  return {
    product,
    clause,
    currency,
    rate,
    invoiceAmount,
    additionPpm,
    insuredAmount,
    goods,
    startDate,
    today: input.today,
    shortTerm,
    sea: modes.includes('sea'),
    vesselType: vessel.type ?? (input.conveyanceType === '01' ? 'container' : 'other'),
    shipAge,
    iacs: vessel.iacs ?? (isBlankValue(vessel.classSociety) ? undefined : isIacsSociety(vessel.classSociety)),
    containerised: input.conveyanceType === '01',
    highRisk: countries.map(findHighRiskCountry).filter((c) => c !== undefined),
    riders,
  };
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
      params: { months: shortTerm.months, percent: shortTerm.factorPpm / PPM_PER_PERCENT },
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
