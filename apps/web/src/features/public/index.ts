/** What other features may use of public: the only way in from outside the folder. */
export { CompanyFigures } from './company-figures.tsx';
export { AGREEMENT as SERVICE_AGREEMENT_PARTS, PRIVACY as PRIVACY_POLICY_PARTS } from './protocol-page.tsx';
export { PublicPage } from './public-page.tsx';
export { PUBLIC_PATHS } from './public-paths.ts';
export { ServiceHighlights } from './service-highlights.tsx';
