import { CLAIM_STATUS, type ClaimCaseStatus } from '../codes/claim.ts';

/**
 * What may happen to a claim in each status (docs/business-rules.md "Claim lifecycle"). Reported (01) →
 * settlement calculated (02) → closed (03) → archived (04). The adjuster may recalculate while the settlement is
 * not closed, close a reported claim without payment (declined or withdrawn), and request documents until the
 * claim is closed; the customer uploads documents until then too.
 */
export const CLAIM_ACTIONS = [
  { code: 'report', zh: '报案', en: 'Reported' },
  { code: 'requestDocuments', zh: '要求补充单证', en: 'Documents requested' },
  { code: 'calculateSettlement', zh: '理算', en: 'Settlement calculated' },
  { code: 'close', zh: '结案', en: 'Closed' },
  { code: 'archive', zh: '归档', en: 'Archived' },
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number]['code'];

const OPEN: readonly ClaimCaseStatus[] = [CLAIM_STATUS.reported, CLAIM_STATUS.settlementCalculated];

/** The statuses an action may start from, and the status it leaves (undefined: unchanged). */
export const CLAIM_TRANSITIONS: Readonly<
  Record<Exclude<ClaimAction, 'report'>, { from: readonly ClaimCaseStatus[]; to?: ClaimCaseStatus }>
> = {
  requestDocuments: { from: OPEN },
  calculateSettlement: { from: OPEN, to: CLAIM_STATUS.settlementCalculated },
  close: { from: OPEN, to: CLAIM_STATUS.closed },
  archive: { from: [CLAIM_STATUS.closed], to: CLAIM_STATUS.archived },
};

export const canTakeAction = (action: Exclude<ClaimAction, 'report'>, status: string): boolean =>
  (CLAIM_TRANSITIONS[action].from as readonly string[]).includes(status);

/** The customer may upload, replace and delete documents while the claim is open. */
export const acceptsDocuments = (status: string): boolean => (OPEN as readonly string[]).includes(status);
