import { portalMessages } from '@cargo/domain/i18n/en-US/parts/portal';
import type { CatalogRest } from './bundle.ts';

/** Every English message `./en-US-public.ts` does not bring: loaded with the first page past the login page. */
export const messages: CatalogRest = portalMessages;
