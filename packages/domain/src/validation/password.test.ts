import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordCharacterClasses, validateNewPassword } from './password.ts';

describe('validateNewPassword', () => {
  it('accepts 8–32 characters with at least 3 of upper, lower, digit and symbol', () => {
    for (const password of [
      'Abcdef12',
      'abcdef1!',
      'ABCDEF1!',
      'Abcdefg!',
      'Cargo#2026',
      `Aa1!${'x'.repeat(28)}`,
    ]) {
      expect(validateNewPassword(password), password).toBe(true);
    }
  });

  it('requires a value', () => {
    expect(validateNewPassword('')).toBe('validation.required');
    expect(validateNewPassword('   ')).toBe('validation.required');
    expect(validateNewPassword(undefined)).toBe('validation.required');
  });

  it('refuses fewer than 8 or more than 32 characters', () => {
    expect(validateNewPassword('Ab1!xyz')).toBe('validation.password.length');
    expect(validateNewPassword(`Aa1!${'x'.repeat(29)}`)).toBe('validation.password.length');
  });

  it('refuses spaces and characters outside printable ASCII', () => {
    expect(validateNewPassword('Abc 12345')).toBe('validation.password.characters');
    expect(validateNewPassword('Abc12345密码')).toBe('validation.password.characters');
    expect(validateNewPassword('Ａbc12345')).toBe('validation.password.characters');
  });

  it('refuses passwords with only 1 or 2 kinds of characters', () => {
    for (const password of ['abcdefgh', '12345678', 'abcd1234', 'ABCDabcd', '!!!!1111', 'ABCD!!!!']) {
      expect(validateNewPassword(password), password).toBe('validation.password.classes');
    }
  });

  it('refuses a password containing the login name, whatever the case', () => {
    expect(validateNewPassword('Newbie#2027', { loginName: 'newbie' })).toBe('validation.password.loginName');
    expect(validateNewPassword('x1!NEWBIEx', { loginName: 'Newbie' })).toBe('validation.password.loginName');
    expect(validateNewPassword('Cargo#2026', { loginName: 'newbie' })).toBe(true);
    // Very short login names are not looked for.
    expect(validateNewPassword('Cargo#2026', { loginName: 'ca' })).toBe(true);
  });

  it('refuses the current password', () => {
    expect(validateNewPassword('Cargo#2026', { oldPassword: 'Cargo#2026' })).toBe(
      'validation.password.sameAsOld',
    );
    expect(validateNewPassword('Cargo#2027', { oldPassword: 'Cargo#2026' })).toBe(true);
  });

  it('counts character classes', () => {
    expect(passwordCharacterClasses('')).toBe(0);
    expect(passwordCharacterClasses('aA1-')).toBe(4);
    expect(passwordCharacterClasses('a_b')).toBe(2);
  });

  it('accepts every printable-ASCII password of valid length with all four classes (property)', () => {
    const printable = fc.string({
      unit: fc.constantFrom(...'abcXYZ019!@#-_~'.split('')),
      minLength: 4,
      maxLength: 28,
    });
    fc.assert(fc.property(printable, (rest) => validateNewPassword(`aZ9!${rest}`) === true));
  });

  it('reports through zod with the message key', () => {
    const schema = newPasswordSchema({ loginName: 'demo' });
    expect(schema.safeParse('Demo#20261').error?.issues[0]?.message).toBe('validation.password.loginName');
    expect(schema.safeParse('Cargo#2026').success).toBe(true);
  });
});
