import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/declaration-web.ts';

/** Transport declaration screens of the web portal (UI-only texts; field labels are `field.*` of declaration.ts). */
export default {
  'declarationWeb.common.retry': 'Retry',
  'declarationWeb.common.cancel': 'Cancel',
  'declarationWeb.common.details': 'Details',
  'declarationWeb.common.queryFailed': 'Query failed',
  'declarationWeb.common.total': '{{total}} in total',
  'declarationWeb.common.percent': '{{value}}%',

  'declarationWeb.policies.intro':
    'Choose an open policy, then declare shipments one by one or import many at once. The sum insured of each declared shipment is drawn from the policy’s remaining sum insured.',
  'declarationWeb.policies.introCount_one':
    'Your account has {{count}} open policy. Declare shipments one by one or import many at once; the sum insured of each declared shipment is drawn from the policy’s remaining sum insured.',
  'declarationWeb.policies.introCount_other':
    'Your account has {{count}} open policies. Declare shipments one by one or import many at once; the sum insured of each declared shipment is drawn from the policy’s remaining sum insured.',
  'declarationWeb.policies.listLabel': 'Open policies',
  'declarationWeb.policies.loadFailed': 'The open policies could not be loaded',
  'declarationWeb.policies.emptyTitle': 'No open policy to declare under',
  'declarationWeb.policies.emptyText':
    'This account has no open cover. Please contact your account manager to arrange one.',

  'declarationWeb.policy.cardTitle': 'Open policy',
  'declarationWeb.policy.product': 'Product',
  'declarationWeb.policy.insured': 'Insured',
  'declarationWeb.policy.contact': 'Contact person',
  'declarationWeb.policy.phone': 'Contact phone',
  'declarationWeb.policy.email': 'Email',
  'declarationWeb.policy.address': 'Address',
  'declarationWeb.policy.period': 'Period of insurance',
  'declarationWeb.policy.periodValue': '{{start}} to {{end}}',
  'declarationWeb.policy.balance': 'Remaining sum insured',
  'declarationWeb.policy.remainingShare': '{{percent}}% left',
  'declarationWeb.policy.totalLimit': 'Total sum insured {{amount}}',
  'declarationWeb.policy.perShipmentLimit': 'Per-shipment limit',
  'declarationWeb.policy.currency': 'Currency',
  'declarationWeb.policy.rate': 'Rate',
  'declarationWeb.policy.additionCap': 'Addition cap',
  'declarationWeb.policy.state.inForce': 'In force',
  'declarationWeb.policy.state.notYetEffective': 'Not yet effective',
  'declarationWeb.policy.state.expired': 'Expired',
  'declarationWeb.policy.declare': 'Declare',
  'declarationWeb.policy.batch': 'Batch declaration',

  'declarationWeb.form.intro':
    '{{product}} · open policy {{policyNo}}. Fields marked * are required; the result comes back as soon as you submit.',
  'declarationWeb.form.backToPolicies': 'Back to online declaration',
  'declarationWeb.form.choosePolicy': 'Choose an open policy',
  'declarationWeb.form.noPolicyTitle': 'Choose an open policy first',
  'declarationWeb.form.noPolicyText':
    'A transport declaration is made under an open policy: choose one under "Online declaration" and press "Declare".',
  'declarationWeb.form.policyLoadFailed': 'This open policy cannot be opened',
  'declarationWeb.form.draftLoadFailed': 'This draft cannot be opened',
  'declarationWeb.form.notADraftTitle': '{{draftNo}} is no longer a draft',
  'declarationWeb.form.notADraftText':
    'Its status is "{{status}}", so it can no longer be edited. You can view it under "Declaration enquiry and download".',
  'declarationWeb.form.editingDraft':
    'Editing draft {{draftNo}}; the declaration keeps this number when submitted.',
  'declarationWeb.form.viaCountry': 'Via country/region',
  'declarationWeb.form.portNotFound': 'No matching port; you may type the port name',
  'declarationWeb.form.submit': 'Submit declaration',
  'declarationWeb.form.saveDraft': 'Save draft',
  'declarationWeb.form.submitNote':
    'On submit the declaration is self-checked at once: if it passes, the certificate is issued and the balance drawn; otherwise it goes to manual review. A draft draws nothing.',
  'declarationWeb.form.fixFields_one': '{{count}} field needs attention; see the field marked in red',
  'declarationWeb.form.fixFields_other': '{{count}} fields need attention; see the fields marked in red',
  'declarationWeb.form.submitFailed': 'Submit failed',
  'declarationWeb.form.draftFailed': 'Draft save failed',

  'declarationWeb.section.insured': 'Open policy and insured',
  'declarationWeb.section.goods': 'Goods information',
  'declarationWeb.section.transport': 'Transport information',
  'declarationWeb.section.insurance': 'Insurance information',
  'declarationWeb.section.certificate': 'Letter of credit and certificate printing',

  'declarationWeb.placeholder.goodsDescription': 'e.g. Cotton knitted T-shirts, 1,200 cartons',
  'declarationWeb.placeholder.marks': 'e.g. N/M, 1200 CARTONS',
  'declarationWeb.placeholder.invoiceNo': 'Commercial invoice number',
  'declarationWeb.placeholder.billOfLadingNo': 'Bill of lading or waybill number',
  'declarationWeb.placeholder.conveyance': 'e.g. COSCO SHIPPING ARIES V.032E / truck plate / flight MU5101',
  'declarationWeb.placeholder.country': 'Choose a country or region',
  'declarationWeb.placeholder.port': 'Search by port name or code',
  'declarationWeb.placeholder.viaCountry': 'Choose one to search its ports',
  'declarationWeb.placeholder.viaPort': 'Leave blank when there is no transhipment',
  'declarationWeb.placeholder.invoiceAmount': 'e.g. 125000.00',
  'declarationWeb.placeholder.claimPayableAt': 'e.g. Hamburg, Germany, in USD',
  'declarationWeb.placeholder.surveyAgent': 'Surveying agent at destination (optional)',
  'declarationWeb.placeholder.additionalInsurance':
    'Additional conditions printed on the certificate (optional)',
  'declarationWeb.placeholder.letterOfCreditNo': 'Required under a letter of credit',
  'declarationWeb.placeholder.otherInformation': 'Anything else to state (optional)',

  'declarationWeb.hint.sailingDate': 'Within the period of insurance, {{start}} to {{end}}',
  'declarationWeb.hint.issuingDate': 'Not earlier than the sailing date',
  'declarationWeb.hint.currency': 'The currency of the open policy',
  'declarationWeb.hint.addition': 'At most {{cap}}%; blank means {{default}}%',
  'declarationWeb.hint.noRiders': 'This open policy has no additional covers',

  'declarationWeb.figures.title': 'Sum insured and premium',
  'declarationWeb.figures.insuredAmount': 'Sum insured',
  'declarationWeb.figures.premium': 'Premium',
  'declarationWeb.figures.balanceAfter': 'Remaining sum insured of the policy',
  'declarationWeb.figures.formula':
    'Sum insured = invoice amount × (1 + addition); premium = sum insured × rate {{rate}}%. The submitted result is final.',
  'declarationWeb.figures.pending': 'Calculated once the invoice amount is filled in',
  'declarationWeb.figures.overLimit':
    'The sum insured is over the per-shipment limit of {{limit}}: it will not be declared',
  'declarationWeb.figures.overBalance':
    'The sum insured is over the remaining sum insured of {{balance}}: it will not be declared',

  'declarationWeb.result.declared.title': 'Declared',
  'declarationWeb.result.declared.next':
    'The certificate is issued: download it now, or find it any time under "Declaration enquiry and download".',
  'declarationWeb.result.review.title': 'Self-check failed: sent to manual review',
  'declarationWeb.result.review.next':
    'The sum insured is held while the declaration is reviewed. Follow it under "Pending declarations"; the certificate is issued once it is approved.',
  'declarationWeb.result.draft.title': 'Draft saved',
  'declarationWeb.result.draft.next':
    'A draft draws nothing from the balance. Continue or delete it under "Pending declarations".',
  'declarationWeb.result.overPerShipmentLimit.title': 'Over the per-shipment limit: not declared',
  'declarationWeb.result.overPerShipmentLimit.next':
    'Nothing was recorded. Split the shipment into several declarations, or ask your account manager to raise the limit.',
  'declarationWeb.result.insufficientBalance.title': 'Insufficient remaining sum insured: not declared',
  'declarationWeb.result.insufficientBalance.next':
    'Nothing was recorded. Please ask your account manager to top up the open policy, then declare again.',
  'declarationWeb.result.reviewReasons': 'Why it went to manual review',
  'declarationWeb.detail.reviewComment': 'Underwriter’s comment',
  'declarationWeb.result.declareAnother': 'Declare another shipment',
  'declarationWeb.result.backToEdit': 'Back to the form',
  'declarationWeb.result.continueEditing': 'Continue editing',

  'declarationWeb.table.number': 'Certificate / declaration no.',
  'declarationWeb.table.declarationNoValue': 'Declaration {{declarationNo}}',
  'declarationWeb.table.goods': 'Goods / invoice · B/L',
  'declarationWeb.table.voyage': 'Voyage / conveyance',
  'declarationWeb.table.route': '{{from}} → {{to}}',
  'declarationWeb.table.dates': 'Departure date',
  'declarationWeb.table.declaredOn': 'Declared {{date}}',
  'declarationWeb.table.savedOn': 'Saved {{date}}',
  'declarationWeb.table.amounts': 'Sum insured / premium',
  'declarationWeb.table.premiumValue': 'Premium {{amount}}',
  'declarationWeb.table.actions': 'Actions',

  'declarationWeb.detail.title': 'Declaration {{number}}',
  'declarationWeb.detail.numbers': 'Declaration',
  'declarationWeb.detail.declarationDate': 'Declaration date',
  'declarationWeb.detail.loadFailed': 'The declaration could not be loaded',

  'declarationWeb.enquiry.intro':
    "Find your account's transport declarations, see every field and download the certificates. Without a full 20-digit policy or certificate number a date range is required.",
  'declarationWeb.enquiry.filters': 'Search filters',
  'declarationWeb.enquiry.policyNoPlaceholder': 'Last 4 digits or the full 20 digits',
  'declarationWeb.enquiry.number': 'Certificate / declaration no.',
  'declarationWeb.enquiry.numberPlaceholder': 'Certificate or declaration number',
  'declarationWeb.enquiry.allStatuses': 'All statuses',
  'declarationWeb.enquiry.keyword': 'Keyword',
  'declarationWeb.enquiry.keywordPlaceholder': 'Insured, goods description or marks',
  'declarationWeb.enquiry.dateType.declaration': 'Declaration date',
  'declarationWeb.enquiry.dateType.sailing': 'Departure date',
  'declarationWeb.enquiry.range': 'Date range',
  'declarationWeb.enquiry.rangeHint': 'The start date cannot be later than the end date',
  'declarationWeb.enquiry.empty': 'No declaration matches these filters',

  'declarationWeb.pending.intro':
    'Continue a draft and submit it, or delete it. Declarations that failed the self-check wait for an underwriter; their sum insured is held meanwhile.',
  'declarationWeb.pending.continue': 'Continue editing',
  'declarationWeb.pending.delete': 'Delete',
  'declarationWeb.pending.deleteTitle': 'Delete this draft?',
  'declarationWeb.pending.deleteText': 'Draft {{draftNo}} will be deleted and cannot be recovered.',
  'declarationWeb.pending.deleteOk': 'Delete',
  'declarationWeb.pending.deleted': 'Draft {{draftNo}} deleted',
  'declarationWeb.pending.empty': 'No pending declarations',

  'declarationWeb.batch.intro':
    'Download the template, fill in one shipment per row and upload it; every row is checked with the same rules as a single declaration.',
  'declarationWeb.batch.step.policy': 'Choose an open policy',
  'declarationWeb.batch.policyHint':
    'Its balance and limits are shown on the right. The upload is declared under this policy: rows that leave "Policy number" blank use it, and a row naming another policy is not declared and goes to the error list.',
  'declarationWeb.batch.step.template': 'Download and fill in the template',
  'declarationWeb.batch.templateText':
    'The template is made for the chosen policy {{policyNo}}, with headers in the current language; the second row is an example and is skipped on upload. Coded fields take a code or a name. At most {{max}} rows per file.',
  'declarationWeb.batch.templateButton': 'Download template (English)',
  'declarationWeb.batch.step.upload': 'Upload and declare',
  'declarationWeb.batch.mode.perRow.title':
    'Declared row by row: a row with errors does not hold back the others',
  'declarationWeb.batch.mode.perRow.rows':
    'Every valid row is declared at once (or sent to manual review when the self-check fails) and drawn from the balance of its policy.',
  'declarationWeb.batch.mode.perRow.errors':
    'Rows with errors are not declared and go to the error list: correct them there and upload the list as it is (its "Error" column is ignored).',
  'declarationWeb.batch.mode.repeat':
    'Uploading the same file again declares nothing twice: it shows the result of the earlier upload.',
  'declarationWeb.batch.upload.text': 'Click or drag an Excel file here',
  'declarationWeb.batch.upload.hint': '.xlsx only, up to {{limit}} MB and {{max}} rows, one file at a time',
  'declarationWeb.batch.upload.size': 'Item {{index}} exceeds the {{limit}}M limit',
  'declarationWeb.batch.upload.type': 'Unsupported file type: please upload the .xlsx declaration template',
  'declarationWeb.batch.upload.duplicate': 'A file named {{name}} is already in the list',
  'declarationWeb.batch.upload.dropped_one': 'At most {{max}} file per upload: {{count}} more was dropped',
  'declarationWeb.batch.upload.dropped_other': 'At most {{max}} file per upload: {{count}} more were dropped',
  'declarationWeb.batch.upload.submit': 'Upload and declare',
  'declarationWeb.batch.upload.sending': 'Uploading…',
  'declarationWeb.batch.upload.refused': 'The file was not accepted; nothing was declared',
  'declarationWeb.batch.result.title': 'Import result',
  'declarationWeb.batch.result.total': 'Rows',
  'declarationWeb.batch.result.declared': 'Declared',
  'declarationWeb.batch.result.review': 'Manual review',
  'declarationWeb.batch.result.failed': 'Failed',
  'declarationWeb.batch.result.totalInsured': 'Total sum insured',
  'declarationWeb.batch.result.totalPremium': 'Total premium',
  'declarationWeb.batch.result.uploadedAt': 'Uploaded at',
  'declarationWeb.batch.result.repeatTitle': 'This file was uploaded before',
  'declarationWeb.batch.result.repeatText':
    'It was uploaded at {{time}}; this is the result of that upload. Nothing was declared again.',
  'declarationWeb.batch.result.failedTitle_one': '{{count}} row failed the checks and was not declared',
  'declarationWeb.batch.result.failedTitle_other': '{{count}} rows failed the checks and were not declared',
  'declarationWeb.batch.result.failedText':
    'The error list holds these rows with what is wrong: correct them there and upload the list.',
  'declarationWeb.batch.result.downloadErrors': 'Download the error list',
  'declarationWeb.batch.result.allAccepted': 'Every row was accepted',
  'declarationWeb.batch.result.another': 'Upload another file',
  'declarationWeb.batch.progress.title': 'Processing the file',
  'declarationWeb.batch.progress.queued': 'The file is uploaded and waits its turn…',
  'declarationWeb.batch.progress.running': 'Reading, checking and declaring the rows of {{fileName}}…',
  'declarationWeb.batch.progress.read': 'Rows read',
  'declarationWeb.batch.progress.validated': 'Rows checked',
  'declarationWeb.batch.progress.declared': 'Rows declared',
  'declarationWeb.batch.progress.leave':
    'You may leave this page: the batch goes on, and this page (its address keeps the batch) shows it again when you come back.',
} as const satisfies Record<EnglishKeysOf<typeof zh>, string>;
