import { convertToCny, minorUnitsOf, parseExchangeRate } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { findMonthlyDeclaredPremiums } from '../declaration/declaration.service.ts';
import { findExchangeRateToday } from '../quotation/quotation.service.ts';

/** Declared certificates of one open policy, month and currency, valued in CNY. */
export interface DeclaredPremiumCny {
  /** The month's last declaration day, 'YYYY-MM-DD'. */
  day: string;
  productCode: string;
  count: number;
  /** Integer minor units of CNY. */
  amount: number;
}

/** Today's rate of a currency as an exact decimal; a currency without one cannot be valued. */
const rateOf = async (app: FastifyInstance, currencyCode: string) => {
  const rate = await findExchangeRateToday(app.db, currencyCode);
  const parsed = parseExchangeRate(rate?.rate);
  if (!parsed.ok) throw new Error(`No exchange rate today for currency ${currencyCode}`);
  return parsed.value;
};

/**
 * Declared certificates' premium in CNY per open policy, month and currency (dated by the month's last
 * declaration), valued at today's rate: open-cover premium is billed monthly and not converted before
 * that. The premium trend and its product info both read it, so their totals agree to the fen.
 */
export const declaredPremiumsCny = async (
  app: FastifyInstance,
  session: Session,
  range: { startDate: string; endDate: string },
): Promise<DeclaredPremiumCny[]> => {
  const months = await findMonthlyDeclaredPremiums(app, session, range);
  const currencies = [...new Set(months.map((month) => month.currencyCode))];
  const rates = new Map(
    await Promise.all(currencies.map(async (code) => [code, await rateOf(app, code)] as const)),
  );
  return months.map((month) => ({
    day: month.lastDeclarationDate,
    productCode: month.productCode,
    count: month.count,
    amount: convertToCny(month.premium, minorUnitsOf(month.currencyCode), rates.get(month.currencyCode)!),
  }));
};
