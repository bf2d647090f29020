import { describe, expect, it } from 'vitest';
import { findGoodsCategory, findGoodsSubcategory, GOODS_CATEGORIES } from './goods-categories.ts';

describe('goods categories', () => {
  const subs = GOODS_CATEGORIES.flatMap((c) => c.subcategories.map((s) => ({ major: c.code, ...s })));

  it('have unique codes, subcategory codes prefixed by their major code', () => {
    const majors = GOODS_CATEGORIES.map((c) => c.code);
    expect(new Set(majors).size).toBe(majors.length);
    expect(new Set(subs.map((s) => s.code)).size).toBe(subs.length);
    for (const s of subs) expect(s.code.startsWith(s.major)).toBe(true);
  });

  it('have zh and en names and a loading of at least ×1', () => {
    for (const item of [...GOODS_CATEGORIES, ...subs]) {
      expect(item.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(item.en.length).toBeGreaterThan(0);
    }
    for (const s of subs) {
      expect(Number.isSafeInteger(s.loadingPpm)).toBe(true);
      expect(s.loadingPpm).toBeGreaterThanOrEqual(1_000_000);
    }
  });

  it('carry the DOMAIN §8 attributes', () => {
    expect(findGoodsSubcategory('08', '0801')).toMatchObject({
      loadingPpm: 3_000_000,
      deductible: 'fragile',
    });
    expect(findGoodsSubcategory('03', '0301')).toMatchObject({ loadingPpm: 1_500_000 });
    expect(findGoodsSubcategory('05', '0503')).toMatchObject({ loadingPpm: 2_000_000 });
    expect(findGoodsSubcategory('05', '0501')).toMatchObject({ deductible: 'grainOils' });
    expect(findGoodsSubcategory('05', '0502')).toMatchObject({ deductible: 'grainOils' });
    expect(findGoodsSubcategory('06', '0603')).toMatchObject({
      refer: 'pricing.refer.hazardousGoods',
      hazardous: true,
    });
    expect(findGoodsSubcategory('06', '0601')?.refer).toBeUndefined();
    expect(findGoodsSubcategory('10', '1001')?.refer).toBe('pricing.refer.liveAnimals');
    expect(findGoodsSubcategory('11', '1101')?.refer).toBe('pricing.refer.valuables');
    expect(findGoodsSubcategory('12', '1201')?.refer).toBe('pricing.refer.usedGoods');
    expect(findGoodsSubcategory('13', '1301')?.refer).toBe('pricing.refer.projectCargo');
    expect(findGoodsSubcategory('07', '0701')).toMatchObject({ loadingPpm: 1_500_000 });
  });

  it('look up only a subcategory of the given major category', () => {
    expect(findGoodsCategory('01')?.en).toBe('General merchandise');
    expect(findGoodsCategory('99')).toBeUndefined();
    expect(findGoodsSubcategory('01', '0801')).toBeUndefined();
    expect(findGoodsSubcategory('99', '0101')).toBeUndefined();
  });
});
