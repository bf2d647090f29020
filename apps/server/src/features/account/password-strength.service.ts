import { PASSWORD_POLICY } from '@cargo/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonLanguage from '@zxcvbn-ts/language-common';
import * as englishLanguage from '@zxcvbn-ts/language-en';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Guessable passwords (docs/business-rules.md "Account", password strength): the 10,000 most common passwords,
 * then a strength estimate (zxcvbn: dictionaries of common passwords, names and English words, keyboard
 * patterns, dates, sequences, l33t) that counts what the password says about its user as known to an attacker.
 * Server only, like the common list: the dictionaries (about 1.5 MB) stay out of the web bundle.
 */

/** The reasons zxcvbn gives, each with a message `account.password.weak.<reason>` in both languages. */
export const WEAKNESS_REASONS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
] as const;
type WeaknessReason = (typeof WEAKNESS_REASONS)[number];

let estimator: ZxcvbnFactory | undefined;

/** Built on first use (about 0.3 s): most server starts never set a password. */
const strengthEstimator = (): ZxcvbnFactory => {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
    graphs: commonLanguage.adjacencyGraphs,
  });
  return estimator;
};

const isWeaknessReason = (warning: string | null): warning is WeaknessReason =>
  WEAKNESS_REASONS.some((reason) => reason === warning);

/** What the user's own details are made of: names and the parts of an e-mail address, each word apart. */
const wordsOf = (details: readonly string[]): string[] =>
  details
    .flatMap((detail) => detail.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);

/**
 * Why a new password is guessable, as the message key of the field (`account.password.common` or
 * `account.password.weak.<reason>`), or undefined when it is strong enough. `personal`: the user's login
 * name, e-mail, name and company, which an attacker would try first.
 */
export const guessablePasswordReason = (
  password: string,
  personal: readonly string[],
): string | undefined => {
  if (isCommonPassword(password)) return 'account.password.common';
  const estimate = strengthEstimator().check(password, wordsOf(personal));
  if (estimate.score >= PASSWORD_POLICY.minStrengthScore) return undefined;
  const warning = estimate.feedback.warning;
  return `account.password.weak.${isWeaknessReason(warning) ? warning : 'guessable'}`;
};
