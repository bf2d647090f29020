import { minorOf } from '../../ui/format.ts';

/** Share of the total still available, 0–100 with one decimal (for progress bars). */
export const remainingPercent = (balance: string, total: string, currency: string): number => {
  const left = minorOf(balance, currency);
  const all = minorOf(total, currency);
  if (left === undefined || all === undefined || all <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((left * 1000) / all) / 10));
};
