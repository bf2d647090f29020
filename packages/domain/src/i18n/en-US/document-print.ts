import type zhDocumentPrint from '../zh-CN/document-print.ts';

/** Application, draft, current and original policy PDFs, print options and dispatch, the L/C check. */
export default {
  'document.application.title': 'CARGO TRANSPORTATION INSURANCE APPLICATION',
  'document.application.fileName': 'application-{{voucherNo}}.pdf',
  'document.application.notice':
    'This application is not a policy: the cover is what the policy issued by the insurer states.',
  'document.draft.title': 'CARGO INSURANCE APPLICATION (DRAFT)',
  'document.draft.fileName': 'application-draft-{{voucherNo}}.pdf',
  'document.draft.notice':
    'DRAFT · NOT A POLICY: this document is no insurance contract and cannot be used as proof of cover.',
  'document.draft.watermark': 'DRAFT · NOT A POLICY',
  'document.newPolicy.fileName': 'policy-{{policyNo}}-current.pdf',
  'document.oldPolicy.title': 'CARGO TRANSPORTATION INSURANCE POLICY (AS ORIGINALLY ISSUED)',
  'document.oldPolicy.fileName': 'policy-{{policyNo}}-original-and-endorsements.pdf',
  'document.oldPolicy.notice':
    'The policy as it was issued; the endorsements made since are listed in the endorsement inventory.',
  'document.inventory.title': 'ENDORSEMENT INVENTORY',
  'document.inventory.none': 'This policy has no effective endorsement.',
  'document.inventory.endorsement': 'Endorsement {{endorsementNo}}, effective {{date}}: {{type}}',
  'document.inventory.change': '{{field}}: {{before}} → {{after}}',
  'document.inventory.noFieldChange': '(no field changed)',
  'document.inventory.premiumDifference': 'Premium difference: {{amount}}',
  'document.label.applicationNo': 'Application No.',
  'document.label.applicationStatus': 'Application status',
  'document.label.product': 'Product',
  'document.label.invoiceAmount': 'Invoice amount',
  'document.label.addition': 'Addition',
  'document.label.printType': 'Print type',
  'document.printType.P1101ELE': 'Electronic policy',
  'document.printType.P1109ELE': 'Electronic policy, printed in the queue',
  'document.label.endorsements': 'Endorsements incorporated',
  'document.label.lcCurrency': 'Letter of credit',
  'document.print.queued': 'The document is being printed; please wait',
  'document.print.ready': 'The document is ready to download',
  'document.print.failed': 'Printing failed; please print it again',
  'document.error.applicationNotSubmitted': 'This application has not been submitted: download it as a draft',
  'document.error.notDraft': 'Only a draft or an application pending modification prints as a draft',
  'document.error.printNotReady': 'The document is not printed yet; please try again in a moment',
  'document.error.printFailed': 'Printing failed; please print it again',
  'document.credit.currencyPassed': 'The insurance is in the credit’s currency ({{cover}})',
  'document.credit.currencyFailed':
    'The insurance currency {{cover}} is not the credit’s currency {{credit}}: the insurance document must be in the credit’s currency (UCP 600 art. 28 f)',
  'document.credit.amountPassed':
    'The sum insured {{insured}} is at least {{percent}}% of the CIF/CIP value ({{required}})',
  'document.credit.amountFailed':
    'The sum insured {{insured}} is below {{percent}}% of the CIF/CIP value (at least {{required}}): raise the addition',
  'document.credit.coverStartPassed':
    'Cover starts on {{start}}, no later than the shipment date {{shipment}}',
  'document.credit.coverStartFailed':
    'Cover starts on {{start}}, after the shipment date {{shipment}}: the bank will refuse it; start the cover on or before the shipment date (UCP 600 art. 28 e)',
  'document.credit.coverStartUnknown':
    'The cover start or the shipment date is missing, so whether cover starts by shipment cannot be checked',
  'document.credit.riskPassed': 'Covers the risk the credit names: {{risk}}',
  'document.credit.riskFailed':
    'Does not cover the risk the credit names: {{risk}}; choose that main cover or additional cover',
  'document.web.printingTitle': 'Printing',
  'document.web.printOptionsItem': 'Print options…',
  'document.web.close': 'Close',
  'document.web.printOptions': 'Print options',
  'document.web.printLanguage': 'Print language',
  'document.web.paperType': 'Paper',
  'document.web.sealType': 'Seal',
  'document.web.datePrintFormat': 'Date print format',
  'document.web.print': 'Print and download',
  'document.web.applicationPdf': 'Application',
  'document.web.draftPdf': 'Draft',
  'document.web.newPolicyPdf': 'Current policy',
  'document.web.oldPolicyPdf': 'Original policy and endorsements',
  'document.web.polling': 'Printing: check {{attempt}} of {{total}}…',
  'document.web.notReady':
    'The document is still being printed and is not ready yet. Choose “Try again” in a moment.',
  'document.web.printFailed': 'Printing failed. Please print it again.',
  'document.web.retry': 'Retry',
  'document.web.downloaded': 'Downloaded',
  'document.web.creditCheck': 'Check against the L/C',
  'document.web.creditTitle': 'Letter of credit check (UCP 600 art. 28)',
  'document.web.creditIntro':
    'Checks the currency, sum insured, cover start and risks against the credit’s terms, before the bank examines the documents.',
  'document.web.creditCurrency': 'Credit currency',
  'document.web.creditPercent': 'Sum insured the credit requires (% of the CIF/CIP value)',
  'document.web.creditPercentHelp': 'Blank: 110 % of the CIF/CIP value (the credit is silent)',
  'document.web.creditRisks': 'Risks the credit names',
  'document.web.creditRun': 'Check',
  'document.web.creditAllPassed': 'The cover meets every requirement of the credit',
  'document.web.creditWarnings':
    'The bank may refuse the insurance document: these points do not match the credit',
  'document.web.creditNeedsCover': 'Fill in the insurance currency and the invoice amount first',
} satisfies Record<keyof typeof zhDocumentPrint, string>;
