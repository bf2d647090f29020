import { firstScreenMessages } from './parts/first-screen.ts';
import { portalHomeMessages } from './parts/portal-home.ts';
import { portalPagesMessages } from './parts/portal-pages.ts';

/**
 * Every Chinese message, all areas merged (in three parts, `./parts/`, which the web downloads one after the
 * other). Its keys are the message keys (`MessageKey`). The web loads one language at a time, so this module
 * imports nothing but its own area files.
 */
const zhCatalog = { ...firstScreenMessages, ...portalHomeMessages, ...portalPagesMessages };

export type MessageKey = keyof typeof zhCatalog;

export default zhCatalog;
