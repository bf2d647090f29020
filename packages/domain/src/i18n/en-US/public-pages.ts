import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/public-pages.ts';

export default {
  'public.about.title': 'About us',
  'public.about.subtitle': 'Cargo insurance specialists, with every shipment until it arrives safely',
  'public.about.overview.title': 'Who we are',
  'public.about.overview.p1':
    "We specialise in cargo transportation insurance. We protect manufacturers, traders, freight forwarders and logistics carriers against the risks of sea, air, road, rail and parcel transit, with import and export cargo insurance, domestic cargo insurance and carrier's liability insurance.",
  'public.about.overview.p2':
    'Backed by branches across China and a worldwide network of survey and claims agents, we support our clients before departure, in transit and after arrival — from insuring and declaring shipments to survey and claim settlement. This portal puts these services online, around the clock.',
  'public.about.network.title': 'Our network',
  'public.about.services.title': 'Online services',
  'public.about.services.intro':
    'Once logged in, corporate customers handle the following themselves and can switch between their company accounts.',
  'public.about.commitment.title': 'Our commitment',
  'public.about.commitment.underwriting.title': 'Expert underwriting',
  'public.about.commitment.underwriting.text':
    'We work with both the Institute Cargo Clauses (ICC) and the China Insurance Clauses (CIC), and match the main cover and additional covers to your goods, conveyance and route.',
  'public.about.commitment.network.title': 'Worldwide survey',
  'public.about.commitment.network.text':
    'Our international survey and claims agents cover the main ports and inland cities, so a loss at destination is surveyed nearby and assessed sooner.',
  'public.about.commitment.claims.title': 'Prompt claims',
  'public.about.commitment.claims.text':
    'Reporting, documents and progress are all online, and our claims handlers follow up promptly so that you are paid sooner.',
  'public.about.cta.title': 'Looking for the right cargo cover for your business?',
  'public.about.cta.text':
    'Make a business appointment and an account manager will contact you within one working day.',
  'public.about.cta.button': 'Business appointment',

  'public.faq.title': 'Common questions',
  'public.faq.subtitle': 'Answers on insuring, declaring, claims, documents and your account',
  'public.faq.more': 'Did not find your answer?',
  'public.faq.more.link': 'Make a business appointment and an account manager will contact you',
  'public.faq.insureOnline.question': 'How do I insure a shipment online?',
  'public.faq.insureOnline.answer':
    'After logging in, open Insure services > Online insure:\n1. Choose the product, e.g. import or export cargo insurance, domestic waterway, road, air or rail cargo insurance, or parcel post insurance;\n2. Enter the applicant and insured, the goods (category, packing, marks and quantity), the transit (conveyance, departure date, ports of loading and destination, and at least one of the invoice number and the bill of lading/waybill number) and the cover (main clause, additional covers, invoice value and addition);\n3. The premium is calculated from the clauses and rates; check it and submit the application.\nYou can save your work as a draft at any time and carry on later under Draft policies, or turn the draft into an application. After submitting, follow the underwriting status under Policy enquiry; once the application is approved and the premium paid, the policy is issued and can be downloaded.',
  'public.faq.iccCover.question': 'What do the Institute Cargo Clauses ICC (A), (B) and (C) cover?',
  'public.faq.iccCover.answer':
    '• ICC (A): all risks of physical loss or damage except the listed exclusions, including theft, malicious damage and piracy, plus general average and salvage charges;\n• ICC (B): everything in (C), plus earthquake, volcanic eruption and lightning; washing overboard; entry of sea, lake or river water into the vessel, craft, container or place of storage; and total loss of any package lost overboard or dropped while loading or unloading. Theft, rain damage and non-delivery are not covered;\n• ICC (C): major casualties only — fire or explosion; stranding, grounding, sinking or capsizing; overturning or derailment of a land conveyance; collision; discharge at a port of distress; general average sacrifice; and jettison.\nNone of them covers wilful misconduct of the insured, ordinary leakage and wear, insufficient packing, inherent vice or delay, and (B) and (C) also exclude deliberate damage by anyone. War and strikes are insured separately. Roughly, ICC (A) corresponds to the China Insurance Clauses "All Risks", (B) to "WPA" and (C) to "FPA".',
  'public.faq.insuredValue.question': 'How is the sum insured set?',
  'public.faq.insuredValue.answer':
    'Import and export cargo is usually insured at the CIF (or CIP) value plus an addition: sum insured = CIF × (1 + addition). The addition is normally 10%, i.e. CIF × 110%. For example, a CIF value of USD 100,000 is insured for USD 110,000.\nUnder a letter of credit, the sum insured must meet the credit; where the credit is silent it must be at least 110% of the CIF/CIP value, in the currency of the credit.\nFor domestic shipments the sum insured is usually the actual value of the goods, or the value plus freight and charges.',
  'public.faq.whoInsures.question': 'Who should arrange the insurance under each trade term?',
  'public.faq.whoInsures.answer':
    'Under Incoterms 2020, only CIF and CIP oblige the seller to insure for the buyer: at least ICC (C) under CIF and at least ICC (A) under CIP. Under FOB, CFR, FCA, CPT and similar terms the risk passes to the buyer at delivery, so the buyer normally insures.\nAs a rule, exporters insure when they sell on CIF/CIP terms, and importers insure when they buy on FOB, CFR or FCA terms.',
  'public.faq.declaration.question': 'How do I declare a shipment under an open policy?',
  'public.faq.declaration.answer':
    'Under an open cover, every shipment must be declared before it departs. Open Transport declaration > Online declaration, choose the open policy, enter the goods and quantity, conveyance, ports of loading and discharge, sailing date, invoice amount and addition, and submit. Once the checks pass, the certificate is issued; find and download it under Declaration enquiry and download.\nFor many shipments, use Batch declaration: download the template, fill it in and upload it. Rows that fail the checks come back in an error list to correct and upload again.\nIf a declaration exceeds the per-shipment limit, the open policy has too little balance left, or the automatic check fails, the portal tells you or sends it to manual review. Declarations not yet submitted are kept under Pending declarations.',
  'public.faq.reportClaim.question': 'How do I report a claim?',
  'public.faq.reportClaim.answer':
    '1. Take reasonable steps at once to prevent further loss;\n2. Do not sign a clean receipt on delivery — note any visible damage on the delivery documents. For hidden damage found on unpacking, notify the carrier in writing within 3 days of delivery, otherwise the goods are presumed delivered in good order. Keep the damaged goods and packing;\n3. Log in and open Claims service > Online reporting, or find the policy under Policy query and download and report from there. Enter the time, place, cause and circumstances of the loss and the estimated amount, and upload photos and other evidence. For imports, also contact the surveying agent named on the certificate to arrange a survey;\n4. Follow the case under Claims enquiry (reported, settlement calculated, closed, archived).\nMind the time limits: a claim against the insurer is generally time-barred after 2 years, and a suit against an ocean carrier after 1 year.',
  'public.faq.claimDocuments.question': 'What documents do I need for a claim?',
  'public.faq.claimDocuments.answer':
    'Usually: the original policy or certificate; commercial invoice, packing list and weight note; bill of lading or waybill (the full set of originals for a total loss); survey report and survey fee receipt; damage or short-landing certificate; your claim letter to the carrier or other liable party and its reply; a statement of claim; a police report for theft, or the accident liability finding for a road accident.\nOn payment you sign a letter of subrogation, which lets the insurer recover from the liable party up to the amount paid. The claims handler will confirm exactly what is needed after you report. Online uploads accept jpg, png, pdf, doc(x), xls(x), csv, zip, rar and msg files of up to 4 MB each.',
  'public.faq.correction.question': 'What if a policy has an error after it is issued?',
  'public.faq.correction.answer':
    "Apply for an endorsement under Endorsement service > Online endorsement — for example to change the insured name or address, conveyance, dates, ports, goods or sum insured — and follow it under Endorsement request enquiry. Note that:\n• an application under review must be withdrawn before it can be modified;\n• a policy can be cancelled only before cover starts; once cover has started, a cargo policy cannot be cancelled;\n• a parent account cannot apply for an endorsement to a subordinate account's policy directly — switch to that account first;\n• a deleted endorsement request cannot be recovered; start a new online endorsement instead.",
  'public.faq.documents.question': 'How do I download my policy or an e-invoice?',
  'public.faq.documents.answer':
    'Open Documents > Policy enquiry and download, search by policy number (4 or 20 digits) or by a date range, and click download or print in the results to get the electronic policy (PDF). For some products the policy is generated in the background: wait a few seconds after clicking and the download starts by itself.\nInvoices: request one from the policy results with the invoice title, taxpayer number and receiving email; the e-invoice is sent to that email. The portal issues VAT electronic ordinary invoices only, not VAT special invoices.\nPremium not yet settled is listed under Settlement enquiry, where you can download the settlement list.',
  'public.faq.password.question': 'I forgot my password, or want to change it. What should I do?',
  'public.faq.password.answer':
    'When logged in, change your password under Account management in the user menu at the top right, with your current and new password. The first time you log in with an initial password, the portal asks you to change it before you continue.\nIf you have forgotten your password, contact your account manager or servicing branch: they reset it after verifying your identity. Log in with the new initial password and change it at once. To protect your account, it is locked for a while after several wrong passwords in a row; try again after the time shown.',
  'public.faq.switchAccount.question': 'I manage several company accounts. How do I switch between them?',
  'public.faq.switchAccount.answer':
    'Click your user name at the top right and choose Switch account. The list shows every account you may use (the current one is greyed out). After you choose, the page reloads and shows the business data of the new account.\nA parent account can search documents across all accounts, the current account or a chosen account, but must switch to a subordinate account to apply for endorsements to its policies.',
  'public.faq.verifyCode.question': 'The login page says the verification code is wrong. What should I do?',
  'public.faq.verifyCode.answer':
    'The image code is not case-sensitive, is valid for 5 minutes and can be used once only: after every failed login the portal shows a new image, so type the new code. Click the image if it is hard to read.\nIf you still cannot log in, check your account or email and password, or contact your account manager.',

  'public.reservation.title': 'Business appointment',
  'public.reservation.subtitle':
    'Leave your contact details and needs, and an account manager will contact you within one working day.',
  'public.reservation.section.contact': 'Contact person',
  'public.reservation.section.company': 'Company',
  'public.reservation.section.business': 'Your needs',
  'public.reservation.placeholder.name': 'Name of the contact person',
  'public.reservation.placeholder.mobile': '11-digit mainland China mobile number',
  'public.reservation.placeholder.companyName': 'Company name as on the business licence',
  'public.reservation.placeholder.creditCode': '18-character unified social credit code',
  'public.reservation.placeholder.address': 'Business address',
  'public.reservation.placeholder.branch': 'Province of the branch that should serve you',
  'public.reservation.placeholder.branchText': 'Region of the branch that should serve you',
  'public.reservation.placeholder.agentCode': 'Optional',
  'public.reservation.placeholder.detail':
    'E.g. main goods, modes of transport and routes, yearly volume or value, the cover you have in mind — so that your account manager can prepare',
  'public.reservation.branch.fallback':
    'The province list could not be loaded. Please type the region instead.',
  'public.reservation.agentCode.tooltip':
    'If an agent or account manager already serves you, enter their code so that we pass the appointment on to them.',
  'public.reservation.privacy':
    'We use the information you submit only to contact you about this appointment and your cover, and protect your personal information as the law requires.',
  'public.reservation.submit': 'Submit',
  'public.reservation.success.title': 'Appointment submitted',
  'public.reservation.success.subtitle':
    'Our staff will contact you within one working day. Reference: {{id}}',
  'public.reservation.success.home': 'Back to home',
  'public.reservation.success.again': 'New appointment',
  'public.reservation.steps.title': 'What happens next',
  'public.reservation.steps.submit.title': 'Submit',
  'public.reservation.steps.submit.text': 'Tell us who you are, about your company and what you need.',
  'public.reservation.steps.contact.title': 'We call you',
  'public.reservation.steps.contact.text':
    'An account manager of the chosen branch calls you within one working day to learn about your goods and transits.',
  'public.reservation.steps.proposal.title': 'Your cover',
  'public.reservation.steps.proposal.text':
    'We propose a cover and open your portal account, so that you can insure and declare online.',
  'public.reservation.error.detailRequired': 'required when the business intention is Other',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
