import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/two-factor.ts';

export default {
  'twoFactor.tab': 'Two-factor sign-in',
  'twoFactor.intro':
    'When it is on, logging in takes the 6-digit code of an authenticator app besides your password: your account is safer.',
  'twoFactor.status.on': 'On',
  'twoFactor.status.off': 'Off',
  'twoFactor.status.label': 'Status',
  'twoFactor.recoveryLeft_one': '{{count}} recovery code left',
  'twoFactor.recoveryLeft_other': '{{count}} recovery codes left',
  'twoFactor.enable': 'Turn on two-factor sign-in',
  'twoFactor.confirm': 'Confirm and turn on',
  'twoFactor.cancelEnrolment': 'Not now',
  'twoFactor.enabled': 'Two-factor sign-in is on',
  'twoFactor.regenerate': 'New recovery codes',
  'twoFactor.regenerateHint':
    'Enter the app code to get 10 new recovery codes; the earlier ones stop working.',
  'twoFactor.disable': 'Turn off two-factor sign-in',
  'twoFactor.disableHint': 'Turning it off takes your password and the app code.',
  'twoFactor.disabled': 'Two-factor sign-in is off',
  'twoFactor.requiredNote': 'An account you work in requires two-factor sign-in: it cannot be turned off.',
  'twoFactor.field.password': 'Login password',
  'twoFactor.requirement.title': "Require two-factor sign-in of this account's members",
  'twoFactor.requirement.hint':
    'When on, members of this account without two-factor sign-in set it up at their next login, and cannot turn it off. Only the account administrator can change this; turn it on for yourself first.',
  'twoFactor.requirement.on': 'Members must now use two-factor sign-in',
  'twoFactor.requirement.off': 'Members no longer have to use two-factor sign-in',
  'twoFactor.error.alreadyOn': 'Two-factor sign-in is already on',
  'twoFactor.error.noEnrolment': 'Choose "Turn on two-factor sign-in" first to get a key',
  'twoFactor.error.requiredByAccount':
    'An account you work in requires two-factor sign-in: it cannot be turned off',
  'twoFactor.error.notAdmin': 'Only the account administrator can change the two-factor requirement',
  'twoFactor.error.adminFirst': 'Turn on two-factor sign-in for yourself before requiring it of members',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
