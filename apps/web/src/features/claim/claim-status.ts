import { CLAIM_CASE_STATUSES } from '@cargo/domain';

/** The name of a claim status in the domain's list (codes/claim.ts). */
export type ClaimStatusKey = (typeof CLAIM_CASE_STATUSES)[number]['key'];

/** The colour of each claim status, by the status's name. */
export const CLAIM_STATUS_COLORS: Readonly<Record<ClaimStatusKey, string>> = {
  reported: 'blue',
  settlementCalculated: 'gold',
  closed: 'green',
  archived: 'default',
};

export const claimStatusKeyOf = (code: string): ClaimStatusKey | undefined =>
  CLAIM_CASE_STATUSES.find((status) => status.code === code)?.key;

/** The tag colour of a status code; a code the list does not hold is shown plain. */
export const claimStatusColorOf = (code: string): string => {
  const key = claimStatusKeyOf(code);
  return key ? CLAIM_STATUS_COLORS[key] : 'default';
};

/** Where a claim stands in the lifecycle: the index of its status in the list (reported 0 … archived 3). */
export const claimStepOf = (code: string): number =>
  Math.max(
    0,
    CLAIM_CASE_STATUSES.findIndex((status) => status.code === code),
  );

/** One step of the lifecycle as the detail page shows it. */
export interface ClaimProgressStep {
  code: string;
  /** 'finish' reached and passed, 'process' where the claim is, 'wait' not yet. */
  state: 'finish' | 'process' | 'wait';
  /** When the claim first reached it (China time), from its history. */
  at: string | undefined;
  /** Passed without happening: a claim closed without a settlement calculation. */
  skipped: boolean;
}

/**
 * The steps reported → settlement calculated → closed → archived of a claim in `status`, each with the time of
 * the first history entry that left the claim in it.
 */
export const claimProgress = (
  status: string,
  history: readonly { status: string; at: string }[],
  hasSettlement: boolean,
): ClaimProgressStep[] => {
  const current = claimStepOf(status);
  return CLAIM_CASE_STATUSES.map((step, index) => {
    const at = history
      .filter((entry) => entry.status === step.code)
      .map((entry) => entry.at)
      .sort()[0];
    const state = index < current ? 'finish' : index === current ? 'process' : 'wait';
    return {
      code: step.code,
      state,
      at,
      skipped: step.key === 'settlementCalculated' && index < current && !hasSettlement,
    };
  });
};
