import type { MessageKey } from '@cargo/domain';
import type { ConfigProviderProps } from 'antd';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * What one UI language brings. Each language is its own lazily loaded module (`./zh-CN.ts`, `./en-US.ts`),
 * so the page downloads the messages of the language it shows, not of both.
 */
export interface LanguageBundle {
  messages: Record<MessageKey, string>;
  /** antd's own texts (pagination, date pickers, modal buttons…). */
  antdLocale: AntdLocale;
  /** The dayjs locale the module registered. */
  dayjsLocale: string;
}
