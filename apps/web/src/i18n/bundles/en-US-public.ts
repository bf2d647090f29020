import { firstScreenMessages } from '@cargo/domain/i18n/en-US/parts/first-screen';
import antdLocale from 'antd/es/locale/en_US';
import type { LanguageBundle } from './bundle.ts';

/**
 * What the login page and the first screen of any page need in English (the domain's `parts/first-screen.ts`),
 * with antd's texts. The rest comes with `./en-US-home.ts` and `./en-US-pages.ts` (`loadCatalog`).
 */
export const bundle: LanguageBundle = {
  messages: firstScreenMessages,
  antdLocale,
};
