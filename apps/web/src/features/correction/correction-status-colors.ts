import { type CorrectionStatusKey, correctionStatusKeyOf } from '@cargo/domain';

/** The colour of each correction status of the domain's list (codes/status.ts), by the status's name. */
export const STATUS_COLORS: Readonly<Record<CorrectionStatusKey, string>> = {
  pendingReview: 'gold',
  effective: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** The tag colour of a status code; a code the list does not hold is shown plain. */
export const statusColorOf = (code: string): string => {
  const key = correctionStatusKeyOf(code);
  return key ? STATUS_COLORS[key] : 'default';
};
