/** Routes of the public (no login) pages, as registered by the app router (SPEC §2 "Public"). */
export const PUBLIC_PATHS = {
  home: '/login',
  reservation: '/reservation',
  aboutUs: '/about-us',
  commonQuestions: '/commonQuestions',
  faq: '/faq',
  documentInfo: '/document-info',
  protocol: '/protocol',
  guarantee: '/guarantee-insurance',
  guaranteeQuery: '/guarantee-insurance-query',
  feedback: '/feedback',
} as const;
