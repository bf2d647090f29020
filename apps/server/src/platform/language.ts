import { LANGUAGE_COOKIE, type Language, parseLanguage } from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/**
 * The tags Accept-Language is matched against: each language by its full tag and its primary subtag, so
 * that `zh-TW` finds Chinese and `en-GB` English. Chinese first: a bare `*` means Chinese.
 */
const OFFERED_TAGS = ['zh-CN', 'zh', 'en-US', 'en'];

/** The language the client prefers most among ours (q-values respected), by the `negotiator` package. */
export const acceptedLanguage = (acceptLanguage: string | undefined): Language | undefined => {
  if (!acceptLanguage) return undefined;
  const tag = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(OFFERED_TAGS);
  return parseLanguage(tag);
};

/** The caller's language: the `lang` cookie the web app keeps, else Accept-Language, else Chinese. */
export const languageOf = (request: FastifyRequest): Language =>
  parseLanguage(request.cookies[LANGUAGE_COOKIE]) ??
  acceptedLanguage(request.headers['accept-language']) ??
  'zh-CN';

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'zh-CN');
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request);
  });
});
