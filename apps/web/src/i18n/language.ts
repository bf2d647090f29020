import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language, parseLanguage } from '@cargo/domain';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';

/** The same key as the cookie: SPEC §1 keeps the language in a cookie and in local storage. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** The cookie carries the short form (`zh` / `en`) the server reads to localise its messages. */
export const toCookieLanguage = (language: Language): 'zh' | 'en' => (language === 'en-US' ? 'en' : 'zh');

/** Cookie first (the server sees it too), then local storage, then the browser, then Chinese. */
export const readInitialLanguage = (): Language =>
  parseLanguage(getCookie(LANGUAGE_COOKIE)) ??
  parseLanguage(readStorage('local', LANGUAGE_STORAGE_KEY)) ??
  parseLanguage(typeof navigator === 'undefined' ? undefined : navigator.language) ??
  DEFAULT_LANGUAGE;

export const persistLanguage = (language: Language): void => {
  const short = toCookieLanguage(language);
  setCookie(LANGUAGE_COOKIE, short, LANGUAGE_COOKIE_DAYS);
  writeStorage('local', LANGUAGE_STORAGE_KEY, short);
};
