import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/public.ts';

export default {
  'public.header.navigation': 'Main navigation',
  'public.header.tab.home': 'Home',
  'public.header.tab.reservation': 'Business appointment',
  'public.header.tab.aboutUs': 'About us',
  'public.footer.navigation': 'Footer navigation',
  'public.footer.commonQuestions': 'Common questions',
  'public.footer.copyright': '© {{year}} {{product}}. All rights reserved.',
  'public.footer.faq': 'Common questions',
  'public.footer.documentInfo': 'Document guide',
  'public.footer.protocol': 'User agreement and privacy policy',
  'public.footer.guarantee': 'Customs duty guarantee insurance',
  'public.footer.guaranteeQuery': 'Guarantee policy query',
  'public.footer.feedback': 'Feedback',
  'public.footer.usageGuide': 'Usage guide (PDF)',

  'public.figure.agents': 'International agents',
  'public.figure.agents.unit': 'agents',
  'public.figure.countries': 'Countries covered',
  'public.figure.countries.unit': 'countries',
  'public.figure.branches': 'Branches',
  'public.figure.branches.unit': 'branches',
  'public.figure.outlets': 'Service outlets',
  'public.figure.outlets.unit': 'outlets',

  'public.service.insure.title': 'Insure online',
  'public.service.insure.text':
    'Choose a product, enter the goods, transit and cover, get the premium at once and submit. Frequent applicants and insureds are saved for reuse, and unfinished applications are kept as drafts.',
  'public.service.declaration.title': 'Transport declarations',
  'public.service.declaration.text':
    'Declare each shipment under your open policy online, or upload a list in bulk. Per-shipment limits and the remaining balance are checked at once and the certificate is issued immediately.',
  'public.service.claim.title': 'Claims',
  'public.service.claim.text':
    'Report a loss online, upload your claim documents and follow the case at any time. Eligible small claims go through the fast track.',
  'public.service.document.title': 'Policies and invoices',
  'public.service.document.text':
    'Find, download and print policies, endorsements and certificates, view settlement lists, and request VAT electronic ordinary invoices online.',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
