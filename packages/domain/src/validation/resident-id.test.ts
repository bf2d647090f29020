import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveBirthdayAndSex,
  isValidResidentId,
  RESIDENT_ID_PROVINCE_CODES,
  residentIdCheckChar,
  residentIdSchema,
  validateResidentId,
} from './resident-id.ts';

const TODAY = { today: '2025-06-30' };
const DAY_MS = 86_400_000;

/** A valid ID: province + 4 region digits + birth date + 3-digit sequence + computed check character. */
const validId = fc
  .record({
    province: fc.constantFrom(...RESIDENT_ID_PROVINCE_CODES),
    region: fc.integer({ min: 0, max: 9999 }),
    day: fc.integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2025, 5, 30) / DAY_MS }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ province, region, day, seq }) => {
    const birthday = new Date(day * DAY_MS).toISOString().slice(0, 10);
    const first17 = `${province}${String(region).padStart(4, '0')}${birthday.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
    return { id: first17 + residentIdCheckChar(first17), birthday, sex: seq % 2 === 1 ? 'M' : 'F' };
  });

describe('validateResidentId', () => {
  it('accepts the verified examples', () => {
    expect(validateResidentId('11010519491231002X', TODAY)).toBe(true);
    expect(validateResidentId('440524188001010014', TODAY)).toBe(true);
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(residentIdCheckChar('44052418800101001')).toBe('4');
  });

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(validateResidentId(' 11010519491231002x ', TODAY)).toBe(true);
  });

  it('requires a value', () => {
    expect(validateResidentId('', TODAY)).toBe('validation.required');
    expect(validateResidentId('   ', TODAY)).toBe('validation.required');
    expect(validateResidentId(null, TODAY)).toBe('validation.required');
    expect(validateResidentId(undefined, TODAY)).toBe('validation.required');
  });

  it('rejects a wrong format', () => {
    for (const id of [
      '11010519491231002',
      '11010519491231002XX',
      '1101051949123100X2',
      '11010519491231002Y',
    ]) {
      expect(validateResidentId(id, TODAY)).toBe('validation.residentId.format');
    }
  });

  it('rejects repeated and sequential numbers', () => {
    expect(validateResidentId('111111111111111111', TODAY)).toBe('validation.residentId.sequential');
    expect(validateResidentId('123456789012345678', TODAY)).toBe('validation.residentId.sequential');
    expect(validateResidentId('987654321098765432', TODAY)).toBe('validation.residentId.sequential');
    expect(validateResidentId('00000000000000000X', TODAY)).toBe('validation.residentId.sequential');
  });

  it('rejects an unknown province', () => {
    const first17 = '99010519491231002';
    expect(validateResidentId(first17 + residentIdCheckChar(first17), TODAY)).toBe(
      'validation.residentId.region',
    );
  });

  it('rejects an impossible, too early or future date of birth', () => {
    for (const date of ['19490230', '19491301', '17991231', '20250701', '20990101']) {
      const first17 = `110105${date}002`;
      expect(validateResidentId(first17 + residentIdCheckChar(first17), TODAY)).toBe(
        'validation.residentId.birthDate',
      );
    }
    const today = '11010520250630002';
    expect(validateResidentId(today + residentIdCheckChar(today), TODAY)).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(validateResidentId('110105194912310021', TODAY)).toBe('validation.residentId.checkDigit');
    expect(validateResidentId('440524188001010015', TODAY)).toBe('validation.residentId.checkDigit');
  });

  it('defaults "today" to the current date in China', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
  });

  it('property: every generated valid number is accepted', () => {
    fc.assert(fc.property(validId, ({ id }) => validateResidentId(id, TODAY) === true));
  });

  it('property: changing any one of the first 17 digits is rejected', () => {
    fc.assert(
      fc.property(
        validId,
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 9 }),
        ({ id }, pos, delta) => {
          const digit = (Number(id[pos]) + delta) % 10;
          const changed = id.slice(0, pos) + digit + id.slice(pos + 1);
          expect(validateResidentId(changed, TODAY)).not.toBe(true);
        },
      ),
    );
  });

  it('property: changing the check character is rejected', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), ({ id }, ch) => {
        fc.pre(ch !== id[17]);
        expect(validateResidentId(id.slice(0, 17) + ch, TODAY)).toBe('validation.residentId.checkDigit');
      }),
    );
  });
});

describe('deriveBirthdayAndSex', () => {
  it('derives from the verified examples', () => {
    expect(deriveBirthdayAndSex('11010519491231002X')).toEqual({ birthday: '1949-12-31', sex: 'F' });
    expect(deriveBirthdayAndSex('440524188001010014')).toEqual({ birthday: '1880-01-01', sex: 'M' });
    expect(deriveBirthdayAndSex('11010519491231002x')).toEqual({ birthday: '1949-12-31', sex: 'F' });
  });

  it('returns null for an invalid number', () => {
    expect(deriveBirthdayAndSex('110105194912310021')).toBeNull();
    expect(deriveBirthdayAndSex('')).toBeNull();
    expect(deriveBirthdayAndSex(null)).toBeNull();
  });

  it('property: birthday and sex come from the date and the 17th digit', () => {
    fc.assert(
      fc.property(validId, ({ id, birthday, sex }) => {
        expect(deriveBirthdayAndSex(id, TODAY)).toEqual({ birthday, sex });
      }),
    );
  });
});

describe('residentIdSchema', () => {
  it('normalises and reports the message key', () => {
    expect(residentIdSchema.parse(' 11010519491231002x')).toBe('11010519491231002X');
    const result = residentIdSchema.safeParse('110105194912310021');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('validation.residentId.checkDigit');
  });
});
