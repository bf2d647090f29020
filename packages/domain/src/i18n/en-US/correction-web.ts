import type zh from '../zh-CN/correction-web.ts';

export default {
  'field.reason': 'Reason for correction',
  'field.correctionType': 'Correction type',

  'correctionWeb.field.correctionNo': 'Correction application no.',
  'correctionWeb.field.endorsementNo': 'Endorsement number',
  'correctionWeb.field.appliedAt': 'Applied at',
  'correctionWeb.field.decidedAt': 'Decided at',

  'correctionWeb.entry.correct': 'Request correction',
  'correctionWeb.entry.notice':
    'Choose an issued policy below and click "Correct" to apply. Before cover starts a policy may be cancelled (5% of the premium is kept as a handling fee); after that only its details can be corrected.',

  'correctionWeb.apply.intro':
    'Change the goods, transport and insurance details; the premium is computed again',
  'correctionWeb.apply.backToPolicies': 'Back to online correction',
  'correctionWeb.apply.badPolicyNo':
    'Policy number {{policyNo}} is not valid; choose the policy from online correction',
  'correctionWeb.apply.loadFailed': 'Could not load the policy for correction',
  'correctionWeb.apply.notCorrectable': 'This policy cannot be corrected now',

  'correctionWeb.facts.title': 'Policy',
  'correctionWeb.facts.period': 'Period of insurance',
  'correctionWeb.facts.beforeDeparture': 'Cover not yet started',
  'correctionWeb.facts.afterDeparture': 'Cover has started',

  'correctionWeb.section.application': 'Correction request',
  'correctionWeb.section.goods': 'Goods information',
  'correctionWeb.section.transport': 'Transport information',
  'correctionWeb.section.insurance': 'Insurance information',

  'correctionWeb.section.applicant': 'New applicant',
  'correctionWeb.section.insured': 'New insured (assignee)',
  'correctionWeb.type.surrenderTitle': 'A surrender ends the whole policy',
  'correctionWeb.type.surrenderHelp':
    'Cover has started, so a surrender returns no premium. If the goods were never shipped, tick the box below and say so in the reason: once an underwriter has checked it, the premium is returned less a handling fee of {{percent}}%.',
  'correctionWeb.type.goodsNotShipped': 'The goods were never shipped (reviewed by an underwriter)',
  'correctionWeb.type.cancellationTitle': 'Cancellation ends the whole policy',
  'correctionWeb.type.cancellationHelp':
    'Before cover starts the policy may be cancelled; the premium is returned less a handling fee of {{percent}}% of the premium. A cancelled policy cannot be restored.',

  'correctionWeb.form.changed': 'Changed',
  'correctionWeb.form.reasonHelp':
    'Say why, e.g. the bill of lading was reissued or the invoice amount changed',
  'correctionWeb.form.reasonPlaceholder': 'Reason for the correction',
  'correctionWeb.form.changedCount': '{{count}} field(s) changed',
  'correctionWeb.form.cancellationHint': 'A cancellation changes no details',
  'correctionWeb.form.back': 'Back',
  'correctionWeb.form.reset': 'Restore values',
  'correctionWeb.form.submit': 'Submit correction',
  'correctionWeb.form.fixErrors': 'Please correct the fields shown and submit again',
  'correctionWeb.form.otherIssues': 'The correction was not accepted',
  'correctionWeb.form.retrySafe':
    'Network problem: you may submit again, the correction will not be made twice',

  'correctionWeb.preview.title': 'Correction preview',
  'correctionWeb.preview.calculating': 'Calculating',
  'correctionWeb.preview.wait.changes':
    'Change a detail of the policy to see what changes and the premium here',
  'correctionWeb.preview.wait.invalid': 'Please first fix the fields marked as wrong',
  'correctionWeb.preview.changes': 'Changes (before → after)',
  'correctionWeb.preview.blank': '(blank)',
  'correctionWeb.preview.becomes': 'becomes',
  'correctionWeb.preview.outcome.effective': 'Takes effect as soon as it is submitted',
  'correctionWeb.preview.outcome.pendingReview':
    'Goes to an underwriter for review and takes effect once approved',

  'correctionWeb.pricing.oldPremium': 'Premium before',
  'correctionWeb.pricing.newPremium': 'Premium after',
  'correctionWeb.pricing.additionalPremium': 'Additional premium',
  'correctionWeb.pricing.returnPremium': 'Return premium',
  'correctionWeb.pricing.cancellationFee': 'Cancellation fee',
  'correctionWeb.pricing.difference': 'Premium change',
  'correctionWeb.pricing.noDifference': 'Nothing to pay or return',

  'correctionWeb.confirm.title': 'Submit this correction?',
  'correctionWeb.confirm.cancelTitle': 'Cancel this policy?',
  'correctionWeb.confirm.changes': 'Policy {{policyNo}}: {{count}} field(s) changed.',
  'correctionWeb.confirm.cancelPolicy': 'Policy {{policyNo}} will be cancelled; this cannot be undone.',
  'correctionWeb.confirm.fee': 'Cancellation fee: {{amount}}',
  'correctionWeb.confirm.additional': 'Additional premium: {{amount}}',
  'correctionWeb.confirm.return': 'Return premium: {{amount}}',
  'correctionWeb.confirm.outcome.effective': 'It takes effect at once.',
  'correctionWeb.confirm.outcome.pendingReview': 'It goes to an underwriter for review.',
  'correctionWeb.confirm.priceOnSubmit': 'The premium is computed again on submission.',
  'correctionWeb.confirm.ok': 'Submit',
  'correctionWeb.confirm.cancel': 'Cancel',

  'correctionWeb.result.effectiveHelp':
    'The correction is in effect; the endorsement states the policy as it now stands.',
  'correctionWeb.result.reviewHelp':
    'Follow the review under correction application enquiry; you may withdraw the application until it is decided.',
  'correctionWeb.result.policy': 'View the policy',
  'correctionWeb.result.another': 'Correct another policy',

  'correctionWeb.enquiry.filters': 'Correction application filters',
  'correctionWeb.enquiry.appliedRange': 'Application date',
  'correctionWeb.enquiry.premium': 'Additional / return premium',
  'correctionWeb.enquiry.newCorrection': 'Online correction',
  'correctionWeb.enquiry.empty': 'No correction applications',
  'correctionWeb.enquiry.reviewReasons': 'Review reasons',
  'correctionWeb.enquiry.cancellationNoChanges': 'Cancellation: no details changed',
  'correctionWeb.enquiry.withdraw': 'Withdraw',
  'correctionWeb.enquiry.withdrawTitle': 'Withdraw this correction application?',
  'correctionWeb.enquiry.withdrawConfirm':
    'Correction application {{correctionNo}} will no longer be reviewed; apply again if you still need the correction.',
  'correctionWeb.enquiry.withdrawn': 'Correction application {{correctionNo}} withdrawn',
  'correctionWeb.enquiry.delete': 'Delete',
  'correctionWeb.enquiry.deleteTitle': 'Delete this correction application?',
  'correctionWeb.enquiry.deleteConfirm':
    'Correction application {{correctionNo}} will be deleted and cannot be recovered; to correct the policy, apply again through online correction.',
  'correctionWeb.enquiry.deleted': 'Correction application {{correctionNo}} deleted',
} satisfies Record<keyof typeof zh, string>;
