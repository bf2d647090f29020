// Web unit tests: the page loads the UI language's messages lazily (`i18nReady`, the rest of the catalog with
// the first page past the login page, `loadLanguage` on a switch). Tests start with both whole languages in,
// since they describe issues in either.
import type { Language } from '@cargo/domain';
import i18next from 'i18next';
import { i18nReady, loadCatalog, loadLanguage } from './i18n.ts';
import { DEFAULT_LANGUAGE } from './language.ts';

await i18nReady;
await Promise.all(
  (['zh-CN', 'en-US'] satisfies Language[]).map((language) => loadCatalog('pages', language)),
);
await Promise.all((['zh-CN', 'en-US'] satisfies Language[]).map(loadLanguage));
// Node.js 21+ has a `navigator` whose language is the machine's (en-US here); the tests start in the portal's
// default language, as a visitor whose browser asks for none.
await i18next.changeLanguage(DEFAULT_LANGUAGE);
