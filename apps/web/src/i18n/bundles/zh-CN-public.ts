import { firstScreenMessages } from '@cargo/domain/i18n/zh-CN/parts/first-screen';
import antdLocale from 'antd/es/locale/zh_CN';
// antd's ES build (shares modules with the rest of antd); dayjs's module registers the Chinese locale.
import dayjsLocale from 'dayjs/locale/zh-cn';
import type { LanguageBundle } from './bundle.ts';

/**
 * What the login page and the first screen of any page need in Chinese (the domain's `parts/first-screen.ts`),
 * with antd's and dayjs's texts. The rest comes with `./zh-CN-home.ts` and `./zh-CN-pages.ts` (`loadCatalog`).
 */
export const bundle: LanguageBundle = {
  messages: firstScreenMessages,
  antdLocale,
  dayjsLocale: dayjsLocale.name,
};
