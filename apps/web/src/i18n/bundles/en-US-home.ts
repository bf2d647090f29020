import { portalHomeMessages } from '@cargo/domain/i18n/en-US/parts/portal-home';
import type { CatalogRest } from './bundle.ts';

/** The English of the portal's home past `./en-US-public.ts` (the shell, the overview): loaded with the overview. */
export const messages: CatalogRest = portalHomeMessages;
