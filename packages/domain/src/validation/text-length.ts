import { z } from 'zod';
import { isBlank, type ValidationMessageKey, type ValidationResult, zodCheck } from './result.ts';

/**
 * CJK-aware length. Limits such as "2000 characters or 1000 Chinese characters" are counted in units:
 * a wide character (CJK ideographs and punctuation, kana, hangul, full-width forms, wide emoji, i.e. an
 * approximation of Unicode East Asian Width W and F) counts 2 units, every other character 1.
 * Characters are code points, so a character outside the BMP counts once (not as two UTF-16 units).
 */

/** Goods description: 2000 characters or 1000 Chinese characters. */
export const GOODS_DESCRIPTION_MAX_UNITS = 2000;
/** Cargo name: 400 characters or 200 Chinese characters. */
export const CARGO_NAME_MAX_UNITS = 400;
/** Declaration text: 400 characters or 200 Chinese characters. */
export const DECLARATION_TEXT_MAX_UNITS = 400;
/** Invoice tax number: at most 20 characters, or blank. */
export const TAX_NUMBER_MAX_LENGTH = 20;

// Inclusive code point ranges counted as wide, sorted.
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x231a, 0x231b], // watch, hourglass
  [0x2329, 0x232a], // angle brackets
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e], // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
  [0x3041, 0x33ff], // kana, bopomofo, hangul compatibility jamo, kanbun, CJK strokes, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK unified ideographs extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // full-width ASCII variants and brackets
  [0xffe0, 0xffe6], // full-width signs (￥ ￠ …)
  [0x16fe0, 0x18aff], // Tangut and related
  [0x1b000, 0x1b2ff], // kana supplement and extensions, Nushu
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f2ff], // enclosed ideographic supplement
  [0x1f300, 0x1f64f], // pictographs and emoticons (wide in presentation)
  [0x1f680, 0x1f6ff], // transport and map symbols
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff], // supplemental symbols and pictographs
  [0x1fa70, 0x1faff], // symbols and pictographs extended A
  [0x20000, 0x2fffd], // CJK unified ideographs extensions B–F, compatibility supplement
  [0x30000, 0x3fffd], // CJK unified ideographs extensions G–H
];

/** Whether a code point counts as 2 units (East Asian Wide or Fullwidth). */
export function isWideCodePoint(codePoint: number): boolean {
  let lo = 0;
  let hi = WIDE_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = WIDE_RANGES[mid];
    if (codePoint < start) hi = mid - 1;
    else if (codePoint > end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Length in units: wide characters 2, others 1. */
export function textUnits(value: string | null | undefined): number {
  if (!value) return 0;
  let units = 0;
  for (const ch of value) units += isWideCodePoint(ch.codePointAt(0)!) ? 2 : 1;
  return units;
}

/**
 * Validates that a text fits `maxUnits` (blank is valid: make the field required separately). Returns
 * `tooLongKey` (default `validation.text.tooLong`) when it does not.
 */
export function validateTextUnits(
  value: string | null | undefined,
  maxUnits: number,
  tooLongKey: ValidationMessageKey = 'validation.text.tooLong',
): ValidationResult {
  return textUnits(value) <= maxUnits ? true : tooLongKey;
}

export function validateGoodsDescription(value: string | null | undefined): ValidationResult {
  return validateTextUnits(value, GOODS_DESCRIPTION_MAX_UNITS, 'validation.goodsDescription.tooLong');
}

export function validateCargoName(value: string | null | undefined): ValidationResult {
  return validateTextUnits(value, CARGO_NAME_MAX_UNITS, 'validation.cargoName.tooLong');
}

export function validateDeclarationText(value: string | null | undefined): ValidationResult {
  return validateTextUnits(value, DECLARATION_TEXT_MAX_UNITS, 'validation.declarationText.tooLong');
}

/** Invoice tax number: blank, or at most 20 characters (counted in units like the other texts). */
export function validateTaxNumber(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return true;
  return validateTextUnits(value.trim(), TAX_NUMBER_MAX_LENGTH, 'validation.taxNumber.tooLong');
}

/** A string schema limited in units; the issue message is the given key. */
export function unitsLimitedString(
  maxUnits: number,
  tooLongKey: ValidationMessageKey = 'validation.text.tooLong',
) {
  return z.string().superRefine(zodCheck((v: string) => validateTextUnits(v, maxUnits, tooLongKey)));
}

export const goodsDescriptionSchema = z.string().superRefine(zodCheck(validateGoodsDescription));
export const cargoNameSchema = z.string().superRefine(zodCheck(validateCargoName));
export const declarationTextSchema = z.string().superRefine(zodCheck(validateDeclarationText));
/** Tax number: trimmed; blank allowed. */
export const taxNumberSchema = z.string().trim().superRefine(zodCheck(validateTaxNumber));
