import { LANGUAGE_COOKIE, type Language, parseLanguage } from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The caller's language: the `lang` cookie the web app keeps, else Accept-Language, else Chinese. */
export const languageOf = (request: FastifyRequest): Language =>
  parseLanguage(request.cookies[LANGUAGE_COOKIE]) ??
  parseLanguage(request.headers['accept-language']?.split(',')[0]) ??
  'zh-CN';

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'zh-CN');
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request);
  });
});
