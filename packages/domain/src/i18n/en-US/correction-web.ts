import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/correction-web.ts';

export default {
  'field.reason': 'Reason for endorsement',
  'field.correctionType': 'Endorsement type',

  'correctionWeb.field.correctionNo': 'Endorsement request no.',
  'correctionWeb.field.endorsementNo': 'Endorsement number',
  'correctionWeb.field.appliedAt': 'Applied at',
  'correctionWeb.field.decidedAt': 'Decided at',

  'correctionWeb.entry.correct': 'Request endorsement',
  'correctionWeb.entry.notice':
    'Choose an issued policy below and click "Request endorsement" to apply. Before cover starts a policy may be cancelled (5% of the premium is kept as a handling fee); after that only its details can be changed by endorsement.',

  'correctionWeb.apply.intro':
    'Change the goods, transport and insurance details; the premium is computed again',
  'correctionWeb.apply.backToPolicies': 'Back to online endorsement',
  'correctionWeb.apply.badPolicyNo':
    'Policy number {{policyNo}} is not valid; choose the policy from online endorsement',
  'correctionWeb.apply.loadFailed': 'Could not load the policy for endorsement',
  'correctionWeb.apply.notCorrectable': 'This policy cannot be endorsed now',

  'correctionWeb.facts.title': 'Policy',
  'correctionWeb.facts.period': 'Period of insurance',
  'correctionWeb.facts.beforeDeparture': 'Cover not yet started',
  'correctionWeb.facts.afterDeparture': 'Cover has started',

  'correctionWeb.section.application': 'Endorsement request',
  'correctionWeb.section.goods': 'Goods information',
  'correctionWeb.section.transport': 'Transport information',
  'correctionWeb.section.insurance': 'Insurance information',

  'correctionWeb.section.applicant': 'New applicant',
  'correctionWeb.section.insured': 'New insured (assignee)',
  'correctionWeb.type.surrenderTitle': 'A surrender ends the whole policy',
  'correctionWeb.type.surrenderHelp':
    'Cover has started, so a surrender returns no premium. If the goods were never shipped, tick the box below and say so in the reason for endorsement: once an underwriter has checked it, the premium is returned less a handling fee of {{percent}}%.',
  'correctionWeb.type.goodsNotShipped': 'The goods were never shipped (reviewed by an underwriter)',
  'correctionWeb.type.cancellationTitle': 'Cancellation ends the whole policy',
  'correctionWeb.type.cancellationHelp':
    'Before cover starts the policy may be cancelled; the premium is returned less a handling fee of {{percent}}% of the premium. A cancelled policy cannot be restored.',

  'correctionWeb.form.changed': 'Changed',
  'correctionWeb.form.reasonHelp':
    'Give the reason for the endorsement, e.g. the bill of lading was reissued or the invoice amount changed',
  'correctionWeb.form.reasonPlaceholder': 'Reason for the endorsement',
  'correctionWeb.form.changedCount_one': '{{count}} field changed',
  'correctionWeb.form.changedCount_other': '{{count}} fields changed',
  'correctionWeb.form.cancellationHint': 'A cancellation changes no details',
  'correctionWeb.form.back': 'Back',
  'correctionWeb.form.reset': 'Restore values',
  'correctionWeb.form.submit': 'Submit endorsement',
  'correctionWeb.form.fixErrors': 'Please correct the fields shown and submit again',
  'correctionWeb.form.otherIssues': 'The endorsement request was not accepted',
  'correctionWeb.form.retrySafe':
    'Network problem: you may submit again, the endorsement will not be made twice',

  'correctionWeb.preview.title': 'Endorsement preview',
  'correctionWeb.preview.calculating': 'Calculating',
  'correctionWeb.preview.wait.changes':
    'Change a detail of the policy to see here what the endorsement changes and its premium',
  'correctionWeb.preview.wait.invalid': 'Please first fix the fields marked as wrong',
  'correctionWeb.preview.changes': 'Endorsement details (before → after)',
  'correctionWeb.preview.blank': '(blank)',
  'correctionWeb.preview.becomes': 'becomes',
  'correctionWeb.preview.outcome.effective': 'Takes effect as soon as it is submitted',
  'correctionWeb.preview.outcome.pendingReview':
    'Goes to an underwriter for review and takes effect once approved',

  'correctionWeb.pricing.oldPremium': 'Premium before',
  'correctionWeb.pricing.newPremium': 'Premium after endorsement',
  'correctionWeb.pricing.additionalPremium': 'Additional premium',
  'correctionWeb.pricing.returnPremium': 'Return premium',
  'correctionWeb.pricing.cancellationFee': 'Cancellation fee',
  'correctionWeb.pricing.difference': 'Premium change',
  'correctionWeb.pricing.noDifference': 'Nothing to pay or return',

  'correctionWeb.confirm.title': 'Submit this endorsement request?',
  'correctionWeb.confirm.cancelTitle': 'Cancel this policy?',
  'correctionWeb.confirm.changes_one': 'Policy {{policyNo}}: {{count}} field changed.',
  'correctionWeb.confirm.changes_other': 'Policy {{policyNo}}: {{count}} fields changed.',
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
    'The endorsement is in effect and states the policy as it now stands.',
  'correctionWeb.result.reviewHelp':
    'Follow the review under endorsement request enquiry; you may withdraw the request until it is decided.',
  'correctionWeb.result.policy': 'View the policy',
  'correctionWeb.result.another': 'Endorse another policy',

  'correctionWeb.enquiry.filters': 'Endorsement request filters',
  'correctionWeb.enquiry.appliedRange': 'Application date',
  'correctionWeb.enquiry.premium': 'Additional / return premium',
  'correctionWeb.enquiry.newCorrection': 'Online endorsement',
  'correctionWeb.enquiry.empty': 'No endorsement requests',
  'correctionWeb.enquiry.reviewReasons': 'Review reasons',
  'correctionWeb.enquiry.cancellationNoChanges': 'Cancellation: no details changed',
  'correctionWeb.enquiry.withdraw': 'Withdraw',
  'correctionWeb.enquiry.withdrawTitle': 'Withdraw this endorsement request?',
  'correctionWeb.enquiry.withdrawConfirm':
    'Endorsement request {{correctionNo}} will no longer be reviewed; apply again if you still need the endorsement.',
  'correctionWeb.enquiry.withdrawn': 'Endorsement request {{correctionNo}} withdrawn',
  'correctionWeb.enquiry.delete': 'Delete',
  'correctionWeb.enquiry.deleteTitle': 'Delete this endorsement request?',
  'correctionWeb.enquiry.deleteConfirm':
    'Endorsement request {{correctionNo}} will be deleted and cannot be recovered; to endorse the policy, apply again through online endorsement.',
  'correctionWeb.enquiry.deleted': 'Endorsement request {{correctionNo}} deleted',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
