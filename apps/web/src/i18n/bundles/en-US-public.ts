import auth from '@cargo/domain/i18n/en-US/auth';
import errors from '@cargo/domain/i18n/en-US/errors';
import fields from '@cargo/domain/i18n/en-US/fields';
import publicPages from '@cargo/domain/i18n/en-US/public';
import shell from '@cargo/domain/i18n/en-US/shell';
import shellExtras from '@cargo/domain/i18n/en-US/shell-extras';
import validation from '@cargo/domain/i18n/en-US/validation';
import antdLocale from 'antd/es/locale/en_US';
import type { LanguageBundle } from './bundle.ts';

/**
 * The English the login page and the first screen of any page need (the login card, the public header and
 * footer, the shell's request messages, errors, field names, validation), with antd's and dayjs's texts. The
 * other areas come with `./en-US.ts` when a page needs them (`loadFullCatalog`).
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
  dayjsLocale: 'en',
};
