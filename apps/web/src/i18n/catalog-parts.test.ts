import en from '@cargo/domain/i18n/en-US/index';
import zh from '@cargo/domain/i18n/zh-CN/index';
import { describe, expect, it } from 'vitest';
import { messages as enRest } from './bundles/en-US.ts';
import { bundle as enFirst } from './bundles/en-US-public.ts';
import { messages as zhRest } from './bundles/zh-CN.ts';
import { bundle as zhFirst } from './bundles/zh-CN-public.ts';

describe.each([
  ['zh-CN', zh, zhFirst.messages, zhRest],
  ['en-US', en, enFirst.messages, enRest],
])('the %s catalog in two downloads', (_language, whole, first, rest) => {
  it('brings every message of the catalog once: the login page part and the rest', () => {
    const firstKeys = Object.keys(first);
    expect(firstKeys.filter((key) => key in rest)).toEqual([]);
    expect({ ...first, ...rest }).toEqual(whole);
  });

  it('keeps the login page part small (the rest is most of the catalog)', () => {
    expect(Object.keys(first).length).toBeLessThan(Object.keys(whole).length / 4);
  });
});
