import { z } from 'zod';
import { mobileSchema } from '../validation/mobile.ts';
import { newPasswordSchema } from '../validation/password.ts';

/** Self-service password reset (docs/business-rules.md "Password reset"). */
export const PASSWORD_RESET_POLICY = {
  /** A link or SMS code is valid this long after it was issued. */
  validMinutes: 30,
  /** Reset requests per account (or per unknown name, e-mail or mobile) within the window. */
  maxRequestsPerAccount: 3,
  requestWindowMinutes: 15,
  /** Wrong entries of an SMS reset code before it is void. */
  maxWrongCodes: 5,
  /** The length of a reset link's token (32 random bytes, base64url). */
  tokenLength: 43,
} as const;

const requiredText = (max: number) => z.string().trim().min(1, 'error.fieldRequired').max(max);

const captchaFields = {
  captchaId: requiredText(64),
  verifyCode: requiredText(8),
};

/** POST /password/forgot: the login name or the e-mail address of the account, and an image code. */
export const ZForgotPasswordRequest = z.object({
  identifier: requiredText(254),
  ...captchaFields,
});
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /password/forgotBySms: the mobile bound to the user, and an image code. */
export const ZForgotPasswordBySmsRequest = z.object({ mobile: mobileSchema, ...captchaFields });
export type ForgotPasswordBySmsRequest = z.infer<typeof ZForgotPasswordBySmsRequest>;

/**
 * The one answer to a reset request, whoever was named: "if it belongs to an account, a link (a code) was sent,
 * valid `validMinutes`".
 */
export const ZForgotPasswordAnswer = z.object({ validMinutes: z.number().int() });
export type ForgotPasswordAnswer = z.infer<typeof ZForgotPasswordAnswer>;

/** The token of a reset link. */
export const ZPasswordResetToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'passwordReset.error.linkInvalid');

/** POST /password/reset: the link's token and the new password. */
export const ZResetPasswordRequest = z.object({
  token: ZPasswordResetToken,
  newPassword: newPasswordSchema(),
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export type ResetPasswordInput = z.input<typeof ZResetPasswordRequest>;

/** POST /password/resetBySms: the bound mobile, the code it received and the new password. */
export const ZResetPasswordBySmsRequest = z.object({
  mobile: mobileSchema,
  code: z
    .string()
    .trim()
    .min(1, { message: 'error.fieldRequired', abort: true })
    .regex(/^\d{6}$/, 'auth.validation.smsCode'),
  newPassword: newPasswordSchema(),
});
export type ResetPasswordBySmsRequest = z.infer<typeof ZResetPasswordBySmsRequest>;
export type ResetPasswordBySmsInput = z.input<typeof ZResetPasswordBySmsRequest>;

/** After a reset: the login name to log in with, and how many sessions of the user were ended. */
export const ZResetPasswordAnswer = z.object({ loginName: z.string(), endedSessions: z.number().int() });
export type ResetPasswordAnswer = z.infer<typeof ZResetPasswordAnswer>;
