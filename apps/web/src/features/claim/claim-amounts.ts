import { amountText } from '@cargo/domain';
import { minorOf } from '../../ui/format.ts';

/**
 * The exact sum of decimal amounts in one currency (integer minor units, never floats), as a decimal string;
 * undefined when one of them is not an amount of the currency.
 */
export const sumAmounts = (amounts: readonly string[], currency: string): string | undefined => {
  let total = 0;
  for (const amount of amounts) {
    const minor = minorOf(amount, currency);
    if (minor === undefined) return undefined;
    total += minor;
  }
  return amountText(total, currency);
};
