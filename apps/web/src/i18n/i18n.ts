import { type Language, type MessageKey, parseLanguage } from '@cargo/domain';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AntdLocale, CatalogRest, LanguageBundle } from './bundles/bundle.ts';
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
// One language at a time, each in two lazy chunks: what the login page and the public frame need (with antd's
// and dayjs's texts), then the rest of the catalog with the first page that needs more (issue 14: the login page
// downloaded every message, 48 KB compressed, before its first render).

const bundleLoaders: Record<Language, () => Promise<LanguageBundle>> = {
  'zh-CN': () => import('./bundles/zh-CN-public.ts').then((module) => module.bundle),
  'en-US': () => import('./bundles/en-US-public.ts').then((module) => module.bundle),
};

const restLoaders: Record<Language, () => Promise<CatalogRest>> = {
  'zh-CN': () => import('./bundles/zh-CN.ts').then((module) => module.messages),
  'en-US': () => import('./bundles/en-US.ts').then((module) => module.messages),
};

/** Runs `load` once per language; a failed download is tried again on the next call. */
const oncePerLanguage = <T>(load: (language: Language) => Promise<T>) => {
  const pending = new Map<Language, Promise<T>>();
  return (language: Language): Promise<T> => {
    let result = pending.get(language);
    if (result === undefined) {
      result = load(language);
      result.catch(() => pending.delete(language));
      pending.set(language, result);
    }
    return result;
  };
};

const antdLocales = new Map<Language, AntdLocale>();

/** Downloads a language's first part once (a failed download is tried again on the next call). */
const fetchBundle = oncePerLanguage(async (language) => {
  const bundle = await bundleLoaders[language]();
  antdLocales.set(language, bundle.antdLocale);
  return bundle;
});

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

const initialise = (resources: Partial<Record<Language, { translation: CatalogRest }>>) =>
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
    // A key of the catalog's second part asked before it came (a page that did not wait for it): it is fetched,
    // and the components re-render when it is added.
    saveMissing: true,
    missingKeyHandler: () => void loadFullCatalog(),
    react: { bindI18nStore: 'added' },
  });

/**
 * Resolves once i18next is initialised with the initial language's messages: render after it (main.tsx).
 * Should the download fail, i18next starts without messages rather than leave the page blank.
 */
export const i18nReady: Promise<void> = fetchBundle(initialLanguage)
  .then(
    (bundle) => initialise({ [initialLanguage]: { translation: { ...bundle.messages } } }),
    (error: unknown) => {
      console.error(`Could not load the ${initialLanguage} messages`, error);
      return initialise({});
    },
  )
  .then(() => {
    applyLanguageSideEffects(initialLanguage);
    i18next.on('languageChanged', (language) => applyLanguageSideEffects(currentLanguageOf(language)));
  });

/** Hands a part of a language's catalog to i18next (merged with the part it has, which it copies). */
const addMessages = (language: Language, messages: CatalogRest) =>
  i18next.addResourceBundle(language, 'translation', { ...messages }, true, false);

const fetchRest = oncePerLanguage(async (language) => {
  const messages = await restLoaders[language]();
  await i18nReady;
  addMessages(language, messages);
});

/** Whether a page has needed more than the login page's messages (a language switched to then loads all). */
let fullCatalogWanted = false;

/**
 * The rest of the UI language's catalog (the business pages, the back office, the public information pages):
 * the router waits for it before any page but the login page (app/router.tsx).
 */
export const loadFullCatalog = (language?: Language): Promise<void> => {
  fullCatalogWanted = true;
  // The router loads the first page while i18next is still starting: its language is then the initial one.
  return fetchRest(language ?? (i18next.isInitialized ? currentLanguage() : initialLanguage));
};

/** Makes a language ready to switch to: downloads it once and hands its messages to i18next. */
export const loadLanguage = async (language: Language): Promise<void> => {
  const bundle = await fetchBundle(language);
  await i18nReady;
  addMessages(language, bundle.messages);
  if (fullCatalogWanted) await fetchRest(language);
};
