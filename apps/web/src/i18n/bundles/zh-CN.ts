import { portalMessages } from '@cargo/domain/i18n/zh-CN/parts/portal';
import type { CatalogRest } from './bundle.ts';

/** Every Chinese message `./zh-CN-public.ts` does not bring: loaded with the first page past the login page. */
export const messages: CatalogRest = portalMessages;
