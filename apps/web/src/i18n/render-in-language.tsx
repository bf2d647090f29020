import type { Language } from '@cargo/domain';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { i18n, i18nReady, loadLanguage } from './i18n.ts';

/** A page rendered at build time: its markup and its title. */
export interface PrerenderedPage {
  markup: string;
  title: string;
}

/**
 * `page` rendered to HTML in `language`, titled with the product's name, for the pages the web build renders
 * (scripts/prerender-pages.mjs): nothing of a visitor is known there.
 */
export const renderInLanguage = async (language: Language, page: ReactElement): Promise<PrerenderedPage> => {
  await i18nReady;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const markup = renderToString(<StrictMode>{page}</StrictMode>);
  return { markup, title: i18n.t('shell.productName') };
};
