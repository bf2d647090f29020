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
  TRANSPORT_MODES,
  type TransportMode,
} from './clauses.ts';
import { findGoodsSubcategory, type GoodsSubcategory } from './goods-categories.ts';
import {
  CNY_RATE,
  type ExactDecimal,
  insuredAmountOf,
  parseAmount,
  parseExchangeRate,
  parsePercent,
} from './money.ts';
import type { PricingErrorKey } from './outcome.ts';
import type {
  CheckedInput,
  ChosenRider,
  Currency,
  PricingInput,
  PricingIssue,
  RiderInput,
} from './pricing-input.ts';
import { type ShortTerm, shortTermFactor } from './short-term.ts';
import {
  DEFAULT_ADDITION_PPM,
  findHighRiskCountry,
  isIacsSociety,
  LETTER_OF_CREDIT_MIN_ADDITION_PPM,
  MAX_ADDITION_PPM,
  VESSEL_TYPES,
} from './underwriting.ts';

/** The check of the pricing input: every input error, in the order of the form, or the input parsed. */

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
/** Records an input error; the errors are answered in the order they are found. */
type Report = (path: string, key: PricingErrorKey) => void;

function checkClause(input: PricingInput, product: PricingProduct, report: Report): MainClause | undefined {
  if (isBlankValue(input.mainClause)) {
    report('mainClause', 'pricing.error.clauseRequired');
    return undefined;
  }
  const clause = findMainClause(input.mainClause);
  if (clause === undefined || !(clause.products as readonly string[]).includes(product.code)) {
    report('mainClause', 'pricing.error.clauseNotAvailable');
    return undefined;
  }
  return clause;
}

/** The currency and its exchange rate (CNY per unit); domestic and liability products insure in CNY only. */
function checkCurrency(
  input: PricingInput,
  product: PricingProduct,
  report: Report,
): { currency: Currency | undefined; rate: ExactDecimal | undefined } {
  const currencyText = typeof input.currency === 'string' ? input.currency.trim() : '';
  const currency = currencyByCode(currencyText) ?? currencyByIso(currencyText);
  if (currency === undefined) {
    report('currency', 'pricing.error.currencyUnknown');
    return { currency, rate: undefined };
  }
  if (currency.iso === 'CNY') return { currency, rate: CNY_RATE };
  if (product.kind === 'domestic' || isLiability(product.kind)) {
    report('currency', 'pricing.error.currencyCnyOnly');
    return { currency, rate: undefined };
  }
  if (isBlankValue(input.exchangeRate)) {
    report('exchangeRate', 'pricing.error.exchangeRateRequired');
    return { currency, rate: undefined };
  }
  const parsed = parseExchangeRate(input.exchangeRate);
  if (!parsed.ok) report('exchangeRate', parsed.error);
  return { currency, rate: parsed.ok ? parsed.value : undefined };
}

function checkInvoiceAmount(
  input: PricingInput,
  currency: Currency | undefined,
  minorUnits: number,
  report: Report,
): number | undefined {
  const invoice = parseAmount(input.invoiceAmount, minorUnits);
  if (!invoice.ok) report('invoiceAmount', invoice.error);
  else if (invoice.value <= 0) report('invoiceAmount', 'pricing.error.amountNotPositive');
  else if (currency !== undefined) return invoice.value;
  return undefined;
}

/** The addition in ppm (the product's default when blank); liability products take none. */
function checkAddition(input: PricingInput, product: PricingProduct, report: Report): number | undefined {
  const liability = isLiability(product.kind);
  let additionPpm = defaultAdditionPpm(product);
  if (!isBlankValue(input.additionPercent)) {
    const parsed = parsePercent(input.additionPercent, 2);
    if (!parsed.ok) {
      report('additionPercent', 'pricing.error.additionInvalid');
      return undefined;
    }
    if (liability && parsed.value !== 0) {
      report('additionPercent', 'pricing.error.additionNotApplicable');
      return undefined;
    }
    additionPpm = parsed.value;
  }
  if (liability) return additionPpm;
  if (additionPpm > MAX_ADDITION_PPM) {
    report('additionPercent', 'pricing.error.additionTooHigh');
    return undefined;
  }
  if (hasLetterOfCredit(input.letterOfCredit) && additionPpm < LETTER_OF_CREDIT_MIN_ADDITION_PPM) {
    report('additionPercent', 'pricing.error.additionBelowLetterOfCredit');
    return undefined;
  }
  return additionPpm;
}

/** The goods subcategory; required except for liability products. */
function checkGoods(input: PricingInput, liability: boolean, report: Report): GoodsSubcategory | undefined {
  if (input.goods == null || isBlankValue(input.goods.majorCode) || isBlankValue(input.goods.subCode)) {
    if (!liability) report('goods', 'pricing.error.goodsRequired');
    return undefined;
  }
  const goods = findGoodsSubcategory(input.goods.majorCode, input.goods.subCode);
  if (goods === undefined) report('goods', 'pricing.error.goodsUnknown');
  return goods;
}

