import { z } from 'zod';
import {
  ZAccountLoginRequest,
  ZCheckCargoAccountResponse,
  ZEmailLoginRequest,
  ZLoginResponse,
  ZPhoneLoginRequest,
  ZPhoneLoginStatus,
  ZSendLoginSmsRequest,
  ZSendLoginSmsResponse,
  ZSystemTime,
  ZTwoFactorSignedIn,
  ZVerifyCodeResponse,
} from '../schemas/auth.ts';
import {
  ZChallengeEnrolmentRequest,
  ZTotpEnrolment,
  ZTwoFactorSignInRequest,
} from '../schemas/two-factor.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { firstScreenCalls } from './first-screen-calls.ts';

/** Logging in and out (SPEC §4 "Login", "Logout"); the login page loads these lazily (no zod up front). */
export const authEndpoints = {
  imageCode: endpoint({
    ...firstScreenCalls.imageCode,
    access: 'public',
    response: ZVerifyCodeResponse,
    // Each call draws an image and stores a code: 30 a minute per IP is far above any login page's use.
    rateLimit: { max: 30, timeWindowSeconds: 60 },
    summary: 'A new image verification code (SVG), valid 5 minutes for one login attempt',
  }),
  accountLogin: endpoint({
    method: 'POST',
    path: '/epa-login',
    access: 'public',
    body: ZAccountLoginRequest,
    response: ZLoginResponse,
    summary: 'Logs in by login name, password and image code; sets the session cookie',
  }),
  emailLogin: endpoint({
    method: 'POST',
    path: '/login/loginbyemail',
    access: 'public',
    body: ZEmailLoginRequest,
    response: ZLoginResponse,
    summary: 'Logs in by e-mail address, password and image code; sets the session cookie',
  }),
  twoFactorSignIn: endpoint({
    method: 'POST',
    path: '/login/twoFactor',
    access: 'public',
    body: ZTwoFactorSignInRequest,
    response: ZTwoFactorSignedIn,
    summary:
      "The second step of a customer's login: the challenge and the app's code or a recovery code; sets the session cookie",
  }),
  challengeEnrolment: endpoint({
    method: 'POST',
    path: '/login/twoFactor/enrolment',
    access: 'public',
    body: ZChallengeEnrolmentRequest,
    response: ZTotpEnrolment,
    // Each call draws a new secret and a QR code for the challenge.
    rateLimit: { max: 10, timeWindowSeconds: 60 },
    summary:
      'A new TOTP secret for a login whose user must set up two-factor sign-in first (customer or staff)',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    access: 'public',
    response: z.null(),
    summary: 'Ends the session of the cookie, if any, and clears the cookie',
  }),
  systemTime: endpoint({
    method: 'GET',
    path: '/epa-getSystemTime',
    access: 'public',
    response: ZSystemTime,
    summary: "The business clock's current time (China time)",
  }),
  phoneLogin: endpoint({
    ...firstScreenCalls.phoneLogin,
    access: 'public',
    response: ZPhoneLoginStatus,
    summary: 'Whether logging in by mobile number is offered',
  }),
  sendLoginSms: endpoint({
    method: 'POST',
    path: '/login/sendLoginSms',
    access: 'public',
    body: ZSendLoginSmsRequest,
    response: ZSendLoginSmsResponse,
    // Each call costs an image code and may send an SMS: 10 a minute per IP is more than a person needs.
    rateLimit: { max: 10, timeWindowSeconds: 60 },
    summary:
      'Sends a login SMS code to a mobile bound to a user (image code first); answers alike for any other mobile',
  }),
  loginByPhone: endpoint({
    method: 'POST',
    path: '/login/loginbyphone',
    access: 'public',
    body: ZPhoneLoginRequest,
    response: ZLoginResponse,
    summary: 'Logs in by mobile and SMS code when the phoneLogin switch is on; sets the session cookie',
  }),
  checkCargoAccount: endpoint({
    method: 'POST',
    path: '/icore-epa.authService/auth/checkCarGoAccount',
    access: customerAccess.read,
    response: ZCheckCargoAccountResponse,
    summary: "Whether the caller's current account is a cargo (CARGO) account, and which of its accounts are",
  }),
};
