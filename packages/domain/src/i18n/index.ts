import type { Language } from '../envelope.ts';
import enCatalog from './en-US/index.ts';
import zhCatalog, { type MessageKey } from './zh-CN/index.ts';

export type { MessageKey };

/**
 * Both languages, for the server (it answers in the language of each request). The web does not use
 * this: it loads only the chosen language's module (`./zh-CN/index.ts` or `./en-US/index.ts`) on demand.
 */
export const catalogs: Record<Language, Record<MessageKey, string>> = {
  'zh-CN': zhCatalog,
  'en-US': enCatalog,
};

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(zhCatalog, key);

/** Looks a key up and fills `{{name}}` placeholders; an unknown key is returned as is. */
export const translate = (
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string => {
  const template = isMessageKey(key) ? catalogs[language][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};
