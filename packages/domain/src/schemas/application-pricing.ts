import type { PricingInput } from '../pricing/quote.ts';
import { isBlank } from '../validation/result.ts';
import { LOCODE } from './application-fields.ts';

/** The pricing engine's input of an application form, and the form field of each pricing issue. */

/** The parts of the form the price depends on (a quote request carries only these). */
export interface PricingFields {
  readonly productCode: string;
  readonly basic?: { readonly insuranceBeginDate?: string | null; readonly insuranceEndDate?: string | null };
  readonly goods?: { readonly majorCategory?: string | null; readonly subCategory?: string | null };
  readonly transport?: {
    readonly carryMode?: string | null;
    readonly departurePort?: string | null;
    readonly destinationPort?: string | null;
    readonly transitPort?: string | null;
    readonly letterOfCredit?: string | null;
    readonly iacsClass?: string | null;
    readonly shipAge?: number | null;
  };
  readonly insurance?: {
    readonly mainClause?: string | null;
    readonly riders?:
      | readonly { readonly riderCode: string; readonly riderSumInsured?: string | null }[]
      | null;
    readonly currencyCode?: string | null;
    readonly invoiceAmount?: string | null;
    readonly additionPercent?: string | null;
  };
}

const countryOfPort = (port: string | null | undefined): string | undefined =>
  port != null && LOCODE.test(port) ? port.slice(0, 2) : undefined;

/** The pricing engine's input for a form; the server adds the exchange rate and today's date. */
export function pricingInputOf(
  form: PricingFields,
  context: { readonly exchangeRate?: string | null; readonly today: string },
): PricingInput {
  const { basic = {}, goods = {}, transport = {}, insurance = {} } = form;
  const transit = countryOfPort(transport.transitPort);
  return {
    productCode: form.productCode,
    mainClause: insurance.mainClause ?? '',
    riders: (insurance.riders ?? []).map((rider) => ({
      code: rider.riderCode,
      sumInsured: rider.riderSumInsured,
    })),
    goods:
      isBlank(goods.majorCategory) || isBlank(goods.subCategory)
        ? null
        : { majorCode: goods.majorCategory, subCode: goods.subCategory },
    currency: insurance.currencyCode ?? '',
    invoiceAmount: insurance.invoiceAmount ?? '',
    additionPercent: insurance.additionPercent,
    letterOfCredit: transport.letterOfCredit === '1' ? '1' : '0',
    exchangeRate: context.exchangeRate,
    startDate: basic.insuranceBeginDate,
    endDate: basic.insuranceEndDate,
    today: context.today,
    conveyanceType: transport.carryMode,
    vessel: {
      age: transport.shipAge,
      classSociety: isBlank(transport.iacsClass) ? null : transport.iacsClass,
    },
    departureCountry: countryOfPort(transport.departurePort),
    destinationCountry: countryOfPort(transport.destinationPort),
    transitCountries: transit === undefined ? [] : [transit],
  };
}

const PRICING_FIELD_PATHS: Readonly<Record<string, readonly string[]>> = {
  productCode: ['productCode'],
  mainClause: ['insurance', 'mainClause'],
  goods: ['goods', 'subCategory'],
  currency: ['insurance', 'currencyCode'],
  exchangeRate: ['insurance', 'currencyCode'],
  invoiceAmount: ['insurance', 'invoiceAmount'],
  additionPercent: ['insurance', 'additionPercent'],
  startDate: ['basic', 'insuranceBeginDate'],
  today: ['basic', 'insuranceBeginDate'],
  endDate: ['basic', 'insuranceEndDate'],
  transportModes: ['transport', 'carryMode'],
  departureCountry: ['transport', 'departurePort'],
  destinationCountry: ['transport', 'destinationPort'],
  transitCountries: ['transport', 'transitPort'],
  'vessel.age': ['transport', 'shipAge'],
  'vessel.type': ['transport', 'carryMode'],
};

/** The form path of a pricing issue path ('riders.0.sumInsured' → insurance.riders.0.riderSumInsured). */
export function formPathOfPricingIssue(path: string): (string | number)[] {
  const rider = /^riders\.(\d+)(\.sumInsured)?$/.exec(path);
  if (rider) return ['insurance', 'riders', Number(rider[1]), rider[2] ? 'riderSumInsured' : 'riderCode'];
  const known = PRICING_FIELD_PATHS[path] ?? PRICING_FIELD_PATHS[path.split('.')[0] ?? ''];
  return known ? [...known] : path.split('.');
}
