import auth from '@cargo/domain/i18n/zh-CN/auth';
import errors from '@cargo/domain/i18n/zh-CN/errors';
import fields from '@cargo/domain/i18n/zh-CN/fields';
import publicPages from '@cargo/domain/i18n/zh-CN/public';
import shell from '@cargo/domain/i18n/zh-CN/shell';
import shellExtras from '@cargo/domain/i18n/zh-CN/shell-extras';
import validation from '@cargo/domain/i18n/zh-CN/validation';
import antdLocale from 'antd/es/locale/zh_CN';
// antd's ES build (shares modules with the rest of antd); dayjs's module registers the Chinese locale.
import dayjsLocale from 'dayjs/locale/zh-cn';
import type { LanguageBundle } from './bundle.ts';

/**
 * The Chinese the login page and the first screen of any page need (the login card, the public header and
 * footer, the shell's request messages, errors, field names, validation), with antd's and dayjs's texts. The
 * other areas come with `./zh-CN.ts` when a page needs them (`loadFullCatalog`).
 */
export const bundle: LanguageBundle = {
  messages: {
    ...auth,
    ...errors,
    ...fields,
    ...publicPages,
    ...shell,
    ...shellExtras,
    ...validation,
  },
  antdLocale,
  dayjsLocale: dayjsLocale.name,
};
