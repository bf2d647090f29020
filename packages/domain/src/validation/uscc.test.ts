import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUscc, USCC_CHARSET, usccCheckChar, usccSchema, validateUscc } from './uscc.ts';

const anyChar = fc.constantFrom(...USCC_CHARSET);
const digit = fc.constantFrom(...'0123456789');

/** A valid USCC: 2 code characters + 6-digit region + 9 code characters + computed check character. */
const validUscc = fc
  .tuple(
    fc.array(anyChar, { minLength: 2, maxLength: 2 }),
    fc.array(digit, { minLength: 6, maxLength: 6 }),
    fc.array(anyChar, { minLength: 9, maxLength: 9 }),
  )
  .map(([head, region, org]) => {
    const first17 = [...head, ...region, ...org].join('');
    return first17 + usccCheckChar(first17);
  });

describe('validateUscc', () => {
  it('accepts the verified examples', () => {
    expect(validateUscc('91350100M000100Y43')).toBe(true);
    expect(validateUscc('91512081MA62K0260E')).toBe(true);
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(usccCheckChar('91512081MA62K0260')).toBe('E');
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(validateUscc(' 91512081ma62k0260e ')).toBe(true);
  });

  it('requires a value', () => {
    expect(validateUscc('')).toBe('validation.required');
    expect(validateUscc(null)).toBe('validation.required');
  });

  it('rejects a wrong format', () => {
    for (const code of [
      '91350100M000100Y4', // 17 characters
      '91350100M000100Y433', // 19 characters
      '9135010AM000100Y43', // letter in the region
      '91350100I000100Y43', // I is not used
      '91350100M000100Y4O', // O is not used
      '9135-100M000100Y43',
    ]) {
      expect(validateUscc(code)).toBe('validation.uscc.format');
    }
  });

  it('rejects a wrong check character unless the override is set', () => {
    expect(validateUscc('91350100M000100Y44')).toBe('validation.uscc.checkChar');
    expect(validateUscc('91350100M000100Y44', { skipCheckChar: true })).toBe(true);
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
  });

  it('property: every generated valid code is accepted', () => {
    fc.assert(fc.property(validUscc, (code) => validateUscc(code) === true));
  });

  it('property: changing any one of the first 17 characters is rejected', () => {
    fc.assert(
      fc.property(
        validUscc,
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 30 }),
        (code, pos, delta) => {
          const isRegion = pos >= 2 && pos <= 7;
          const alphabet = isRegion ? '0123456789' : USCC_CHARSET;
          const next =
            alphabet[(alphabet.indexOf(code[pos]) + (isRegion ? (delta % 9) + 1 : delta)) % alphabet.length];
          const changed = code.slice(0, pos) + next + code.slice(pos + 1);
          expect(changed).not.toBe(code);
          expect(validateUscc(changed)).toBe('validation.uscc.checkChar');
        },
      ),
    );
  });
});

describe('usccSchema', () => {
  it('normalises and reports the message key', () => {
    expect(usccSchema.parse('91512081ma62k0260e')).toBe('91512081MA62K0260E');
    expect(usccSchema.safeParse('91350100M000100Y44').error?.issues[0].message).toBe(
      'validation.uscc.checkChar',
    );
  });
});
