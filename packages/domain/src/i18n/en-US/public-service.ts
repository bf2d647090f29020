import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/public-service.ts';

/** What the server says for the public pages: feedback, the guarantee query and the usage guide PDF. */
export default {
  'field.feedbackType': 'Feedback type',
  'field.feedbackContent': 'Feedback',
  'field.guaranteeNo': 'Policy number',
  'mail.feedback.subject': '[Feedback] {{type}} {{reference}}',
  'mail.feedback.intro':
    'The portal received new feedback. Please handle it within 2 working days and answer the sender (if contact details were left).',
  'mail.feedback.reference': 'Feedback number',
  'mail.feedback.account': 'Logged-in account id',
  'mail.feedback.language': 'Sender language',
  'mail.feedback.language.zh-CN': 'Chinese',
  'mail.feedback.language.en-US': 'English',
  'public.feedback.error.tooMany': 'Too many submissions. Please try again in {{minutes}} minutes',
  'public.guaranteeQuery.notFound':
    "No policy found. Please check the policy number and the applicant's unified social credit code",
  'public.guaranteeQuery.error.numberFormat': 'must be 6 to 32 letters or digits',
  'public.guarantee.productName': 'Customs duty guarantee insurance',
  'guide.fileName': 'Cargo Insurance Portal usage guide',
  'guide.title': 'Cargo Insurance Portal usage guide',
  'guide.subtitle': 'Logging in, insuring, declaring, endorsements, claims and documents',
  'guide.intro':
    'This guide describes the main tasks in the Cargo Insurance Portal. The portal supports current versions of Chrome, Edge and Firefox at a screen resolution of at least 1366×768. If a page looks wrong, reload it or clear the browser cache first.',
  'guide.login.title': 'Logging in and your account',
  'guide.login.body':
    '• Open the portal home page and log in with your account name (or e-mail), password and the image code. After repeated wrong passwords the account is locked for a while.\n• At the first login you must change the initial password and bind a mobile number for SMS codes.\n• If you manage several company accounts, use "Switch account" in the user menu at the top right.\n• If you forgot your password, ask your account manager or call the service hotline to reset it.',
  'guide.insure.title': 'Insure online',
  'guide.insure.body':
    '• Go to Insurance > Online application and choose a product (import/export, domestic transport or parcel post).\n• Fill in the applicant and insured, the goods, the transport (departure date, ports of loading and discharge, and an invoice or bill of lading number) and the cover (main clauses, additional covers, invoice amount and uplift).\n• The portal calculates the premium from the clauses and rates; confirm and submit. Applications referred to an underwriter show their progress under Application enquiry.\n• Once accepted, pay online; the policy is issued as soon as the premium is paid. You can save a draft at any point and continue later.',
  'guide.declare.title': 'Declaring under an open policy',
  'guide.declare.body':
    '• Customers with an open policy declare each shipment before it departs: go to Transport declaration, choose the open policy, fill in the goods, transport and amount, and submit.\n• For many shipments, download the Excel template, fill it in and upload it; each row is checked and rows in error are listed with the reason.\n• The declared amount is drawn from the open policy balance; declarations beyond the per-shipment limit or conditions are referred to an underwriter.\n• An accepted declaration gives a certificate of insurance for that shipment, to download at once.',
  'guide.correct.title': 'Endorsements',
  'guide.correct.body':
    '• To change an issued policy (e.g. vessel, bill of lading number, amount), go to Endorsement service, find the policy and apply for an endorsement with the new details.\n• The portal first shows a preview of the endorsement, including any additional or returned premium; confirm to submit. Endorsements that need review are handled by an underwriter.\n• An accepted endorsement is issued as an endorsement document, read together with the policy. Conditions cannot be changed by endorsement after a loss has occurred.',
  'guide.claim.title': 'Reporting a claim',
  'guide.claim.body':
    '• When you find a loss, take reasonable steps to limit it, keep the goods and packing as found, and report at once: go to Claims > Report, enter the policy or certificate number, and give the time, place, cause and estimated amount of the loss.\n• Upload the claim documents on the checklist the portal gives (e.g. invoice, packing list, bill of lading, survey report, letter of claim to the carrier). Download the notice of claim to the carrier and send it to the carrier soon after delivery to keep the right of recovery.\n• Follow the claim, send further documents and see the settlement under Claim enquiry.',
  'guide.documents.title': 'Downloading documents',
  'guide.documents.body':
    '• Policies, certificates, application forms, endorsements and settlement lists are downloaded as PDF from their enquiry pages. The e-invoice is sent to the e-mail given in the application after the premium is received, and can also be downloaded under Policy enquiry.\n• Under a letter of credit, check the currency, the amount (usually at least 110% of the CIF/CIP value), the cover and the date of issue (no later than shipment) against the credit.\n• A document can be verified by its number on the portal or by calling the service hotline.',
  'guide.help.title': 'Getting help',
  'guide.help.body':
    '• Common questions: "Common questions" at the foot of the portal pages.\n• Feedback: "Feedback" in the toolbar on the login page, or /feedback.\n• Business enquiries: make a business appointment and an account manager contacts you within 1 working day.',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
