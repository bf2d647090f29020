import { type Language, type MessageKey, parseLanguage } from '@cargo/domain';
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
// One language at a time, each in three lazy chunks: what the login page and the public frame need (with antd's
// texts), then the portal's home (the shell and the overview), then the pages' own texts with the
// first page that needs them (issue 14: the login page downloaded every message, 48 KB compressed, before its
// first render; the overview the pages' texts, 22 KB).

const bundleLoaders: Record<Language, () => Promise<LanguageBundle>> = {
  'zh-CN': () => import('./bundles/zh-CN-public.ts').then((module) => module.bundle),
  'en-US': () => import('./bundles/en-US-public.ts').then((module) => module.bundle),
};

/** The catalog's parts past the first screen (the domain's `i18n/<language>/parts/`). */
export type CatalogPart = 'home' | 'pages';

const partLoaders: Record<CatalogPart, Record<Language, () => Promise<CatalogRest>>> = {
  home: {
    'zh-CN': () => import('./bundles/zh-CN-home.ts').then((module) => module.messages),
    'en-US': () => import('./bundles/en-US-home.ts').then((module) => module.messages),
  },
  pages: {
    'zh-CN': () => import('./bundles/zh-CN-pages.ts').then((module) => module.messages),
    'en-US': () => import('./bundles/en-US-pages.ts').then((module) => module.messages),
  },
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

/** Everything that follows the UI language outside React: cookie + storage, `<html lang>` (dayjs: `./dayjs.ts`). */
const applyLanguageSideEffects = (language: Language): void => {
  persistLanguage(language);
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
    // A key of a later part asked before it came (a page that did not wait for it): the parts are fetched, and
    // the components re-render when they are added.
    saveMissing: true,
    missingKeyHandler: () => void loadCatalog('pages'),
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

const fetcherOf = (part: CatalogPart) =>
  oncePerLanguage(async (language) => {
    const messages = await partLoaders[part][language]();
    await i18nReady;
    addMessages(language, messages);
  });

const partFetchers: Record<CatalogPart, (language: Language) => Promise<void>> = {
  home: fetcherOf('home'),
  pages: fetcherOf('pages'),
};

/** The parts a page has needed so far: a language switched to loads them too. */
const wantedParts = new Set<CatalogPart>();

/** The parts a page of `part` needs: a page past the overview has the shell's texts too. */
const partsUpTo = (part: CatalogPart): CatalogPart[] => (part === 'home' ? ['home'] : ['home', 'pages']);

/**
 * The UI language's catalog up to `part`: the router waits for it before a page (app/router.tsx), the overview
 * for the home part, every other page for the pages' texts as well.
 */
export const loadCatalog = async (part: CatalogPart, language?: Language): Promise<void> => {
  // The router loads the first page while i18next is still starting: its language is then the initial one.
  const target = language ?? (i18next.isInitialized ? currentLanguage() : initialLanguage);
  const parts = partsUpTo(part);
  for (const wanted of parts) wantedParts.add(wanted);
  await Promise.all(parts.map((wanted) => partFetchers[wanted](target)));
};

/** Makes a language ready to switch to: downloads it once and hands its messages to i18next. */
export const loadLanguage = async (language: Language): Promise<void> => {
  const bundle = await fetchBundle(language);
  await i18nReady;
  addMessages(language, bundle.messages);
  await Promise.all([...wantedParts].map((part) => partFetchers[part](language)));
};
