import type { EnglishCatalogKey } from '@cargo/domain';
import type { ConfigProviderProps } from 'antd';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * Some of a language's messages by their stored keys (a plural message's forms `…_one`, `…_other`): the catalog
 * comes in three parts (`<language>-public.ts`, `-home.ts`, `-pages.ts`).
 */
export type CatalogRest = Partial<Record<EnglishCatalogKey, string>>;

/**
 * What one UI language brings first (`./zh-CN-public.ts`, `./en-US-public.ts`): the messages of the login page
 * and the public pages' frame, and antd's texts. Each language is its own lazily loaded module, so
 * the page downloads the language it shows, not both; the rest of the catalog follows (`loadCatalog`).
 */
export interface LanguageBundle {
  messages: CatalogRest;
  /** antd's own texts (pagination, date pickers, modal buttons…). */
  antdLocale: AntdLocale;
}
