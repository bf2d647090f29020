import cookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOf, languagePlugin } from './language.ts';

const request = (cookie: string | undefined, acceptLanguage: string | undefined) =>
  ({
    cookies: cookie === undefined ? {} : { lang: cookie },
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  }) as unknown as FastifyRequest;

describe('acceptedLanguage', () => {
  it.each([
    ['en;q=0.9, zh;q=0.8', 'en-US'],
    ['zh;q=0.5, en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['en-GB', 'en-US'],
    ['zh-TW', 'zh-CN'],
    ['fr-FR, en;q=0.5', 'en-US'],
    // Issue 13: a language we do not offer first, then English: English, not the Chinese default.
    ['fr-FR,en;q=0.8', 'en-US'],
    ['de-DE,de;q=0.9,zh-CN;q=0.7,en;q=0.6', 'zh-CN'],
    ['ja,en-GB;q=0.4,zh;q=0.3', 'en-US'],
    ['*', 'zh-CN'],
  ])('reads %s as %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it.each([['fr'], ['en;q=0'], [''], [undefined]])('finds none of ours in %s', (header) => {
    expect(acceptedLanguage(header)).toBeUndefined();
  });
});

describe('languageOf', () => {
  it('takes the lang cookie first, then Accept-Language, then Chinese', () => {
    expect(languageOf(request('zh', 'en;q=0.9, zh;q=0.8'))).toBe('zh-CN');
    expect(languageOf(request(undefined, 'en;q=0.9, zh;q=0.8'))).toBe('en-US');
    expect(languageOf(request('xx', 'en'))).toBe('en-US');
    expect(languageOf(request(undefined, 'fr'))).toBe('zh-CN');
    expect(languageOf(request(undefined, undefined))).toBe('zh-CN');
  });
});

describe('languagePlugin', () => {
  it('answers in the language of the highest quality the client accepts among ours', async () => {
    const app = Fastify();
    await app.register(cookie);
    await app.register(languagePlugin);
    app.get('/language', async (request) => request.language);
    const languageFor = async (acceptLanguage: string) =>
      (await app.inject({ url: '/language', headers: { 'accept-language': acceptLanguage } })).body;
    expect(await languageFor('fr-FR,en;q=0.8')).toBe('en-US');
    expect(await languageFor('en;q=0.4,zh-CN;q=0.9')).toBe('zh-CN');
    expect(await languageFor('fr-FR')).toBe('zh-CN');
    await app.close();
  });
});
