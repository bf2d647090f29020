export { currentLanguage, i18n, i18nReady } from './i18n.ts';
export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, toCookieLanguage } from './language.ts';
export { describeIssue, fieldLabel, isMessageKey, issueReason, translate } from './messages.ts';
export { type LanguageState, useLanguage } from './use-language.ts';
