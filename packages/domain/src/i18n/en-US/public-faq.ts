import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/public-faq.ts';

/** The full FAQ page (/faq): its groups, search, and the questions beyond the common ones (public.ts). */
export default {
  'public.faqPage.title': 'Common questions',
  'public.faqPage.subtitle':
    'Everything about insuring, declaring, endorsements, claims, invoices and documents, and using the portal',
  'public.faqPage.search': 'Search the questions and answers',
  'public.faqPage.noMatch': 'No question matches "{{query}}". Try another word, or tell us through Feedback.',
  'public.faqPage.matches_one': '{{count}} matching question',
  'public.faqPage.matches_other': '{{count}} matching questions',
  'public.faqPage.group.insuring': 'Insuring',
  'public.faqPage.group.declaration': 'Open policies and declarations',
  'public.faqPage.group.correction': 'Endorsements',
  'public.faqPage.group.claims': 'Claims',
  'public.faqPage.group.invoices': 'Invoices',
  'public.faqPage.group.documents': 'Documents',
  'public.faqPage.group.account': 'Account and login',
  'public.faqPage.feedback': 'Did not find your answer?',
  'public.faqPage.feedback.link': 'Send us feedback',
  'public.faq.all': 'See all frequently asked questions',
  'public.faq.premiumPayment.question': 'How do I pay the premium, and when is the policy issued?',
  'public.faq.premiumPayment.answer':
    'Once the application is accepted, click Pay under Application enquiry and pay online by internet banking or QR code. The electronic policy is issued as soon as the payment succeeds and can be downloaded at once.\nCompanies with a settlement agreement may pay monthly: the premium goes on the settlement list after issue; see it under Settlement enquiry and pay by the agreed date.\nAn application not paid in time is not issued; if the premium is not paid before departure, cover does not start.',
  'public.faq.declarationTiming.question':
    'When must I declare under an open policy, and what if I missed one?',
  'public.faq.declarationTiming.answer':
    'Declare each shipment before it departs, and no later than the deadline in the open policy. Under the open cover contract the insured must declare every shipment within its scope, truthfully and one by one, and may not pick and choose.\nIf a shipment was missed by oversight, declare it as soon as possible and say why; a shipment already damaged when it is declared late is not covered by the late declaration. Deliberately leaving shipments out allows the insurer to end the open policy as the contract provides.',
  'public.faq.batchDeclaration.question': 'My batch declaration upload has errors. What now?',
  'public.faq.batchDeclaration.answer':
    'Each row of the file is checked: rows that pass become declarations, rows with errors do not, and the error list gives the row number, the field and the reason. Correct those rows and upload only them again.\nUse the current template from the portal without changing its header or column order; amounts as numbers and dates as YYYY-MM-DD.',
  'public.faq.correctionAfterLoss.question': 'Can I have a policy endorsed after a loss has happened?',
  'public.faq.correctionAfterLoss.answer':
    'Clerical errors unrelated to the loss (such as an address or contact details) can be put right by endorsement, but cover cannot be widened once a loss is known: no higher sum insured, added risks or longer period. Such an endorsement is not accepted even if submitted.\nIf the policy does not match the shipment, apply for an endorsement before departure or as soon as you notice.',
  'public.faq.claimTimeLimit.question': 'Is there a time limit for claims?',
  'public.faq.claimTimeLimit.answer':
    "Yes. Report a loss at once. A suit against the insurer is time-barred 2 years after the insured event for marine cargo insurance, and 2 years after the insured knew or should have known of it for other cargo insurance.\nTime limits against carriers are shorter: at sea, for example, a loss that is not apparent must usually be notified to the carrier in writing within 3 days of delivery, and a suit is generally barred after 1 year. Missing them harms the insurer's recovery and may reduce the settlement.",
  'public.faq.carrierNotice.question': 'Why must I send a notice of claim to the carrier?',
  'public.faq.carrierNotice.answer':
    "When goods are damaged in transit the carrier is often liable. The insured must claim against the carrier in writing within the time limit to keep the right of recovery; after paying, the insurer takes over that right by subrogation. If the insurer cannot recover through the insured's fault, the settlement may be reduced accordingly.\nAfter reporting, download the notice of claim to the carrier from the claim detail, sign and stamp it, send it to the carrier and keep proof of delivery.",
  'public.faq.invoiceType.question': 'What kind of invoice can I get?',
  'public.faq.invoiceType.answer':
    'The portal issues VAT electronic ordinary invoices for premium; it does not issue VAT special invoices. The invoice is sent to the e-mail given in the request after the premium is received, and can be downloaded from the Policy enquiry results. An e-invoice has the same legal effect as a paper invoice and can be verified on the national VAT invoice verification platform of the State Taxation Administration.',
  'public.faq.invoiceChange.question': 'The invoice title or tax number is wrong. What can I do?',
  'public.faq.invoiceChange.answer':
    'Before the invoice is issued, change the title, taxpayer number and receiving e-mail in the request. If an issued e-invoice is wrong, contact your account manager or send feedback: we issue a red-letter invoice to reverse it and a new one, as the tax rules require.\nKeep the invoice title and tax number in your company details the same as on the business licence.',
  'public.faq.letterOfCredit.question': 'What matters for an insurance document under a letter of credit?',
  'public.faq.letterOfCredit.answer':
    'Under UCP 600 article 28:\n• the document must be issued and signed by an insurer or its agent, and all originals presented; cover notes are not accepted;\n• it must be dated no later than shipment, unless it shows that cover starts by the date of shipment;\n• the sum insured must be in the currency of the credit and at least what the credit requires; if the credit is silent, at least 110% of the CIF or CIP value;\n• cover must run at least from the place of shipment to the place of discharge or final destination stated in the credit, with the risks the credit requires.\nWhen insuring, enter the credit number under Letter of credit and take the sum insured and risks from the credit.',
  'public.faq.verifyDocument.question': 'How can a policy or certificate be verified?',
  'public.faq.verifyDocument.answer':
    "Electronic policies and certificates from the portal carry the policy (or certificate) number and our electronic seal. A bank, consignee or customs office can verify one by its number through our service hotline, or ask the insured to show the same document under Policy enquiry in the portal. Customs duty guarantee policies can be checked on the Guarantee policy query page with the policy number and the applicant's unified social credit code.",
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
