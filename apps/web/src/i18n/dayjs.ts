import dayjs from 'dayjs';
// Registers the Chinese locale with dayjs (English is built in).
import 'dayjs/locale/zh-cn';
import type { Language } from '@cargo/domain';
import { currentLanguage, currentLanguageOf, i18n } from './i18n.ts';

/**
 * dayjs in the UI language (date pickers' month and weekday names, the week's first day). Only the pages with
 * dates need it: the web imports dayjs from here, never from 'dayjs' itself (`first-screen-imports.test.ts`), so
 * it comes with the first page that shows a date, not with the login page or the overview (issue 14).
 */
const follow = (language: Language): void => {
  dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
};

follow(currentLanguage());
i18n.on('languageChanged', (language) => follow(currentLanguageOf(language)));

export type { Dayjs } from 'dayjs';
export { dayjs };
