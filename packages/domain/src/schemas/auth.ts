import { z } from 'zod';

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

export const ZLoginResponse = z.object({
  accountName: z.string(),
  userType: z.enum(['COMMON', 'CARGO']),
  isReset: z.enum(['Y', 'N']),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** GET /epa-getSystemTime: the business clock's now, as ISO text and epoch milliseconds. */
export const ZSystemTime = z.object({ systemTime: z.string(), timestamp: z.number() });
export type SystemTime = z.infer<typeof ZSystemTime>;

/** GET /phoneLogin: whether logging in by mobile is offered (the `phoneLogin` switch). */
export const ZPhoneLoginStatus = z.object({ phoneLogin: z.boolean() });
export type PhoneLoginStatus = z.infer<typeof ZPhoneLoginStatus>;
