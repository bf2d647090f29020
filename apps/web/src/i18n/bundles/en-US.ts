import messages from '@cargo/domain/i18n/en-US/index';
import antdLocale from 'antd/es/locale/en_US';
import type { LanguageBundle } from './bundle.ts';

/** Everything English the UI needs, loaded only when English is the UI language (see `loadLanguage`). */
export const bundle: LanguageBundle = { messages, antdLocale, dayjsLocale: 'en' };
