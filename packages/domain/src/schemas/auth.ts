import { z } from 'zod';
import { mobileSchema } from '../validation/mobile.ts';
import { ZTwoFactorChallenge } from './two-factor.ts';

const requiredText = (max: number) => z.string().trim().min(1, 'error.fieldRequired').max(max);

export const ZVerifyCodeResponse = z.object({
  captchaId: z.string(),
  /** SVG markup of the image code. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type VerifyCodeResponse = z.infer<typeof ZVerifyCodeResponse>;

const captchaFields = {
  captchaId: requiredText(64),
  verifyCode: requiredText(8),
};

/** POST /epa-login: login name + password + image code. */
export const ZAccountLoginRequest = z.object({
  account: requiredText(64),
  password: requiredText(128),
  ...captchaFields,
});
export type AccountLoginRequest = z.infer<typeof ZAccountLoginRequest>;

/** POST /login/loginbyemail. */
export const ZEmailLoginRequest = z.object({
  email: requiredText(254).pipe(z.email('error.emailInvalid')),
  password: requiredText(128),
  ...captchaFields,
});
export type EmailLoginRequest = z.infer<typeof ZEmailLoginRequest>;

/** A session was opened: the account the user landed in. */
export const ZSignedIn = z.object({
  accountName: z.string(),
  userType: z.enum(['COMMON', 'CARGO']),
  isReset: z.enum(['Y', 'N']),
});
export type SignedIn = z.infer<typeof ZSignedIn>;

/** A login's answer: a session, or (a user with two-factor sign-in) the challenge of the second step. */
export const ZLoginResponse = z.union([ZSignedIn, ZTwoFactorChallenge]);
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** The second step's answer: the session, and the recovery codes when TOTP was set up in this step. */
export const ZTwoFactorSignedIn = ZSignedIn.extend({ recoveryCodes: z.array(z.string()) });
export type TwoFactorSignedIn = z.infer<typeof ZTwoFactorSignedIn>;

/** GET /epa-getSystemTime: the business clock's now, as ISO text and epoch milliseconds. */
export const ZSystemTime = z.object({ systemTime: z.string(), timestamp: z.number() });
export type SystemTime = z.infer<typeof ZSystemTime>;

/** GET /phoneLogin: whether logging in by mobile is offered (the `phoneLogin` switch). */
export const ZPhoneLoginStatus = z.object({ phoneLogin: z.boolean() });
export type PhoneLoginStatus = z.infer<typeof ZPhoneLoginStatus>;

/**
 * POST /login/sendLoginSms: mobile + image code. Whether or not the mobile is bound to a user, the answer is the
 * same ("if this mobile is bound, a code was sent"): the endpoint tells nobody which mobiles are customers'.
 */
export const ZSendLoginSmsRequest = z.object({ mobile: mobileSchema, ...captchaFields });
export type SendLoginSmsRequest = z.infer<typeof ZSendLoginSmsRequest>;
export const ZSendLoginSmsResponse = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type SendLoginSmsResponse = z.infer<typeof ZSendLoginSmsResponse>;

/** POST /login/loginbyphone: the mobile and the 6-digit code it received. */
export const ZPhoneLoginRequest = z.object({
  mobile: mobileSchema,
  code: z
    .string()
    .trim()
    .min(1, { message: 'error.fieldRequired', abort: true })
    .regex(/^\d{6}$/, 'auth.validation.smsCode'),
});
export type PhoneLoginRequest = z.infer<typeof ZPhoneLoginRequest>;

/**
 * POST /icore-epa.authService/auth/checkCarGoAccount, for a logged-in caller: whether the current account is a
 * cargo (CARGO) account, and which of the accounts the user may switch to are.
 */
export const ZCheckCargoAccountResponse = z.object({
  accountName: z.string(),
  isCargo: z.boolean(),
  cargoAccounts: z.array(z.string()),
});
export type CheckCargoAccountResponse = z.infer<typeof ZCheckCargoAccountResponse>;
