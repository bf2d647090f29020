import type { MessageKey } from '../zh-CN/index.ts';
import { firstScreenMessages } from './parts/first-screen.ts';
import { portalMessages } from './parts/portal.ts';

/**
 * Every English message, all areas merged (in two parts, `./parts/`): the same keys as the Chinese catalog.
 * Like `../zh-CN/index.ts`, it imports nothing but its own area files (types aside).
 */
const enCatalog: Record<MessageKey, string> = { ...firstScreenMessages, ...portalMessages };

export default enCatalog;
