import { formatAmountGrouped, minorUnitsOf, parseAmount } from '@cargo/domain';

/**
 * Money as the server sends it: an exact decimal string in a currency ("20000000.00"). Display only:
 * the amounts are never computed with floats.
 */

/** Minor units of an exact decimal string, or undefined when it is not one. */
export const minorOf = (amount: string | null | undefined, currency: string): number | undefined => {
  if (amount === null || amount === undefined) return undefined;
  const parsed = parseAmount(amount, minorUnitsOf(currency));
  return parsed.ok ? parsed.value : undefined;
};

/** "20,000,000.00"; the text as sent when it is not a plain decimal; "—" when absent. */
export const groupAmount = (amount: string | null | undefined, currency: string): string => {
  const minor = minorOf(amount, currency);
  if (minor !== undefined) return formatAmountGrouped(minor, minorUnitsOf(currency));
  return amount ?? '—';
};

/** "USD 20,000,000.00", or "—". */
export const formatMoney = (amount: string | null | undefined, currency: string): string =>
  amount === null || amount === undefined ? '—' : `${currency} ${groupAmount(amount, currency)}`;

/** Share of the total still available, 0–100 with one decimal (for progress bars). */
export const remainingPercent = (balance: string, total: string, currency: string): number => {
  const left = minorOf(balance, currency);
  const all = minorOf(total, currency);
  if (left === undefined || all === undefined || all <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((left * 1000) / all) / 10));
};
