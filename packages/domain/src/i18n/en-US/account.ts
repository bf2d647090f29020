import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/account.ts';

export default {
  'account.tab.company': 'Company information',
  'account.tab.phone': 'Phone binding',
  'account.tab.sessions': 'Sessions',
  'account.tab.password': 'Change password',

  'account.notSet': '—',
  'account.initialPasswordTag': 'Initial password',

  'account.company.registered': 'Registered information',
  'account.company.registeredHint':
    'The company name, unified social credit code and other registered details are maintained by the insurer. Contact your agent to change them.',
  'account.company.accountName': 'Account name',
  'account.company.userType': 'User type',
  'account.company.agentPhone': 'Agent phone',
  'account.company.parentAccount': 'Parent account',
  'account.company.vip': 'VIP customer',
  'account.company.contact': 'Contact information',
  'account.company.contactHint':
    'Used for policy, claim and other business notices. Changes apply to the current account only.',
  'account.company.save': 'Save',
  'account.company.reset': 'Reset',
  'account.company.saved': 'Contact information saved',
  'account.company.placeholder.companyNameEn': 'e.g. Shenzhen Xinqihang Supply Chain Co., Ltd.',
  'account.company.placeholder.contactName': 'Name of the contact person',
  'account.company.placeholder.contactPhone': '11-digit mobile number',
  'account.company.placeholder.contactEmail': 'Contact email (optional)',
  'account.company.placeholder.address': 'Contact address (optional)',
  'account.company.loadFailed': 'Failed to retrieve the company information',
  'account.company.retry': 'Retry',

  'account.user.title': 'Login',
  'account.user.loginName': 'Login name',
  'account.user.userName': 'Name',
  'account.user.email': 'Email',
  'account.user.phone': 'Bound mobile',
  'account.user.notBound': 'Not bound',

  'account.subordinates.title': 'Subordinate accounts',
  'account.subordinates.empty': 'No subordinate accounts',
  'account.subordinates.hint':
    "To do business for a subordinate account, switch to it with 'Switch account' in the user menu.",

  'account.phone.current': 'Bound mobile',
  'account.phone.realName': 'Real-name status',
  'account.phone.verified': 'Verified',
  'account.phone.unverified': 'Not verified',
  'account.phone.intro':
    'Binding a mobile number completes real-name verification and lets you receive business notices. A code is valid for 5 minutes.',
  'account.phone.bindTitle': 'Bind a mobile number',
  'account.phone.changeTitle': 'Change the bound mobile',
  'account.phone.send': 'Get code',
  'account.phone.resend': 'Resend in {{seconds}} s',
  'account.phone.sent': 'A code was sent to {{mobile}}; it is valid for 5 minutes',
  'account.phone.submit': 'Bind',
  'account.phone.bound': 'Mobile number bound',
  'account.phone.placeholder.mobile': '11-digit mobile number',
  'account.phone.placeholder.code': '6-digit code',

  'account.password.initialNotice':
    'Your account still uses its initial password. Change it first; the other functions open afterwards.',
  'account.password.confirm': 'Confirm new password',
  'account.password.common': 'is one of the most common passwords and easy to guess; choose another',
  'account.password.weak.straightRow':
    'follows a straight row of keys, which is easy to guess; choose another',
  'account.password.weak.keyPattern':
    'follows a short keyboard pattern, which is easy to guess; choose another',
  'account.password.weak.simpleRepeat': 'repeats a character ("aaa"), which is easy to guess; choose another',
  'account.password.weak.extendedRepeat':
    'repeats a group of characters ("abcabc"), which is easy to guess; choose another',
  'account.password.weak.sequences':
    'contains a sequence such as "abc" or "123", which is easy to guess; choose another',
  'account.password.weak.recentYears': 'relies on a recent year, which is easy to guess; choose another',
  'account.password.weak.dates': 'relies on a date, which is easy to guess; choose another',
  'account.password.weak.topTen': 'is one of the ten most used passwords; choose another',
  'account.password.weak.topHundred': 'is one of the hundred most used passwords; choose another',
  'account.password.weak.common': 'is a commonly used password; choose another',
  'account.password.weak.similarToCommon':
    'is a common password with small changes (a capital, a digit or a symbol added), which is easy to guess; choose another',
  'account.password.weak.wordByItself':
    'is a single word with small changes, which is easy to guess; choose another',
  'account.password.weak.namesByThemselves':
    'is a name with small changes, which is easy to guess; choose another',
  'account.password.weak.commonNames': 'relies on common names, which are easy to guess; choose another',
  'account.password.weak.userInputs':
    'contains your login name, e-mail, name or company, which an attacker tries first; choose another',
  'account.password.weak.guessable':
    'is easy to guess; use a longer password without words, names, dates or keyboard patterns',
  'account.password.mismatch': 'The two new passwords do not match',
  'account.password.rulesTitle': 'Password rules',
  'account.password.rule.length': '8 to 32 characters, no spaces or Chinese characters',
  'account.password.rule.classes': 'At least 3 of: upper-case letters, lower-case letters, digits, symbols',
  'account.password.rule.loginName': 'Does not contain your login name',
  'account.password.rule.different': 'Differs from the current password',
  'account.password.rule.common':
    'Not easy to guess: no common password, word, name, date or keyboard pattern (checked when you submit)',
  'account.password.submit': 'Change password',
  'account.password.changed': 'Password changed; you were logged out on other devices',
  'account.password.placeholder.old': 'Current password',
  'account.password.placeholder.new': 'New password',
  'account.password.placeholder.confirm': 'New password again',

  'account.sessions.intro':
    'These are the devices where your account is logged in. End any session you do not recognise and change your password.',
  'account.sessions.device': '{{browser}} on {{system}}',
  'account.sessions.unknownDevice': 'Unknown device',
  'account.sessions.column.device': 'Device',
  'account.sessions.column.ip': 'IP address',
  'account.sessions.column.createdAt': 'Logged in',
  'account.sessions.column.lastSeenAt': 'Last active',
  'account.sessions.column.action': 'Action',
  'account.sessions.thisDevice': 'This device',
  'account.sessions.end': 'End',
  'account.sessions.endConfirm': 'End this session? That device will have to log in again.',
  'account.sessions.cancel': 'Cancel',
  'account.sessions.endOthers': 'End all other sessions',
  'account.sessions.endOthersConfirm':
    'End every session except this device? Those devices will have to log in again.',
  'account.sessions.ended_one': '{{count}} session ended',
  'account.sessions.ended_other': '{{count}} sessions ended',
  'account.sessions.empty': 'No device is logged in',
  'account.sessions.loadFailed': 'Failed to retrieve the sessions',
  'account.sessions.error.current': 'This is the session you are using; to end it, log out',
  'account.sessions.error.notFound': 'This session was not found; it may have ended already',

  'account.validation.englishName': 'must not contain Chinese characters',
  'account.validation.smsCode': 'must be 6 digits',

  'account.error.passwordLocked': 'Too many wrong current passwords; try again in {{minutes}} minutes',
  'account.error.smsTooFrequent_one': 'Codes are sent at most once a minute; try again in {{count}} second',
  'account.error.smsTooFrequent_other':
    'Codes are sent at most once a minute; try again in {{count}} seconds',
  'account.error.smsDailyLimit': 'This mobile number has received too many codes today; try again tomorrow',
  'account.error.phoneTaken': 'This mobile number is already bound to another user',
  'account.error.companyAdminOnly': 'Only an administrator of this account can change its company details',
  'account.company.adminOnly': 'Only an administrator of this account can change these details.',

  'account.sms.body':
    '[Cargo Portal] Your code is {{code}}, valid for {{minutes}} minutes, to bind your mobile number. If you did not ask for it, ignore this message.',
  'account.error.roleRequired':
    'Your role in this account does not allow this; ask an administrator of the account',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
