import type zh from '../zh-CN/correction.ts';

export default {
  'correction.type.90001': 'Whole-policy correction',
  'correction.type.00017': 'Cancellation (before departure)',
  'correction.error.notCorrectable.status': 'This policy cannot be corrected in its current status',
  'correction.error.notCorrectable.pending':
    'This policy already has a correction under review; wait for the decision or withdraw it first',
  'correction.error.notCorrectable.expired': 'This policy has expired and cannot be corrected',
  'correction.error.notCorrectable.subordinate':
    'This policy belongs to the subordinate account {{account}}; switch to that account to correct it',
  'correction.error.cancelAfterDeparture':
    'Cover has started (the goods have departed): a cargo policy cannot be cancelled',
  'correction.error.nothingChanged':
    'The correction changes nothing on the policy; change a field and submit again',
  'correction.error.cancellationHasChanges': 'A cancellation cannot change the policy at the same time',
  'correction.error.changesRequired': 'Enter what the correction changes',
  'correction.error.departureOutsidePeriod': 'The departure date must be within the period of insurance',
  'correction.error.notWithdrawable': 'Only a correction pending review can be withdrawn',
  'correction.error.notDeletable': 'Only a rejected or withdrawn correction can be deleted',
  'correction.error.notPending': 'This correction is not pending review',
  'correction.error.policyChanged': 'The policy has just changed; reload it and submit the correction again',
  'correction.notice.minimumAdditional':
    'After departure, an additional premium is at least the minimum premium',
  'correction.notice.noReturnAfterDeparture': 'After departure, no premium is returned',
  'correction.notice.cancellationFee':
    'Cancelling before departure keeps 5 % of the premium as a handling fee',
  'correction.notice.additionalPremiumBilled':
    'Once the correction is effective, the additional premium goes to your settlement list',
  'correction.message.effective': 'The correction is effective; endorsement no. {{correctionNo}}',
  'correction.message.pendingReview':
    'The correction is submitted and needs an underwriter’s review; endorsement no. {{correctionNo}}',
  'correction.message.withdrawn': 'The correction was withdrawn',
  'correction.message.deleted': 'The correction was deleted; it cannot be recovered',
  'correction.message.approved': 'The correction was approved and is effective',
  'correction.message.rejected': 'The correction was rejected',
  'correction.reason.underwriterRejected': 'Rejected by the underwriter',
} satisfies Record<keyof typeof zh, string>;
