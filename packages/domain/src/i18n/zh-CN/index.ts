import { firstScreenMessages } from './parts/first-screen.ts';
import { portalHomeMessages } from './parts/portal-home.ts';
import { portalPagesMessages } from './parts/portal-pages.ts';

/**
 * Every Chinese message, all areas merged (in three parts, `./parts/`, which the web downloads one after the
 * other). Its keys are the stored keys (`CatalogKey`). The web loads one language at a time, so this module
 * imports nothing but its own area files.
 */
const zhCatalog = { ...firstScreenMessages, ...portalHomeMessages, ...portalPagesMessages };

/**
 * The keys the catalogs store. A message that puts a number before a noun is a plural message (i18next's
 * plurals, docs/glossary.md "Plurals"): stored as `<name>_other` in both languages, and `<name>_one` in
 * English as well; Chinese has one form.
 */
export type CatalogKey = keyof typeof zhCatalog;

type PluralNameOf<Key> = Key extends `${infer Name}_other` ? Name : never;

/** The name of a plural message: code names it with a `count` (`t(name, { count })`), never one of its forms. */
export type PluralMessageKey = PluralNameOf<CatalogKey>;

/** What code names: a message's key, or a plural message's name; never a plural form (`…_other`, `…_one`). */
export type MessageKey = Exclude<CatalogKey, `${string}_other`> | PluralMessageKey;

/** The English catalog's keys: the stored keys and the English singular of each plural message. */
export type EnglishCatalogKey = CatalogKey | `${PluralMessageKey}_one`;

export default zhCatalog;
