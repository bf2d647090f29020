import { convertFromCny, convertToCny, minorUnitsOf, parseExchangeRate } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../platform/errors.ts';
import { findExchangeRateToday } from '../quotation/quotation.service.ts';

/** Today's CNY rate of a currency; a missing rate refuses the field at `path`. */
export const todaysRate = async (app: FastifyInstance, currencyCode: string, path: string[]) => {
  const rate = parseExchangeRate((await findExchangeRateToday(app.db, currencyCode))?.rate);
  if (!rate.ok) throw fieldError(path, 'insuring.error.exchangeRateMissing');
  return rate.value;
};

/**
 * Amounts of one currency (minor units) in another, through CNY at today's rates, as the claim settlement
 * reckons them; the same currency is taken as it is.
 */
export const todaysConversion = async (
  app: FastifyInstance,
  from: string,
  to: string,
  path: string[],
): Promise<(amount: number) => number> => {
  if (from === to) return (amount) => amount;
  const fromRate = await todaysRate(app, from, path);
  const toRate = await todaysRate(app, to, path);
  return (amount) =>
    convertFromCny(convertToCny(amount, minorUnitsOf(from), fromRate), minorUnitsOf(to), toRate);
};
