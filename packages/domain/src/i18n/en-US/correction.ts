import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/correction.ts';

export default {
  'correction.type.90001': 'Whole-policy endorsement',
  'correction.type.00017': 'Cancellation (before departure)',
  'correction.type.00006': 'Surrender (after departure)',
  'correction.type.70001': 'Change of applicant',
  'correction.type.10001': 'Change of insured (assignment)',
  'correction.type.90002': 'Instalment endorsement',
  'correction.type.60001': 'Temporary to formal policy',
  'correction.type.80001': 'Turnover declaration',
  'correction.type.90003': 'Transport declaration',
  'correction.error.typeNotOffered.90002':
    'Policies here are paid in one sum when issued: there are no instalments, and so no instalment endorsement',
  'correction.error.typeNotOffered.60001':
    'No temporary policies are issued here: the vessel, departure date and ports (or B/L number) are required before issue; to change them after issue, apply for a whole-policy endorsement',
  'correction.error.typeNotOffered.80001':
    'Open policies here are rated per shipment declared, not on turnover; declare each shipment under Declaration instead',
  'correction.error.typeNotOffered.90003': 'Transport declarations are made under the Declaration menu',
  'correction.error.surrenderBeforeDeparture':
    'Cover has not started (the goods have not departed): apply for a cancellation instead',
  'correction.error.surrenderClaimOpen':
    'A claim on this policy is still open: the policy cannot be surrendered until it is closed',
  'correction.error.surrenderClaimPaid': 'A claim was paid on this policy: it cannot be surrendered',
  'correction.error.notForType': 'This endorsement type does not take this field',
  'correction.error.partyRequired': 'Enter the new details',
  'correction.error.partyUnchanged':
    'The new details are the same as the policy’s; change them and submit again',
  'correction.error.partyTypeFixed':
    'The client type cannot change; for another kind of client, cancel or surrender the policy and apply again',
  'correction.notice.surrenderNoReturn': 'Cover has started: a surrender returns no premium',
  'correction.notice.surrenderNotShipped':
    'Goods never shipped: once an underwriter has checked this, the premium is returned less 5 % as a handling fee',
  'correction.notice.partyChangeNoPremium':
    'Changing the applicant or the insured does not change the premium',
  'correction.refer.goodsNotShipped': 'Goods declared not shipped: the return premium needs checking',
  'correction.refer.assignmentAfterClaim':
    'A loss was reported on the policy: an assignment after it needs review',
  'correction.error.notCorrectable.status': 'This policy cannot be endorsed in its current status',
  'correction.error.notCorrectable.pending':
    'This policy already has an endorsement request under review; wait for the decision or withdraw it first',
  'correction.error.notCorrectable.expired': 'This policy has expired and cannot be endorsed',
  'correction.error.notCorrectable.subordinate':
    'This policy belongs to the subordinate account {{account}}; switch to that account to apply for an endorsement',
  'correction.error.cancelAfterDeparture':
    'Cover has started (the goods have departed): a cargo policy cannot be cancelled',
  'correction.error.nothingChanged':
    'The endorsement changes nothing on the policy; change a field and submit again',
  'correction.error.cancellationHasChanges': 'A cancellation cannot change the policy at the same time',
  'correction.error.changesRequired': 'Enter what the endorsement changes',
  'correction.error.departureOutsidePeriod': 'The departure date must be within the period of insurance',
  'correction.error.notWithdrawable': 'Only an endorsement request pending review can be withdrawn',
  'correction.error.notDeletable': 'Only a rejected or withdrawn endorsement request can be deleted',
  'correction.error.notPending': 'This endorsement request is not pending review',
  'correction.error.policyChanged': 'The policy has just changed; reload it and submit the endorsement again',
  'correction.notice.minimumAdditional':
    'After departure, the additional premium of an endorsement is at least the minimum premium',
  'correction.notice.noReturnAfterDeparture': 'After departure, an endorsement returns no premium',
  'correction.notice.cancellationFee':
    'Cancelling before departure keeps 5 % of the premium as a handling fee',
  'correction.notice.additionalPremiumBilled':
    'Once the endorsement is effective, the additional premium goes to your settlement list',
  'correction.message.effective': 'The endorsement is effective; endorsement no. {{endorsementNo}}',
  'correction.message.pendingReview':
    'The endorsement request is submitted and needs an underwriter’s review; endorsement request no. {{correctionNo}}',
  'correction.message.withdrawn': 'The endorsement request was withdrawn',
  'correction.message.deleted': 'The endorsement request was deleted; it cannot be recovered',
  'correction.message.approved':
    'The endorsement request was approved and is effective; endorsement no. {{endorsementNo}}',
  'correction.message.rejected': 'The endorsement request was rejected',
  'correction.reason.underwriterRejected': 'Rejected by the underwriter',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
