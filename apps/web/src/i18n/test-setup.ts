// Web unit tests: the page loads the UI language's messages lazily (`i18nReady`, the rest of the catalog with
// the first page past the login page, `loadLanguage` on a switch). Tests start with both whole languages in,
// since they describe issues in either.
import type { Language } from '@cargo/domain';
import { i18nReady, loadCatalog, loadLanguage } from './i18n.ts';

await i18nReady;
await Promise.all(
  (['zh-CN', 'en-US'] satisfies Language[]).map((language) => loadCatalog('pages', language)),
);
await Promise.all((['zh-CN', 'en-US'] satisfies Language[]).map(loadLanguage));
