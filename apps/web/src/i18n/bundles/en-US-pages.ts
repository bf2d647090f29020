import { portalPagesMessages } from '@cargo/domain/i18n/en-US/parts/portal-pages';
import type { CatalogRest } from './bundle.ts';

/** The English of the pages' own texts: loaded with the first page past the overview. */
export const messages: CatalogRest = portalPagesMessages;
