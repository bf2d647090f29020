import { describe, expect, it } from 'vitest';
import { catalogs } from './index.ts';

const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();

describe('catalog placeholders', () => {
  it('fills the same placeholders in both languages, key by key', () => {
    const zh: Record<string, string> = catalogs['zh-CN'];
    const en: Record<string, string> = catalogs['en-US'];
    const differing = Object.keys(zh)
      .filter((key) => placeholders(zh[key] ?? '').join() !== placeholders(en[key] ?? '').join())
      .map((key) => `${key}: ${placeholders(zh[key] ?? '')} / ${placeholders(en[key] ?? '')}`);
    expect(differing).toEqual([]);
  });
});
