import type { Language } from '@cargo/domain';
import { type PrerenderedPage, renderInLanguage } from '../../i18n/render-in-language.tsx';
import LoginPage from './login-page.tsx';

/** The languages to render, from their one home (scripts/prerender-pages.mjs reads them here). */
export { LANGUAGES } from '@cargo/domain';

/**
 * Renders the login page at build time (scripts/prerender-pages.mjs, issue 14): the page paints before its
 * script has run, and `login-main.tsx` hydrates the same tree. Nothing of the visitor (remembered account, image
 * code, mobile login offered) is known here: those come after hydration, as they come after a first render.
 */
export const prerenderLoginPage = (language: Language): Promise<PrerenderedPage> =>
  renderInLanguage(language, <LoginPage />);
