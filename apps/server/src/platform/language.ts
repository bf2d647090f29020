import { LANGUAGE_COOKIE, type Language, parseLanguage } from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { inLanguage } from './request-language.ts';

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

/**
 * Sets `request.language` and enters it as the caller's language (`callerLanguage()`) for the rest of the
 * request: the hook takes a callback so that every later hook, the handler, the serialiser and the error
 * handler run inside the store. Fastify keeps the request's async context across body parsing (its
 * content-type parser resumes in an AsyncResource of the request), so one entry holds even when the body
 * arrives in later reads of the socket (`request-language.test.ts` sends it so).
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'zh-CN');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request);
    inLanguage(request.language, done);
  });
});
