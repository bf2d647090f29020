import type { ApplicationForm, Quote } from '@cargo/domain';
import type { PolicyRow } from '../policy/policy.service.ts';
import type { CorrectionFigures, CorrectionProposal } from './correction.mapper.ts';

/** Figures, proposals and rules the correction kinds share (minor units of the policy currency). */

/**
 * A correction priced against the policy as it stands: what preview answers and apply stores. Input errors
 * answer 400 naming the fields; nothing is written here.
 */
export interface PricedCorrection {
  policy: PolicyRow;
  proposal: CorrectionProposal;
  /** The corrected form and its quote (a cancellation has neither). */
  form: ApplicationForm | null;
  quote: Quote | null;
}

/** Cover has started: today (China) is on or after the insurance start date. */
export const isAfterDeparture = (policy: PolicyRow, today: string) => today >= policy.insuranceBeginDate;

export const proposalOf = (
  policy: PolicyRow,
  correctionType: string,
  changes: CorrectionProposal['changes'],
  figures: CorrectionFigures,
  referralKeys: string[],
): CorrectionProposal => ({
  policyId: policy.id,
  policyNo: policy.policyNo,
  correctionType,
  changes,
  figures,
  referralKeys,
});

/** The policy's premium and sum insured as they stand: nothing to pay or return. */
export const unchangedFigures = (policy: PolicyRow, isAfterDeparture: boolean): CorrectionFigures => ({
  currencyCode: policy.currencyCode,
  oldPremium: policy.premium,
  newPremium: policy.premium,
  premiumDifference: 0,
  additionalPremium: 0,
  returnPremium: 0,
  cancellationFee: 0,
  oldInsuredAmount: policy.insuredAmount,
  newInsuredAmount: policy.insuredAmount,
  isAfterDeparture,
});

/** The policy ends: its sum insured goes to 0; the premium kept is the fee, or all of it. */
export const endingFigures = (
  policy: PolicyRow,
  refund: { cancellationFee: number; returnPremium: number },
  isAfterDeparture: boolean,
): CorrectionFigures => ({
  currencyCode: policy.currencyCode,
  oldPremium: policy.premium,
  newPremium: policy.premium - refund.returnPremium,
  premiumDifference: 0 - refund.returnPremium,
  additionalPremium: 0,
  returnPremium: refund.returnPremium,
  cancellationFee: refund.cancellationFee,
  oldInsuredAmount: policy.insuredAmount,
  newInsuredAmount: 0,
  isAfterDeparture,
});
