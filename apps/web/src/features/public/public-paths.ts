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
  /** The forgotten password (features/password-reset) and the page its mailed link opens. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** The public header's tabs (SPEC §2), with their test ids. */
export const PUBLIC_HEADER_TABS = [
  { path: PUBLIC_PATHS.home, labelKey: 'public.header.tab.home', testId: 'nav-home' },
  { path: PUBLIC_PATHS.reservation, labelKey: 'public.header.tab.reservation', testId: 'nav-reservation' },
  { path: PUBLIC_PATHS.aboutUs, labelKey: 'public.header.tab.aboutUs', testId: 'nav-about-us' },
] as const;

/** The links of the public pages' footer (the usage guide, a PDF, follows them). */
export const PUBLIC_FOOTER_LINKS = [
  { path: PUBLIC_PATHS.reservation, labelKey: 'public.header.tab.reservation' },
  { path: PUBLIC_PATHS.aboutUs, labelKey: 'public.header.tab.aboutUs' },
  { path: PUBLIC_PATHS.faq, labelKey: 'public.footer.faq' },
  { path: PUBLIC_PATHS.documentInfo, labelKey: 'public.footer.documentInfo' },
  { path: PUBLIC_PATHS.guarantee, labelKey: 'public.footer.guarantee' },
  { path: PUBLIC_PATHS.guaranteeQuery, labelKey: 'public.footer.guaranteeQuery' },
  { path: PUBLIC_PATHS.feedback, labelKey: 'public.footer.feedback' },
  { path: PUBLIC_PATHS.protocol, labelKey: 'public.footer.protocol' },
] as const;
