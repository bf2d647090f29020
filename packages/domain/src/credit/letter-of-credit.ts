import { currencyIsoOf } from '../codes/currency.ts';
import { findRider } from '../pricing/clauses.ts';
import { amountLabel, divideUp, insuredAmountOf, PPM } from '../pricing/money.ts';

/**
 * What an insurer can check of an insurance document under a letter of credit before issuing it (UCP 600
 * art. 28, DOMAIN §4.1): (f) the amount in the credit's currency and at least the credit's percentage of the
 * CIF/CIP value (110 % when the credit is silent); (e) cover effective no later than the shipment date;
 * the risks the credit names covered ((h) any "all risks" cover satisfies "all risks"). Pure: the caller
 * parses the amounts; the findings carry message keys and their parameters.
 */

/** UCP 600 art. 28 (f) (ii): when the credit states no percentage, at least 110 % of the CIF or CIP value. */
export const LETTER_OF_CREDIT_DEFAULT_PERCENT = 110;

/** Risks a credit may name: three levels of main cover and the riders. */
export const LETTER_OF_CREDIT_RISKS = [
  { code: 'ALL_RISKS', zh: '一切险 / ICC（A）', en: 'All Risks / ICC (A)' },
  { code: 'WPA', zh: '水渍险 / ICC（B）', en: 'WPA / ICC (B)' },
  { code: 'FPA', zh: '平安险 / ICC（C）', en: 'FPA / ICC (C)' },
  { code: 'WAR', zh: '战争险', en: 'War risks' },
  { code: 'STRIKES', zh: '罢工险', en: 'Strikes risks' },
  { code: 'THEFT', zh: '偷窃、提货不着险', en: 'Theft, pilferage and non-delivery' },
  { code: 'RAIN', zh: '淡水雨淋险', en: 'Fresh water and rain damage' },
] as const;
export type LetterOfCreditRisk = (typeof LETTER_OF_CREDIT_RISKS)[number]['code'];

/** How wide a main clause is: all risks 3, WPA / ICC (B) 2, FPA / ICC (C) 1. */
const CLAUSE_LEVELS: Readonly<Record<string, number>> = {
  ICC_A: 3,
  CIC_ALL_RISKS: 3,
  AIR_ALL_RISKS: 3,
  ICC_B: 2,
  CIC_WPA: 2,
  ICC_C: 1,
  CIC_FPA: 1,
};
const REQUIRED_LEVELS: Readonly<Record<string, number>> = { ALL_RISKS: 3, WPA: 2, FPA: 1 };

/** The cover as the application or declaration states it (amounts in minor units of its currency). */
export interface CreditCover {
  currencyCode: string;
  /** The CIF/CIP (invoice) value. */
  invoiceAmount: number;
  additionPpm: number;
  coverStartDate: string | null;
  shipmentDate: string | null;
  mainClause: string;
  riders: readonly string[];
}

/** What the credit asks of the insurance document. */
export interface CreditTerms {
  currencyCode: string;
  /** The credit's minimum percentage of the CIF/CIP value, in ppm of one (110 % = 1 100 000). */
  minimumPpm: number;
  requiredRisks: readonly string[];
}

export type CreditCheck = 'currency' | 'amount' | 'coverStart' | 'risk';

export interface CreditFinding {
  check: CreditCheck;
  passed: boolean;
  key: string;
  params: Record<string, string>;
}

/** Sum insured = CIF × (1 + addition), rounded half-up to the minor unit (as the quote computes it). */
export const creditInsuredAmount = (cover: CreditCover) =>
  insuredAmountOf(cover.invoiceAmount, cover.additionPpm);

const currencyFinding = (cover: CreditCover, terms: CreditTerms): CreditFinding => {
  const passed = cover.currencyCode === terms.currencyCode;
  return {
    check: 'currency',
    passed,
    key: passed ? 'document.credit.currencyPassed' : 'document.credit.currencyFailed',
    params: { cover: currencyIsoOf(cover.currencyCode), credit: currencyIsoOf(terms.currencyCode) },
  };
};

const amountFinding = (cover: CreditCover, terms: CreditTerms): CreditFinding => {
  const insured = creditInsuredAmount(cover);
  const required = Number(divideUp(BigInt(cover.invoiceAmount) * BigInt(terms.minimumPpm), BigInt(PPM)));
  const passed = insured >= required;
  return {
    check: 'amount',
    passed,
    key: passed ? 'document.credit.amountPassed' : 'document.credit.amountFailed',
    params: {
      insured: amountLabel(insured, cover.currencyCode),
      required: amountLabel(required, cover.currencyCode),
      percent: `${terms.minimumPpm / 10_000}`,
    },
  };
};

const coverStartFinding = (cover: CreditCover): CreditFinding => {
  const { coverStartDate: start, shipmentDate: shipment } = cover;
  if (start === null || shipment === null) {
    return { check: 'coverStart', passed: false, key: 'document.credit.coverStartUnknown', params: {} };
  }
  const passed = start <= shipment;
  return {
    check: 'coverStart',
    passed,
    key: passed ? 'document.credit.coverStartPassed' : 'document.credit.coverStartFailed',
    params: { start, shipment },
  };
};

/** Whether the cover includes a risk the credit names. */
export const coversRisk = (cover: Pick<CreditCover, 'mainClause' | 'riders'>, risk: string) => {
  const required = REQUIRED_LEVELS[risk];
  if (required !== undefined) return (CLAUSE_LEVELS[cover.mainClause] ?? 0) >= required;
  return cover.riders.includes(risk) || (findRider(risk)?.includedIn.includes(cover.mainClause) ?? false);
};

const riskFinding = (cover: CreditCover, risk: string): CreditFinding => {
  const passed = coversRisk(cover, risk);
  return {
    check: 'risk',
    passed,
    key: passed ? 'document.credit.riskPassed' : 'document.credit.riskFailed',
    params: { risk },
  };
};

/** Every check, in the order of art. 28: currency, amount, date, risks. */
export const checkLetterOfCredit = (cover: CreditCover, terms: CreditTerms): CreditFinding[] => [
  currencyFinding(cover, terms),
  amountFinding(cover, terms),
  coverStartFinding(cover),
  ...terms.requiredRisks.map((risk) => riskFinding(cover, risk)),
];
