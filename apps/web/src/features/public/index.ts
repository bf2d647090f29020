/** What other features may use of public: the only way in from outside the folder. */

export { COMPANY_FIGURES, PORTAL_SERVICES } from './portal-facts.ts';
export { AGREEMENT as SERVICE_AGREEMENT_PARTS, PRIVACY as PRIVACY_POLICY_PARTS } from './protocol-page.tsx';
export { PublicFooter } from './public-footer.tsx';
export { PublicPage } from './public-page.tsx';
export { PUBLIC_FOOTER_LINKS, PUBLIC_HEADER_TABS, PUBLIC_PATHS } from './public-paths.ts';
