import messages from '@cargo/domain/i18n/zh-CN/index';
import antdLocale from 'antd/es/locale/zh_CN';
// antd's ES build (shares modules with the rest of antd); dayjs's module registers the Chinese locale.
import dayjsLocale from 'dayjs/locale/zh-cn';
import type { LanguageBundle } from './bundle.ts';

/** Everything Chinese the UI needs, loaded only when Chinese is the UI language (see `loadLanguage`). */
export const bundle: LanguageBundle = { messages, antdLocale, dayjsLocale: dayjsLocale.name };
