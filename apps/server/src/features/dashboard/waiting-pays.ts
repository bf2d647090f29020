import { amountText, currencyIsoOf, toSafeNumber, type WaitingPays } from '@cargo/domain';
import type { StatusCurrencyTotal } from '../application/application.service.ts';

/**
 * A currency's sum insured in CNY fen: itself for CNY, else the database's sum of each application's
 * amount at the rate it was priced at (half-up at the fen, per application).
 */
const insuredAmountCnyOf = (total: StatusCurrencyTotal) => {
  if (currencyIsoOf(total.currencyCode) === 'CNY') return total.insuredAmount;
  if (total.unrated > 0) {
    throw new Error(
      `${total.unrated} application(s) pending payment in ${total.currencyCode} have no exchange rate`,
    );
  }
  return total.insuredAmountCny;
};

/**
 * SPEC "waitingPays" of the applications pending payment (B3), from their per-currency totals (in the order
 * the currencies first appear, newest submission first): the count, the CNY-equivalent sum insured and
 * premium (the stored CNY premium; the sum insured at each application's rate), and exact per-currency
 * figures — amounts of different currencies are never added as such.
 */
export const waitingPaysOf = (totals: readonly StatusCurrencyTotal[]): WaitingPays => ({
  waitingPaysCount: totals.reduce((sum, total) => sum + total.count, 0),
  waitingPaysTotalAmount: amountText(
    toSafeNumber(totals.reduce((sum, total) => sum + insuredAmountCnyOf(total), 0n)),
    'CNY',
  ),
  waitingPaysTotalPremium: amountText(
    toSafeNumber(totals.reduce((sum, total) => sum + total.premiumCny, 0n)),
    'CNY',
  ),
  currency: 'CNY',
  byCurrency: totals.map((total) => ({
    currencyCode: total.currencyCode,
    currency: currencyIsoOf(total.currencyCode),
    count: total.count,
    insuredAmount: amountText(toSafeNumber(total.insuredAmount), total.currencyCode),
    premium: amountText(toSafeNumber(total.premium), total.currencyCode),
  })),
});