/** The dates, and the short-term factor of an annual clause (its period is required). */
function checkPeriod(
  input: PricingInput,
  clause: MainClause | undefined,
  report: Report,
): { startDate: string | undefined; shortTerm: ShortTerm | null } {
  const startDate = isBlankValue(input.startDate) ? undefined : String(input.startDate).trim();
  const endDate = isBlankValue(input.endDate) ? undefined : String(input.endDate).trim();
  if (!isValidDate(input.today)) report('today', 'pricing.error.dateInvalid');
  if (startDate !== undefined && !isValidDate(startDate)) report('startDate', 'pricing.error.dateInvalid');
  if (endDate !== undefined && !isValidDate(endDate)) report('endDate', 'pricing.error.dateInvalid');
  const isPeriodValid =
    startDate !== undefined && endDate !== undefined && isValidDate(startDate) && isValidDate(endDate);
  if (!clause?.annual) {
    if (isPeriodValid && endDate < startDate) report('endDate', 'pricing.error.periodOrder');
    return { startDate, shortTerm: null };
  }
  if (startDate === undefined) report('startDate', 'pricing.error.periodRequired');
  if (endDate === undefined) report('endDate', 'pricing.error.periodRequired');
  if (!isPeriodValid) return { startDate, shortTerm: null };
  const factor = shortTermFactor(startDate, endDate);
  if (!factor.ok) report('endDate', factor.error);
  return { startDate, shortTerm: factor.ok ? factor.value : null };
}

/** The transport modes (the product's by default), the route's countries and the ship age. */
function checkRoute(
  input: PricingInput,
  product: PricingProduct,
  report: Report,
): { modes: readonly TransportMode[]; countries: string[]; shipAge: number | undefined } {
  let modes: readonly TransportMode[] = product.defaultModes;
  if (input.transportModes != null && input.transportModes.length > 0) {
    const known = input.transportModes.filter((m): m is TransportMode =>
      (TRANSPORT_MODES as readonly string[]).includes(m),
    );
    if (known.length !== input.transportModes.length)
      report('transportModes', 'pricing.error.transportModeInvalid');
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
    if (!COUNTRY_CODE.test(value.trim())) report(path, 'pricing.error.countryInvalid');
    else countries.push(value.trim().toUpperCase());
  }
  let shipAge: number | undefined;
  const vessel = input.vessel ?? {};
  if (!isBlankValue(vessel.age)) {
    shipAge = parseShipAge(vessel.age);
    if (shipAge === undefined) report('vessel.age', 'pricing.error.shipAgeInvalid');
  }
  if (vessel.type != null && !(VESSEL_TYPES as readonly string[]).includes(vessel.type)) {
    report('vessel.type', 'pricing.error.vesselTypeInvalid');
  }
  return { modes, countries, shipAge };
}

function checkRiders(
  inputs: readonly RiderInput[],
  context: Omit<RiderContext, 'chosen'>,
  report: Report,
): ChosenRider[] {
  const riders: ChosenRider[] = [];
  inputs.forEach((riderInput, index) => {
    const checked = checkRider(riderInput, `riders.${index}`, { ...context, chosen: riders });
    if ('key' in checked) report(checked.path, checked.key);
    else riders.push(checked);
  });
  return riders;
}

/** Checks and parses the input: the parsed input, or every error found. */
export function checkInput(input: PricingInput): CheckedInput | readonly PricingIssue[] {
  const product: PricingProduct | undefined = findPricingProduct(input.productCode);
  if (product === undefined) return [{ path: 'productCode', key: 'pricing.error.productUnknown' }];
  const issues: PricingIssue[] = [];
  const report: Report = (path, key) => {
    issues.push({ path, key });
  };
  const clause = checkClause(input, product, report);
  const { currency, rate } = checkCurrency(input, product, report);
  const minorUnits = currency?.minorUnits ?? 2;
  const invoiceAmount = checkInvoiceAmount(input, currency, minorUnits, report);
  const additionPpm = checkAddition(input, product, report);
  const insuredAmount =
    invoiceAmount !== undefined && additionPpm !== undefined
      ? insuredAmountOf(invoiceAmount, additionPpm)
      : undefined;
  const goods = checkGoods(input, isLiability(product.kind), report);
  const { startDate, shortTerm } = checkPeriod(input, clause, report);
  const { modes, countries, shipAge } = checkRoute(input, product, report);
  const riders = checkRiders(
    input.riders ?? [],
    { productCode: product.code, clauseCode: clause?.code, modes, insuredAmount, minorUnits },
    report,
  );
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
  const vessel = input.vessel ?? {};
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
