import { type Language, type MessageKey, parseLanguage } from '@cargo/domain';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AntdLocale, LanguageBundle } from './bundles/bundle.ts';
import { DEFAULT_LANGUAGE, persistLanguage, readInitialLanguage } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Record<MessageKey, string> };
    keySeparator: false;
    nsSeparator: false;
  }
}

export const currentLanguageOf = (value: string | undefined): Language =>
  parseLanguage(value) ?? DEFAULT_LANGUAGE;

/** The UI language right now, for code outside React (the request wrapper). */
export const currentLanguage = (): Language => currentLanguageOf(i18next.language);

export const i18n = i18next;

// ---------------------------------------------------------------------------------------------------
// One language at a time: each is a lazy chunk with its messages, antd locale and dayjs locale.

const bundleLoaders: Record<Language, () => Promise<LanguageBundle>> = {
  'zh-CN': () => import('./bundles/zh-CN.ts').then((module) => module.bundle),
  'en-US': () => import('./bundles/en-US.ts').then((module) => module.bundle),
};

const bundles = new Map<Language, Promise<LanguageBundle>>();
const antdLocales = new Map<Language, AntdLocale>();

/** Downloads a language once (a failed download is tried again on the next call). */
const fetchBundle = (language: Language): Promise<LanguageBundle> => {
  let pending = bundles.get(language);
  if (pending === undefined) {
    pending = bundleLoaders[language]().then((bundle) => {
      antdLocales.set(language, bundle.antdLocale);
      return bundle;
    });
    pending.catch(() => bundles.delete(language));
    bundles.set(language, pending);
  }
  return pending;
};

/** antd's texts for a language; loaded with the language, so present for the UI language. */
export const antdLocaleOf = (language: Language): AntdLocale | undefined => antdLocales.get(language);

/** Everything that follows the UI language outside React: cookie + storage, dayjs, `<html lang>`. */
const applyLanguageSideEffects = (language: Language): void => {
  persistLanguage(language);
  dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18next.t('shell.productName', { lng: language });
};

const initialLanguage = readInitialLanguage();

const initialise = (resources: Partial<Record<Language, { translation: Record<MessageKey, string> }>>) =>
  i18next.use(initReactI18next).init({
    resources,
    lng: initialLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh-CN', 'en-US'],
    // Catalog keys are flat and dotted (`shell.menu.logout`): dots and colons are not separators.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });

/**
 * Resolves once i18next is initialised with the initial language's messages: render after it (main.tsx).
 * Should the download fail, i18next starts without messages rather than leave the page blank.
 */
export const i18nReady: Promise<void> = fetchBundle(initialLanguage)
  .then(
    (bundle) => initialise({ [initialLanguage]: { translation: bundle.messages } }),
    (error: unknown) => {
      console.error(`Could not load the ${initialLanguage} messages`, error);
      return initialise({});
    },
  )
  .then(() => {
    applyLanguageSideEffects(initialLanguage);
    i18next.on('languageChanged', (language) => applyLanguageSideEffects(currentLanguageOf(language)));
  });

/** Makes a language ready to switch to: downloads it once and hands its messages to i18next. */
export const loadLanguage = async (language: Language): Promise<void> => {
  const bundle = await fetchBundle(language);
  await i18nReady;
  if (!i18next.hasResourceBundle(language, 'translation'))
    i18next.addResourceBundle(language, 'translation', bundle.messages);
};
