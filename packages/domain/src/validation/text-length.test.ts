import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARGO_NAME_MAX_UNITS,
  cargoNameSchema,
  DECLARATION_TEXT_MAX_UNITS,
  GOODS_DESCRIPTION_MAX_UNITS,
  goodsDescriptionSchema,
  isWideCodePoint,
  TAX_NUMBER_MAX_LENGTH,
  taxNumberSchema,
  textUnits,
  unitsLimitedString,
  validateCargoName,
  validateDeclarationText,
  validateGoodsDescription,
  validateTaxNumber,
  validateTextUnits,
} from './text-length.ts';

const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((c) => ({ ch: String.fromCodePoint(c), wide: false }));
const cjk = fc
  .oneof(fc.integer({ min: 0x4e00, max: 0x9fff }), fc.integer({ min: 0x20000, max: 0x2a6df }))
  .map((c) => ({ ch: String.fromCodePoint(c), wide: true }));

describe('textUnits', () => {
  it('counts ASCII as 1 and CJK / full-width as 2', () => {
    expect(textUnits('')).toBe(0);
    expect(textUnits(null)).toBe(0);
    expect(textUnits('abc 123')).toBe(7);
    expect(textUnits('货物')).toBe(4);
    expect(textUnits('钢材 steel')).toBe(10);
    expect(textUnits('，。！（）：；“')).toBe(15); // full-width ， 。 ！ （ ） ： ； count 2, the curly quote 1
    expect(textUnits('ＡＢＣ１２３')).toBe(12);
    expect(textUnits('￥')).toBe(2);
    expect(textUnits('¥é')).toBe(2);
    expect(textUnits('ｱ')).toBe(1); // half-width katakana
    expect(textUnits('𠀀')).toBe(2); // extension B, one code point
    expect(textUnits('한국어')).toBe(6);
  });

  it('isWideCodePoint at the range edges', () => {
    expect(isWideCodePoint(0x4dff)).toBe(false);
    expect(isWideCodePoint(0x4e00)).toBe(true);
    expect(isWideCodePoint(0x9fff)).toBe(true);
    expect(isWideCodePoint(0xa000)).toBe(true);
    expect(isWideCodePoint(0x303f)).toBe(false);
    expect(isWideCodePoint(0xff61)).toBe(false);
    expect(isWideCodePoint(0x7e)).toBe(false);
  });

  it('property: units = ASCII count + 2 × CJK count', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(ascii, cjk), { maxLength: 200 }), (chars) => {
        const text = chars.map((c) => c.ch).join('');
        const wide = chars.filter((c) => c.wide).length;
        expect(textUnits(text)).toBe(chars.length - wide + 2 * wide);
      }),
    );
  });

  it('property: units are additive over concatenation', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => textUnits(a + b) === textUnits(a) + textUnits(b)),
    );
  });
});

describe('length limits', () => {
  it('exports the SPEC limits', () => {
    expect([
      GOODS_DESCRIPTION_MAX_UNITS,
      CARGO_NAME_MAX_UNITS,
      DECLARATION_TEXT_MAX_UNITS,
      TAX_NUMBER_MAX_LENGTH,
    ]).toEqual([2000, 400, 400, 20]);
  });

  it('goods description: 2000 characters or 1000 Chinese characters', () => {
    expect(validateGoodsDescription('a'.repeat(2000))).toBe(true);
    expect(validateGoodsDescription('货'.repeat(1000))).toBe(true);
    expect(validateGoodsDescription('a'.repeat(2001))).toBe('validation.goodsDescription.tooLong');
    expect(validateGoodsDescription(`${'货'.repeat(1000)}a`)).toBe('validation.goodsDescription.tooLong');
    expect(validateGoodsDescription('')).toBe(true);
    expect(goodsDescriptionSchema.safeParse('货'.repeat(1001)).error?.issues[0].message).toBe(
      'validation.goodsDescription.tooLong',
    );
  });

  it('cargo name and declaration text: 400 units', () => {
    expect(validateCargoName('货'.repeat(200))).toBe(true);
    expect(validateCargoName('货'.repeat(201))).toBe('validation.cargoName.tooLong');
    expect(validateDeclarationText('x'.repeat(400))).toBe(true);
    expect(validateDeclarationText(`${'x'.repeat(399)}申`)).toBe('validation.declarationText.tooLong');
    expect(cargoNameSchema.parse('钢材')).toBe('钢材');
  });

  it('tax number: blank or at most 20 characters', () => {
    expect(validateTaxNumber('')).toBe(true);
    expect(validateTaxNumber(null)).toBe(true);
    expect(validateTaxNumber('91350100M000100Y43')).toBe(true);
    expect(validateTaxNumber('1'.repeat(20))).toBe(true);
    expect(validateTaxNumber(` ${'1'.repeat(20)} `)).toBe(true);
    expect(validateTaxNumber('1'.repeat(21))).toBe('validation.taxNumber.tooLong');
    expect(taxNumberSchema.parse(' 123 ')).toBe('123');
  });

  it('generic limit', () => {
    expect(validateTextUnits('中文', 4)).toBe(true);
    expect(validateTextUnits('中文', 3)).toBe('validation.text.tooLong');
    expect(unitsLimitedString(3).safeParse('中文').error?.issues[0].message).toBe('validation.text.tooLong');
  });
});
