import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/claim-documents.ts';

/** Claims (claim-documents): upload refusals, the checklist mail and the notice of claim to the carrier. */
export default {
  'claim.document.error.pathInName':
    'The file name must not contain folder parts ("/", "\\" or ".."): choose the file itself',
  'claim.mail.checklist.subject': 'Claim {{reportNo}}: documents checklist',
  'claim.mail.checklist.intro':
    'Hello, these are the documents needed for claim {{reportNo}} (policy or certificate {{policyNo}}):',
  'claim.mail.checklist.uploaded': 'uploaded',
  'claim.mail.checklist.missing': 'missing',
  'claim.mail.checklist.line': '[{{state}}] {{typeCode}} {{typeName}} ({{reason}})',
  'claim.mail.checklist.note': "    Adjuster's note: {{note}}",
  'claim.mail.checklist.missingCount_one': '{{count}} document still missing.',
  'claim.mail.checklist.missingCount_other': '{{count}} documents still missing.',
  'claim.mail.checklist.complete': 'All documents are in; a claims adjuster will handle the claim shortly.',
  'claim.mail.checklist.carrierNotice':
    'Give the carrier written notice of the loss by {{due}} and keep its receipt (the letter of claim can be downloaded on the claim documents page); a late notice can lose the claim against the carrier.',
  'claim.mail.checklist.howToUpload':
    'Log in to the cargo insurance portal and upload on the claim documents page: one file per document type, jpg, png, rar, zip, xls, xlsx, doc, docx, csv, pdf or msg, at most 4 MB each.',
  'claim.mail.checklist.closed': 'The claim is closed and takes no more documents.',
  'claim.mail.checklist.signature': 'Cargo insurance portal, claims service',
  'claim.notice.title': 'NOTICE OF CLAIM',
  'claim.notice.subtitle': '(written notice of loss or damage to the carrier)',
  'claim.notice.to': 'To (carrier): {{carrier}}',
  'claim.notice.reference':
    'Re: policy/certificate {{policyNo}}, B/L or waybill {{billOfLadingNo}}, conveyance {{conveyance}}',
  'claim.notice.intro':
    'We are the insured and claimant of the goods below, which suffered loss or damage while in your charge as carrier. We hereby give you written notice as follows:',
  'claim.notice.field.insured': 'Insured (claimant)',
  'claim.notice.field.policyNo': 'Policy / certificate No.',
  'claim.notice.field.openPolicyNo': 'Open policy number',
  'claim.notice.field.conveyance': 'Conveyance (vessel and voyage, flight, train or truck)',
  'claim.notice.field.billOfLadingNo': 'B/L or waybill number',
  'claim.notice.field.loadingPort': 'Port (place) of loading',
  'claim.notice.field.dischargePort': 'Port (place) of discharge',
  'claim.notice.field.incidentTime': 'Time of loss',
  'claim.notice.field.incidentPlace': 'Place of loss',
  'claim.notice.field.lossType': 'Loss type',
  'claim.notice.field.cause': 'Cause of loss',
  'claim.notice.field.description': 'How it happened',
  'claim.notice.field.estimatedLoss': 'Estimated loss',
  'claim.notice.field.reportNo': 'Insurance report No.',
  'claim.notice.goods.title': 'Goods lost or damaged',
  'claim.notice.goods.no': 'No.',
  'claim.notice.goods.name': 'Goods name',
  'claim.notice.goods.quantity': 'Quantity affected',
  'claim.notice.goods.claimedLoss': 'Amount claimed',
  'claim.notice.goods.none': '(see the attached list of damaged goods)',
  'claim.notice.liability':
    'The loss occurred during your period of responsibility, and we hold you liable for it as carrier. We hereby give you written notice and reserve all our rights against you; the amount will be confirmed by the final survey and assessment.',
  'claim.notice.timeBar':
    'Under Article III Rule 6 of the Hague-Visby Rules, written notice of damage not apparent is due within three days of delivery, and suit against the sea carrier is barred after one year. Please keep every record of this shipment within that time and acknowledge this notice in writing on receipt.',
  'claim.notice.subrogation':
    'The loss has been reported to our insurer under report No. {{reportNo}}. On payment the insurer will be subrogated to our rights of recovery against you.',
  'claim.notice.signature': 'For and on behalf of {{insured}}',
  'claim.notice.signatureLine': 'Signature and stamp: ____________________',
  'claim.notice.date': 'Date: {{date}}',
  'claim.notice.fileName': 'notice-of-claim-{{reportNo}}.pdf',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
