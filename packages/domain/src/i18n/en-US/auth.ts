import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/auth.ts';

export default {
  'auth.hero.title': 'Specialist cargo insurance, served online end to end',
  'auth.hero.subtitle':
    'Sea, air, road, rail and parcel cargo insurance for manufacturers, traders, freight forwarders and carriers — insure, declare, claim and download your documents in one place.',
  'auth.hero.point.insure': 'Instant online quotes, with the underwriting status always at hand',
  'auth.hero.point.declare':
    'Declare shipments under your open policy one by one or in bulk, certificates issued at once',
  'auth.hero.point.claim': 'Report a loss and upload documents online, and follow every step of the claim',
  'auth.services.title': 'Cargo insurance services in one place',
  'auth.services.subtitle':
    'Log in to use the services below. Business data is kept per account, and you can switch between your company accounts.',

  'auth.login.title': 'Customer login',
  'auth.login.subtitle': 'Log in with the account opened for your company',
  'auth.login.tab.account': 'Account login',
  'auth.login.tab.email': 'Email login',
  'auth.login.placeholder.account': 'Account',
  'auth.login.placeholder.email': 'Email address',
  'auth.login.placeholder.password': 'Password',
  'auth.login.placeholder.verifyCode': 'Verification code',
  'auth.login.verifyCode.alt': 'Image verification code',
  'auth.login.verifyCode.refresh': 'Hard to read? Click for a new one',
  'auth.login.verifyCode.loadFailed': 'Failed to load, click to retry',
  'auth.login.verifyCode.unavailable':
    'The verification code did not load. Click the image to refresh it and try again.',
  'auth.login.remember': 'Remember account',
  'auth.login.password.show': 'Show password',
  'auth.login.forgot': 'Forgot password?',
  'auth.login.submit': 'Log in',
  'auth.login.failed': 'Login failed. Please try again later.',
  'auth.login.help': 'Trouble logging in?',
  'auth.login.help.link': 'See common questions',

  'auth.login.tab.phone': 'Mobile login',
  'auth.login.placeholder.mobile': 'Bound mobile number',
  'auth.login.placeholder.smsCode': 'SMS code',
  'auth.login.sms.send': 'Get code',
  'auth.login.sms.resendIn': 'Resend in {{seconds}} s',
  'auth.login.sms.sent':
    'If this mobile number is bound to a portal user, a code has been sent to it. It is valid for {{minutes}} minutes.',
  'auth.login.sms.hint': 'For users who have bound their mobile number (real-name verified)',
  'auth.validation.smsCode': 'must be 6 digits',
  'auth.error.phoneLoginOff':
    'Login by mobile is not offered at the moment; please log in with your account or email',
  'auth.sms.loginBody':
    '[Cargo Portal] Your login code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone; if you did not ask for it, ignore this message.',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
