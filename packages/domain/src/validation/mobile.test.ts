import { describe, expect, it } from 'vitest';
import { isValidMobile, mobileSchema, normalizeMobile, validateMobile } from './mobile.ts';

describe('validateMobile', () => {
  it('accepts mainland mobile numbers, with or without country code and separators', () => {
    for (const mobile of [
      '13800138000',
      '19912345678',
      '+8613800138000',
      '+86 138 0013 8000',
      '0086 13800138000',
      '8613800138000',
      '138-0013-8000',
    ]) {
      expect(validateMobile(mobile)).toBe(true);
    }
  });

  it('rejects other numbers', () => {
    for (const mobile of [
      '12800138000',
      '1380013800',
      '138001380001',
      '23800138000',
      '1380013800a',
      '+85213800138000',
      '+86 1280013800',
    ]) {
      expect(validateMobile(mobile)).toBe('validation.mobile.format');
    }
  });

  it('requires a value', () => {
    expect(validateMobile('')).toBe('validation.required');
    expect(validateMobile(undefined)).toBe('validation.required');
    expect(isValidMobile(' ')).toBe(false);
  });

  it('normalises', () => {
    expect(normalizeMobile('+86 138 0013 8000')).toBe('13800138000');
    expect(normalizeMobile('86 13800138000')).toBe('13800138000');
    expect(normalizeMobile('861380013800')).toBe('861380013800');
    expect(mobileSchema.parse('+86 138-0013-8000')).toBe('13800138000');
    expect(mobileSchema.safeParse('123').error?.issues[0].message).toBe('validation.mobile.format');
  });
});
