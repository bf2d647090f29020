import type { Language } from '../envelope.ts';
import enCatalog from './en-US/index.ts';
import zhCatalog, {
  type CatalogKey,
  type EnglishCatalogKey,
  type MessageKey,
  type PluralMessageKey,
} from './zh-CN/index.ts';

export type { CatalogKey, EnglishCatalogKey, MessageKey, PluralMessageKey };

/**
 * Both languages, for the server (it answers in the language of each request). The web does not use
 * this: it loads only the chosen language's module (`./zh-CN/index.ts` or `./en-US/index.ts`) on demand.
 */
export const catalogs: Record<Language, Record<CatalogKey, string>> = {
  'zh-CN': zhCatalog,
  'en-US': enCatalog,
};

/** A plural message's name (its forms are stored as `<name>_other`, `<name>_one`). */
export const isPluralMessageKey = (key: string): key is PluralMessageKey =>
  Object.hasOwn(zhCatalog, `${key}_other`);

/** A name code may use: a message's key or a plural message's name, not one of its forms. */
export const isMessageKey = (key: string): key is MessageKey =>
  (Object.hasOwn(zhCatalog, key) && !key.endsWith('_other')) || isPluralMessageKey(key);

/**
 * The text of a key in a language: a plural message's form for `count` as i18next picks it
 * (`Intl.PluralRules`: English "one" for 1, "other" else; Chinese "other" always), the `_other` form when
 * the language has no form of its own for that count or no count is given.
 */
const templateOf = (language: Language, key: string, count: unknown): string => {
  const catalog: Record<string, string> = catalogs[language];
  if (!isPluralMessageKey(key)) return isMessageKey(key) ? (catalog[key] ?? key) : key;
  const number = Number(count);
  const form = Number.isFinite(number) ? new Intl.PluralRules(language).select(number) : 'other';
  return catalog[`${key}_${form}`] ?? catalog[`${key}_other`] ?? key;
};

/** Looks a key up and fills `{{name}}` placeholders; an unknown key is returned as is. */
export const translate = (
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string =>
  templateOf(language, key, params.count).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
