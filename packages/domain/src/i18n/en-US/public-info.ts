import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/public-info.ts';

/** Public pages beyond the home page: document info, protocol, guarantee insurance and its query, feedback. */
export default {
  'public.documents.title': 'Document guide',
  'public.documents.subtitle':
    'The documents the portal issues, what each is for, and which a bank, consignee or customs needs',
  'public.documents.column.document': 'Document',
  'public.documents.column.purpose': 'What it is for',
  'public.documents.column.whoNeeds': 'Who needs it',
  'public.documents.column.where': 'Where to download',
  'public.documents.policy.name': 'Insurance policy',
  'public.documents.policy.purpose':
    'The formal evidence of the insurance contract: insured, goods, transport, risks, sum insured and premium.',
  'public.documents.policy.whoNeeds':
    'The insured; presented to the bank under a letter of credit; endorsed to the consignee in CIF/CIP trade.',
  'public.documents.policy.where': 'Documents > Policy enquiry and download',
  'public.documents.certificate.name': 'Certificate of insurance (declaration)',
  'public.documents.certificate.purpose':
    'Evidence of cover for one shipment declared under an open policy; with the open policy it forms the contract for that shipment.',
  'public.documents.certificate.whoNeeds':
    'As the policy; where the credit allows, presented instead of a policy; the consignee claims with it.',
  'public.documents.certificate.where': 'Transport declaration > Declaration enquiry and download',
  'public.documents.application.name': 'Application',
  'public.documents.application.purpose':
    "The applicant's request for cover and what was disclosed; part of the insurance contract.",
  'public.documents.application.whoNeeds': 'Kept by the applicant; checked at underwriting and at claims.',
  'public.documents.application.where': 'Insurance > Application enquiry',
  'public.documents.endorsement.name': 'Endorsement',
  'public.documents.endorsement.purpose':
    'Issued when an endorsement takes effect: what changed and any premium added or returned; read with the policy.',
  'public.documents.endorsement.whoNeeds':
    'The insured; if the policy went to a bank, the endorsement goes too.',
  'public.documents.endorsement.where': 'Endorsement service > Endorsement request enquiry',
  'public.documents.settlement.name': 'Settlement list',
  'public.documents.settlement.purpose':
    'Unpaid premium of a customer settling monthly: policies, premium and due dates.',
  'public.documents.settlement.whoNeeds': "The company's finance team, to reconcile and pay.",
  'public.documents.settlement.where': 'Documents > Settlement enquiry',
  'public.documents.invoice.name': 'E-invoice',
  'public.documents.invoice.purpose':
    'The VAT electronic ordinary invoice for the premium (VAT special invoices are not issued), for expenses and accounts.',
  'public.documents.invoice.whoNeeds':
    "The company's finance team; verifiable on the State Taxation Administration invoice platform.",
  'public.documents.invoice.where': 'Sent to the e-mail in the request; also in the Policy enquiry results',
  'public.documents.carrierNotice.name': 'Notice of claim to the carrier',
  'public.documents.carrierNotice.purpose':
    'The written claim against the carrier after a loss, keeping the right of recovery against it.',
  'public.documents.carrierNotice.whoNeeds':
    'Signed by the insured and sent to the carrier; also one of the claim documents.',
  'public.documents.carrierNotice.where': 'Claims service > Claims enquiry > claim detail',
  'public.documents.lc.title': 'Under a letter of credit (UCP 600 article 28)',
  'public.documents.lc.body':
    '• The document must be issued and signed by an insurer or its agent, with all originals presented; cover notes are not accepted; a policy may replace a certificate.\n• It must be dated no later than shipment, unless it shows cover starting by the date of shipment.\n• The sum insured is in the credit currency; if the credit is silent, at least 110% of the CIF or CIP value.\n• Cover runs at least from shipment to discharge or final destination; an "all risks" requirement is met by a document showing all risks or ICC (A).',
  'public.documents.customs.title': 'Consignees and customs',
  'public.documents.customs.body':
    '• The consignee claims with the endorsed policy or certificate, from the insurer or the claims agent named on it.\n• At import, where the price is not CIF, customs adds the premium actually paid to the dutiable value; the policy and the invoice prove the premium.\n• Companies with customs duty guarantee insurance have goods released by customs against the guarantee policy.',
  'public.documents.verify.title': 'Downloading and verifying',
  'public.documents.verify.body':
    '• After logging in, search by document number or date on the page listed above and click download to get the PDF; some products generate it in the background and the download starts by itself.\n• Each document carries its number and our electronic seal; verify it by number through the service hotline, and guarantee policies on the Guarantee policy query page.\n• Do not alter a document yourself; apply for an endorsement instead.',
  'public.protocol.title': 'User agreement and privacy policy',
  'public.protocol.subtitle': 'Please read this before using the Cargo Insurance Portal',
  'public.protocol.version': 'Version {{version}}, in effect from {{date}}',
  'public.protocol.agreement.title': '1. User service agreement',
  'public.protocol.agreement.scope':
    '1. Scope: this agreement applies when you (a company customer and its authorised users) insure, declare, apply for endorsements, pay, claim and download documents through the portal. Your rights and duties as insured are those of the insurance contract (policy, certificate, endorsements and clauses).',
  'public.protocol.agreement.account':
    '2. Account: accounts are opened by us for company customers. Keep the account name, password and bound mobile number safe and do not lend them; what is submitted through your account is taken as done by your company. If your account is misused, ask your account manager to freeze it at once.',
  'public.protocol.agreement.truthful':
    '3. Disclosure: when insuring and declaring, give the goods, packing, transport and amounts truthfully. If the duty of disclosure is breached deliberately or by gross negligence, we may end the contract or decline the claim as the Insurance Law provides.',
  'public.protocol.agreement.electronic':
    '4. Electronic documents: electronic policies, certificates, endorsements and e-invoices from the portal have the same effect as paper ones. The data you confirm and submit on the portal is the basis on which the contract is made and performed.',
  'public.protocol.agreement.use':
    '5. Fair use: do not access the portal in bulk with automated programs, disturb its operation, or upload files with viruses or unlawful content; we may suspend an account that does.',
  'public.protocol.agreement.liability':
    '6. Interruptions: when the portal is paused for maintenance, network failure or force majeure, we announce it in advance where we can. If a shipment is about to leave and cannot be insured online, contact your account manager to insure offline; cover is as stated in the documents actually issued.',
  'public.protocol.agreement.law':
    "7. Law and disputes: this agreement is governed by the laws of the People's Republic of China (excluding Hong Kong, Macao and Taiwan). Disputes not settled by negotiation go to the competent people's court where we are domiciled.",
  'public.protocol.privacy.title': '2. Privacy policy',
  'public.protocol.privacy.collect':
    "1. Personal information we collect: users' names, mobile numbers and e-mail addresses (account opening, login and SMS codes); names, ID types and ID numbers (such as resident identity card numbers), contacts, phones and addresses of applicants and insureds (making and performing the insurance contract); payee accounts and proof of identity at claims (paying claims); login logs and IP addresses (account security). ID numbers are sensitive personal information and are collected only where the contract, anti-money-laundering identification or a claim requires them.",
  'public.protocol.privacy.purpose':
    '2. Purposes and legal basis: under article 13 of the Personal Information Protection Law, we process this information as needed to make and perform the insurance contract to which you are a party and to meet legal duties such as anti-money-laundering and tax rules. We do not use it for marketing unrelated to the insurance service and never sell it.',
  'public.protocol.privacy.share':
    '3. Sharing and processors: only as far as the contract requires, we give the necessary information to reinsurers, loss adjusters, surveyors, claims agents and payment institutions, bound by contract to keep it confidential, and to regulators and judicial authorities when the law requires. Where a claims agent abroad must receive it, we tell you the recipient name, contact and purpose and ask for your separate consent as the law requires.',
  'public.protocol.privacy.retention':
    '4. Retention: insurance contracts and related business records are kept for at least 5 years after the contract ends (Insurance Law article 87); customer identification records for at least 5 years after the business relationship ends (anti-money-laundering rules); login logs for 6 months. Afterwards the information is deleted or anonymised.',
  'public.protocol.privacy.security':
    '5. Security: data travels encrypted and passwords are stored with one-way hashing; internal access follows least privilege and is logged. If personal information leaks, we take remedial steps and inform you and the authorities as the law requires.',
  'public.protocol.privacy.rights':
    '6. Your rights: you may access, copy, correct and complete your personal information, ask for its deletion where the law provides, withdraw consent, and ask us to explain our processing rules. Send your request through Feedback or your account manager; we answer within 15 working days. Withdrawing consent does not affect processing before it, nor processing the contract or the law requires.',
  'public.protocol.privacy.contact':
    '7. Contact: questions or complaints about this policy can be sent through Feedback on the portal or by letter to our personal information protection officer. When the policy changes we publish the new version and its effective date on this page, and point out material changes when you log in.',
  'public.guarantee.title': 'Customs duty guarantee insurance',
  'public.guarantee.subtitle':
    'An insurance policy instead of a cash deposit or bank guarantee: release first, pay duty later',
  'public.guarantee.what.title': 'What it is',
  'public.guarantee.what.body':
    'Customs duty guarantee insurance is a guarantee insurance we give to customs. When an importer or exporter (the applicant) uses "release first, pay duty later", our policy guarantees to customs that the company pays its duties on time; if it does not, we pay customs up to the sum insured and recover from the company. Unlike a cash deposit or a bank guarantee, it ties up neither cash nor bank credit lines.',
  'public.guarantee.who.title': 'Who it is for',
  'public.guarantee.who.body':
    '• Consignees and consignors registered with customs and in good credit standing (not on the customs list of dishonest enterprises);\n• companies importing often with large duty amounts that want faster clearance and less cash tied up;\n• guarantees customs accepts, such as consolidated duty payment and two-step declaration.',
  'public.guarantee.cover.title': 'What it covers',
  'public.guarantee.cover.body':
    "• Cover: if, during the period, the applicant does not pay the guaranteed duties (customs duty, import VAT and consumption tax) within the time customs sets, we pay up to the sum insured;\n• sum insured: set from the company's expected yearly duties, usually CNY 1 million to 50 million;\n• period: usually one year, renewable;\n• premium: a rate set from the sum insured and the company's credit standing.",
  'public.guarantee.apply.title': 'How to apply',
  'public.guarantee.apply.body':
    '1. Make a business appointment; an account manager contacts you within 1 working day;\n2. provide the business licence, customs registration, two years of import declarations and duty payments, and financial statements;\n3. once approved, we issue the policy and send it to the customs system;\n4. after the guarantee is registered with customs, goods are released first and duty paid later, up to the policy amount.',
  'public.guarantee.apply.reservation': 'Make an appointment',
  'public.guarantee.apply.query': 'Check a guarantee policy',
  'public.guaranteeQuery.title': 'Guarantee policy query',
  'public.guaranteeQuery.subtitle':
    "The status and amount of a customs duty guarantee policy, by its number and the applicant's credit code",
  'public.guaranteeQuery.hint': 'Both must be given and match the policy for it to be shown.',
  'public.guaranteeQuery.submit': 'Search',
  'public.guaranteeQuery.placeholder.number': 'e.g. GB3101202600018',
  'public.guaranteeQuery.placeholder.creditCode': '18-character unified social credit code',
  'public.guaranteeQuery.result.title': 'Policy',
  'public.guaranteeQuery.result.product': 'Product',
  'public.guaranteeQuery.result.applicant': 'Applicant',
  'public.guaranteeQuery.result.beneficiary': 'Guaranteed party (customs)',
  'public.guaranteeQuery.result.status': 'Status',
  'public.guaranteeQuery.result.period': 'Period of insurance',
  'public.guaranteeQuery.result.amount': 'Sum insured',
  'public.guaranteeQuery.result.issueDate': 'Issuing date',
  'public.feedback.title': 'Feedback',
  'public.feedback.subtitle': 'Suggestions, problems or complaints: we handle them within 2 working days',
  'public.feedback.placeholder.content':
    'Describe your suggestion or the problem; give the policy number if it concerns one (at most 1000 characters)',
  'public.feedback.placeholder.phone': 'Optional, so that we can answer you',
  'public.feedback.placeholder.email': 'Optional',
  'public.feedback.contactHint':
    'Leave a mobile number or e-mail and the service desk answers you; without one, your feedback is recorded only.',
  'public.feedback.submit': 'Send feedback',
  'public.feedback.success.title': 'Thank you for your feedback',
  'public.feedback.success.subtitle':
    'Feedback number {{number}}. The service desk handles it within 2 working days.',
  'public.feedback.success.again': 'Send another',
  'public.feedback.success.home': 'Back to home',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
