import type { EnglishCatalogKey } from '../zh-CN/index.ts';
import { firstScreenMessages } from './parts/first-screen.ts';
import { portalHomeMessages } from './parts/portal-home.ts';
import { portalPagesMessages } from './parts/portal-pages.ts';

/**
 * Every English message, all areas merged (in three parts, `./parts/`): the same keys as the Chinese catalog, and the
 * English singular (`<name>_one`) of each plural message.
 * Like `../zh-CN/index.ts`, it imports nothing but its own area files (types aside).
 */
const enCatalog: Record<EnglishCatalogKey, string> = {
  ...firstScreenMessages,
  ...portalHomeMessages,
  ...portalPagesMessages,
};

export default enCatalog;
