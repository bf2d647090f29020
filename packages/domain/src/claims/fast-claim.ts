import { LOSS_TYPE } from '../codes/claim-causes.ts';
import { calculateClaimSettlement } from './claim-settlement.ts';

/**
 * Fast claims (快速理赔, docs/business-rules.md "Fast claim"): a small, plain cargo loss of a customer in good
 * standing is settled on a short document list. A report qualifies when all of these hold:
 * - the insurer's fast-claim switch (`isEnableFastClaim`) is on;
 * - the loss is cargo damage or shortage (no total loss, average, liability, injury or vehicle loss);
 * - no one was injured, no vehicle and no third party's property was damaged;
 * - the estimated loss is at most CNY 10,000 (converted at the day's rate);
 * - something would be paid: the estimate, in the policy currency, exceeds the policy's deductible;
 * - the customer is of high quality: at most 2 other claims reported in the last 365 days.
 */
export const FAST_CLAIM_LIMIT_CNY_MINOR = 1_000_000;
export const FAST_CLAIM_LOSS_TYPES: readonly string[] = [LOSS_TYPE.cargoDamage, LOSS_TYPE.shortage];
export const HIGH_QUALITY_MAX_CLAIMS_PER_YEAR = 2;
export const HIGH_QUALITY_LOOKBACK_DAYS = 365;

/** Why a report is not a fast claim; each has a message `claim.fast.refusal.<reason>`. */
export type FastClaimRefusal =
  | 'switchOff'
  | 'lossType'
  | 'injuryOrDamage'
  | 'amount'
  | 'belowDeductible'
  | 'customer';

export interface FastClaimFacts {
  readonly switchOn: boolean;
  readonly lossType: string;
  readonly personalInjury: boolean;
  readonly vehicleDamage: boolean;
  readonly propertyDamage: boolean;
  /** The estimated loss in CNY minor units. */
  readonly estimatedLossCny: number;
  /** What the estimate would pay after the deductible (`expectedClaimPayout`), minor units of the policy currency. */
  readonly expectedPayout: number;
  /** Claims of the account reported in the last 365 days, this one not counted. */
  readonly claimsInLastYear: number;
}

export const isHighQualityCustomer = (claimsInLastYear: number): boolean =>
  claimsInLastYear <= HIGH_QUALITY_MAX_CLAIMS_PER_YEAR;

/** Every reason the report is not a fast claim; none means it qualifies. */
export function fastClaimRefusals(facts: FastClaimFacts): FastClaimRefusal[] {
  const refusals: FastClaimRefusal[] = [];
  if (!facts.switchOn) refusals.push('switchOff');
  if (!FAST_CLAIM_LOSS_TYPES.includes(facts.lossType)) refusals.push('lossType');
  if (facts.personalInjury || facts.vehicleDamage || facts.propertyDamage) refusals.push('injuryOrDamage');
  if (facts.estimatedLossCny > FAST_CLAIM_LIMIT_CNY_MINOR) refusals.push('amount');
  if (facts.expectedPayout <= 0) refusals.push('belowDeductible');
  if (!isHighQualityCustomer(facts.claimsInLastYear)) refusals.push('customer');
  return refusals;
}

/**
 * What a report's estimate would pay, as the settlement will reckon it (one loss: the deductible taken once,
 * never more than the sum insured). All amounts in minor units of the policy currency.
 */
export const expectedClaimPayout = (cover: {
  readonly estimatedLoss: number;
  readonly deductible: number;
  readonly sumInsured: number;
}): number =>
  calculateClaimSettlement({
    lines: [{ lineNo: 1, claimedLoss: cover.estimatedLoss, assessedLoss: cover.estimatedLoss }],
    deductible: cover.deductible,
    sumInsured: cover.sumInsured,
  }).payable;
