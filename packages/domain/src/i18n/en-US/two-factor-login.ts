import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/two-factor-login.ts';

export default {
  'twoFactor.login.title': 'Two-factor sign-in',
  'twoFactor.login.hint':
    'Enter the 6-digit code your authenticator app shows, or one of your recovery codes.',
  'twoFactor.login.codeLabel': 'App code or recovery code',
  'twoFactor.login.submit': 'Verify and log in',
  'twoFactor.login.back': 'Back to login',
  'twoFactor.enrol.title': 'Set up two-factor sign-in',
  'twoFactor.enrol.required': 'Your account requires two-factor sign-in: set it up to log in.',
  'twoFactor.enrol.steps':
    'Scan the QR code below with an authenticator app (such as Google Authenticator or Microsoft Authenticator), or type the key in, then enter the 6-digit code the app shows.',
  'twoFactor.enrol.qrAlt': 'QR code for two-factor sign-in',
  'twoFactor.enrol.secret': 'Key',
  'twoFactor.enrol.codeLabel': '6-digit app code',
  'twoFactor.enrol.submit': 'Confirm and log in',
  'twoFactor.enrol.loading': 'Creating a key…',
  'twoFactor.recovery.title': 'Save your recovery codes',
  'twoFactor.recovery.hint':
    'If you lose your phone or cannot use the app, log in with a recovery code instead of the app code. Each code works once and is shown only now: write them down or keep them somewhere safe.',
  'twoFactor.recovery.continue': 'I have saved them, continue',
  'twoFactor.validation.totpCode': 'Enter the 6-digit app code',
  'twoFactor.validation.signInCode': 'Enter the 6-digit app code or an 8-character recovery code',
  'twoFactor.error.challengeExpired':
    'This sign-in has expired or was already used: log in with your password again',
  'twoFactor.error.codeWrong': 'The code is wrong, or that app code was already used',
  'twoFactor.error.locked': 'Too many wrong attempts: try again in {{minutes}} minutes',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
