import { describe, expect, it } from 'vitest';
import en from '../i18n/en-US/pricing.ts';
import zh from '../i18n/zh-CN/pricing.ts';
import { MAIN_CLAUSES, RIDERS } from './clauses.ts';
import { GOODS_CATEGORIES } from './goods-categories.ts';
import { DEDUCTIBLE_RULES } from './underwriting.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('pricing catalogs', () => {
  it('have the same keys in zh-CN and en-US (English adds the singular of a plural), all under pricing.', () => {
    expect(Object.keys(en).filter((key) => !key.endsWith('_one'))).toEqual(Object.keys(zh));
    expect(en).toHaveProperty('pricing.notice.shortTerm_one');
    for (const key of Object.keys(zh)) expect(key.startsWith('pricing.')).toBe(true);
  });

  it('have non-empty texts with the same placeholders', () => {
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(zh[key].trim()).not.toBe('');
      expect(en[key].trim()).not.toBe('');
      expect(placeholders(en[key])).toEqual(placeholders(zh[key]));
    }
  });

  it('contain every key the tables refer to', () => {
    const keys = new Set(Object.keys(zh));
    for (const rule of Object.values(DEDUCTIBLE_RULES)) expect(keys.has(rule.textKey)).toBe(true);
    for (const rider of RIDERS) {
      if ('refer' in rider) expect(keys.has(rider.refer)).toBe(true);
      if ('modesError' in rider) expect(keys.has(rider.modesError)).toBe(true);
    }
    for (const category of GOODS_CATEGORIES) {
      for (const sub of category.subcategories) if ('refer' in sub) expect(keys.has(sub.refer)).toBe(true);
    }
  });

  it('name every clause and rider in both languages', () => {
    for (const item of [...MAIN_CLAUSES, ...RIDERS]) {
      expect(item.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(item.en).toMatch(/^[A-Z]/);
    }
  });
});
