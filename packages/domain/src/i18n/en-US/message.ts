import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/message.ts';

/** The message centre and the bell: each message kind's title and content, the page's texts. */
export default {
  'message.kind.applicationApproved.title': 'Application approved',
  'message.kind.applicationApproved.content':
    'Application {{voucherNo}} was approved; the policy is issued once the premium is paid.',
  'message.kind.applicationSentBack.title': 'Application sent back',
  'message.kind.applicationSentBack.content':
    'Application {{voucherNo}} was sent back by the underwriter; please modify it and submit it again.',
  'message.kind.applicationDeclined.title': 'Application declined',
  'message.kind.applicationDeclined.content': 'Application {{voucherNo}} was declined.',
  'message.kind.policyIssued.title': 'Policy issued',
  'message.kind.policyIssued.content':
    'Application {{voucherNo}} was paid and policy {{policyNo}} is issued.',
  'message.kind.correctionEffective.title': 'Endorsement effective',
  'message.kind.correctionEffective.content':
    'Endorsement request {{correctionNo}} of policy {{policyNo}} is effective.',
  'message.kind.correctionRefused.title': 'Endorsement request refused',
  'message.kind.correctionRefused.content':
    'Endorsement request {{correctionNo}} of policy {{policyNo}} was refused.',
  'message.kind.declarationReferred.title': 'Declaration sent to manual review',
  'message.kind.declarationReferred.content':
    'Declaration {{declarationNo}} under open policy {{policyNo}} failed the self-check and was sent to manual review.',
  'message.kind.declarationApproved.title': 'Declaration approved',
  'message.kind.declarationApproved.content':
    'Declaration {{declarationNo}} was approved; certificate number {{certificateNo}}.',
  'message.kind.declarationRejected.title': 'Declaration rejected',
  'message.kind.declarationRejected.content':
    'Declaration {{declarationNo}} under open policy {{policyNo}} was rejected.',
  'message.kind.claimStatusChanged.title': 'Claim progress',
  'message.kind.claimStatusChanged.content':
    'The claim with report number {{reportNo}} is now: {{claimStatus}}.',
  'message.kind.claimDocumentsRequested.title': 'Claim documents requested',
  'message.kind.claimDocumentsRequested.content_one':
    'The claim with report number {{reportNo}} needs {{count}} more document; please upload it on the claim detail.',
  'message.kind.claimDocumentsRequested.content_other':
    'The claim with report number {{reportNo}} needs {{count}} more documents; please upload them on the claim detail.',
  'message.kind.renewalDue.title': 'Policy about to expire',
  'message.kind.renewalDue.content':
    'Policy {{policyNo}} expires on {{endDate}}; please arrange its renewal.',
  'message.kind.settlementDue.title': 'Settlement due',
  'message.kind.settlementDue.content':
    'Settlement {{settlementNo}} of open policy {{policyNo}} for {{month}} is due: premium {{currency}} {{premium}}.',
  'message.kind.webhookDisabled.title': 'Webhook endpoint disabled',
  'message.kind.webhookDisabled.content':
    'Deliveries to {{url}} failed for 24 hours, so the endpoint was disabled. Check your receiver, then enable it again on the Webhooks page.',
  'message.kind.notice.title': 'Notice',
  'message.reason': ' Note: {{comment}}',
  'message.bell.label': 'Message center',
  'message.bell.unread': 'Message centre, {{count}} unread',
  'message.web.intro':
    'Business messages come from events: underwriting, policy issue, endorsements, declaration reviews, claim progress, renewal and settlement reminders. Issued lists the insurer’s notices.',
  'message.web.tabs.label': 'Message status',
  'message.web.tab.unread': 'Unread',
  'message.web.tab.read': 'Read',
  'message.web.tab.issued': 'Issued',
  'message.web.column.title': 'Title',
  'message.web.column.content': 'Content',
  'message.web.column.time': 'Time',
  'message.web.column.readAt': 'Read at',
  'message.web.column.actions': 'Actions',
  'message.web.open': 'View',
  'message.web.markRead': 'Mark read',
  'message.web.markSelectedRead': 'Mark selected read ({{count}})',
  'message.web.markAllRead': 'Mark all read',
  'message.web.markAllConfirm': 'Mark every unread message read?',
  'message.web.markAllConfirmOk': 'Mark all read',
  'message.web.marked_one': '{{count}} message marked read',
  'message.web.marked_other': '{{count}} messages marked read',
  'message.web.total': '{{total}} in total',
  'message.web.empty.unread': 'No unread messages',
  'message.web.empty.read': 'No read messages',
  'message.web.empty.issued': 'No notices',
  'message.web.select': 'Select message {{title}}',
  'message.web.detailTitle': 'Message',
  'message.web.close': 'Close',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
