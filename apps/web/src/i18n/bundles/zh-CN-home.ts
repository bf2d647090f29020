import { portalHomeMessages } from '@cargo/domain/i18n/zh-CN/parts/portal-home';
import type { CatalogRest } from './bundle.ts';

/** The Chinese of the portal's home past `./zh-CN-public.ts` (the shell, the overview): loaded with the overview. */
export const messages: CatalogRest = portalHomeMessages;
