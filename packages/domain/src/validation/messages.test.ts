import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en-US/validation.ts';
import zh from '../i18n/zh-CN/validation.ts';

const here = dirname(fileURLToPath(import.meta.url));

describe('validation messages', () => {
  it('zh-CN and en-US have the same keys, all non-empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(key).toMatch(/^validation\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
      expect(text).toMatch(/[\u4e00-\u9fff]/);
      expect(en[key as keyof typeof en]).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('every key used in the validators exists, and every key is used', () => {
    const sources = readdirSync(here)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(here, f), 'utf8'))
      .join('\n');
    const used = new Set(sources.match(/'validation\.[A-Za-z.]+'/g)?.map((s) => s.slice(1, -1)));
    expect([...used].sort()).toEqual(Object.keys(zh).sort());
  });
});
