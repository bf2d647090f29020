import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/password-reset.ts';

export default {
  'passwordReset.forgot.title': 'Reset your password',
  'passwordReset.forgot.intro':
    "Enter your login name or e-mail and we will send a reset link to the account's e-mail; or receive an SMS code on your bound mobile.",
  'passwordReset.forgot.tab.mail': 'By e-mail',
  'passwordReset.forgot.tab.sms': 'By SMS',
  'passwordReset.forgot.placeholder.identifier': 'Login name or e-mail',
  'passwordReset.forgot.placeholder.mobile': 'Bound mobile number',
  'passwordReset.forgot.placeholder.code': 'SMS code',
  'passwordReset.forgot.placeholder.verifyCode': 'Image code',
  'passwordReset.forgot.sendLink': 'Send reset link',
  'passwordReset.forgot.sendCode': 'Send code',
  'passwordReset.forgot.mailSent':
    "If this login name or e-mail belongs to a portal user, a reset link has been sent to the account's e-mail. It is valid for {{minutes}} minutes and works once. Nothing arrived? Check your spam folder or try again later.",
  'passwordReset.forgot.smsSent':
    'If this mobile number is bound to a portal user, a code has been sent to it, valid for {{minutes}} minutes. Enter the code and your new password below.',
  'passwordReset.forgot.staffNote':
    "The insurer's staff cannot reset their passwords here; please ask the operations administrator.",
  'passwordReset.forgot.backToLogin': 'Back to login',
  'field.identifier': 'Login name or e-mail',
  'passwordReset.field.smsCode': 'SMS code',
  'passwordReset.set.title': 'Set a new password',
  'passwordReset.set.intro': 'Choose a new password. Once it is set, the user is logged out on every device.',
  'passwordReset.set.submit': 'Save new password',
  'passwordReset.set.noToken':
    'This link is incomplete. Open the whole link from the mail, or ask for a new one.',
  'passwordReset.set.requestAgain': 'Ask for a new link',
  'passwordReset.done.title': 'Your password has been reset',
  'passwordReset.done.text': 'Log in with the login name {{loginName}} and your new password.',
  'passwordReset.done.toLogin': 'Go to login',
  'passwordReset.error.linkInvalid': 'This reset link is invalid or has expired. Please ask for a new one.',
  'passwordReset.error.tooManyRequests':
    'Too many reset requests for this account. Please try again in {{minutes}} minutes',
  'passwordReset.mail.subject': 'Reset your Cargo Portal password',
  'passwordReset.mail.body':
    'Dear {{userName}},\nWe received a request to reset the password of the Cargo Portal login {{loginName}}. Open this link within {{minutes}} minutes to set a new password (it works once):\n{{link}}\nIf you did not ask for this, ignore this mail; your password stays as it is.',
  'passwordReset.notice.subject': 'Your Cargo Portal password was changed',
  'passwordReset.notice.body':
    'Dear {{userName}},\nThe password of the login {{loginName}} was reset through "Forgot password" at {{time}} China time (from IP {{ip}}), and it was logged out on every device.\nIf this was not you, reset your password at once with "Forgot password" and contact your account manager.',
  'passwordReset.sms.body':
    '[Cargo Portal] Your password reset code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone; if you did not ask for it, ignore this message.',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
