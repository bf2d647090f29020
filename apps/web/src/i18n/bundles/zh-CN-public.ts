import { firstScreenMessages } from '@cargo/domain/i18n/zh-CN/parts/first-screen';
import antdLocale from 'antd/es/locale/zh_CN';
import type { LanguageBundle } from './bundle.ts';

/**
 * What the login page and the first screen of any page need in Chinese (the domain's `parts/first-screen.ts`),
 * with antd's texts. The rest comes with `./zh-CN-home.ts` and `./zh-CN-pages.ts` (`loadCatalog`).
 */
export const bundle: LanguageBundle = {
  messages: firstScreenMessages,
  antdLocale,
};
