import type { Language } from '@cargo/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { i18n, i18nReady, loadLanguage } from '../../i18n/i18n.ts';
import LoginPage from './login-page.tsx';

/** The languages to render, from their one home (scripts/prerender-pages.mjs reads them here). */
export { LANGUAGES } from '@cargo/domain';

/** The login page as the browser first shows it, in one language: its markup and its title. */
export interface PrerenderedLoginPage {
  markup: string;
  title: string;
}

/**
 * Renders the login page at build time (scripts/prerender-pages.mjs, issue 14): the page paints before its
 * script has run, and `login-main.tsx` hydrates the same tree. Nothing of the visitor (remembered account, image
 * code, mobile login offered) is known here: those come after hydration, as they come after a first render.
 */
export const prerenderLoginPage = async (language: Language): Promise<PrerenderedLoginPage> => {
  await i18nReady;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const markup = renderToString(
    <StrictMode>
      <LoginPage />
    </StrictMode>,
  );
  return { markup, title: i18n.t('shell.productName') };
};
