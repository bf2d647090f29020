import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@cargo/domain';

/**
 * The caller's language for the whole of a request: `languagePlugin` enters it for every request, so services,
 * mappers and helpers read it where they render a label or a message instead of passing it down.
 */
const languageStore = new AsyncLocalStorage<Language>();

/** The language of the request being answered; Chinese outside a request (seed scripts, jobs). */
export const callerLanguage = (): Language => languageStore.getStore() ?? 'zh-CN';

/** Runs `work` (and everything it starts) with `language` as the caller's language. */
export const inLanguage = <T>(language: Language, work: () => T): T => languageStore.run(language, work);
