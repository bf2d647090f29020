import { z } from 'zod';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';

/**
 * Password policy of the portal (docs/business-rules.md "Account"): 8–32 printable ASCII characters
 * (no spaces) with at least 3 of upper case, lower case, digit and symbol; not containing the login name;
 * not the same as the current password. The server also refuses guessable passwords (the common list and a
 * strength estimate: apps/server/src/features/account/password-strength.service.ts).
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 32,
  minCharacterClasses: 3,
  /** Login names shorter than this are not looked for inside the password (they would forbid too much). */
  minLoginNameToCheck: 3,
  /**
   * The least zxcvbn score (0–4) a new password needs, checked on the server: 3 is about 10^8 guesses, beyond
   * an online attack and slow offline against the stored Argon2id hash.
   */
  minStrengthScore: 3,
} as const;

/** Printable ASCII from `!` to `~`: what every keyboard and input method types alike. */
const ALLOWED_CHARACTERS = /^[\x21-\x7e]+$/;
const CHARACTER_CLASSES: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/];

/** How many of upper case, lower case, digit and symbol the password uses (0–4). */
export function passwordCharacterClasses(value: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length;
}

export interface PasswordContext {
  /** The user's login name: the password must not contain it (case-insensitive). */
  loginName?: string;
  /** The current password: the new one must differ from it. */
  oldPassword?: string;
}

/** Checks a new password against the policy; the first failure's message key, else `true`. */
export function validateNewPassword(
  value: string | null | undefined,
  context: PasswordContext = {},
): ValidationResult {
  if (isBlank(value)) return 'validation.required';
  const { minLength, maxLength, minCharacterClasses, minLoginNameToCheck } = PASSWORD_POLICY;
  if (value.length < minLength || value.length > maxLength) return 'validation.password.length';
  if (!ALLOWED_CHARACTERS.test(value)) return 'validation.password.characters';
  if (passwordCharacterClasses(value) < minCharacterClasses) return 'validation.password.classes';
  const loginName = context.loginName?.trim().toLowerCase() ?? '';
  if (loginName.length >= minLoginNameToCheck && value.toLowerCase().includes(loginName)) {
    return 'validation.password.loginName';
  }
  if (context.oldPassword !== undefined && value === context.oldPassword)
    return 'validation.password.sameAsOld';
  return true;
}

/** A new-password schema for one user (its login name and, in a form, the old password typed so far). */
export const newPasswordSchema = (context: PasswordContext = {}) =>
  z
    .string()
    .min(1, { message: 'error.fieldRequired', abort: true })
    .superRefine(zodCheck((value: string) => validateNewPassword(value, context)));
