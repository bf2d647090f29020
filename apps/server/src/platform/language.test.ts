import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOf } from './language.ts';

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
