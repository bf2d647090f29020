import {
  convertToCny,
  currencyByCode,
  formatAmount,
  minorUnitsOf,
  parseExchangeRate,
  type WaitingPays,
} from '@cargo/domain';
import type { ApplicationRow } from '../application/application.service.ts';

const CNY_MINOR_UNITS = minorUnitsOf('CNY');
const isoOf = (currencyCode: string) => currencyByCode(currencyCode)?.iso ?? currencyCode;

/** An application's sum insured in CNY at the exchange rate it was priced at (half-up at the fen). */
const insuredAmountCnyOf = (application: ApplicationRow) => {
  const amount = application.insuredAmount ?? 0;
  if (isoOf(application.currencyCode) === 'CNY') return amount;
  const rate = parseExchangeRate(application.exchangeRate ?? undefined);
  if (!rate.ok) throw new Error(`Application ${application.id} pending payment has no exchange rate`);
  return convertToCny(amount, minorUnitsOf(application.currencyCode), rate.value);
};

interface CurrencyTotal {
  count: number;
  insuredAmount: number;
  premium: number;
}

/** Exact totals per currency, in the order the currencies first appear. */
const byCurrencyOf = (applications: readonly ApplicationRow[]) => {
  const totals = new Map<string, CurrencyTotal>();
  for (const application of applications) {
    const total = totals.get(application.currencyCode) ?? { count: 0, insuredAmount: 0, premium: 0 };
    total.count += 1;
    total.insuredAmount += application.insuredAmount ?? 0;
    total.premium += application.premium ?? 0;
    totals.set(application.currencyCode, total);
  }
  return [...totals].map(([currencyCode, total]) => ({
    currencyCode,
    currency: isoOf(currencyCode),
    count: total.count,
    insuredAmount: formatAmount(total.insuredAmount, minorUnitsOf(currencyCode)),
    premium: formatAmount(total.premium, minorUnitsOf(currencyCode)),
  }));
};

/**
 * SPEC "waitingPays" of the applications pending payment (B3): the count, the CNY-equivalent sum insured
 * and premium (the stored CNY premium; the sum insured at the application's rate), and exact per-currency
 * figures — amounts of different currencies are never added as such.
 */
export const waitingPaysOf = (applications: readonly ApplicationRow[]): WaitingPays => ({
  waitingPaysCount: applications.length,
  waitingPaysTotalAmount: formatAmount(
    applications.reduce((sum, application) => sum + insuredAmountCnyOf(application), 0),
    CNY_MINOR_UNITS,
  ),
  waitingPaysTotalPremium: formatAmount(
    applications.reduce((sum, application) => sum + (application.premiumCny ?? 0), 0),
    CNY_MINOR_UNITS,
  ),
  currency: 'CNY',
  byCurrency: byCurrencyOf(applications),
});
