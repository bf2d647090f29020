import {
  ZForgotPasswordAnswer,
  ZForgotPasswordBySmsRequest,
  ZForgotPasswordRequest,
  ZResetPasswordAnswer,
  ZResetPasswordBySmsRequest,
  ZResetPasswordRequest,
} from '../schemas/password-reset.ts';
import { endpoint } from './endpoint.ts';

/**
 * Self-service password reset (issue 44; docs/business-rules.md "Password reset"): public calls whose answers
 * are the same whether or not the name, e-mail or mobile belongs to anyone. Per IP: the rate limits below
 * (shared by every instance through the database); per account: the attempt budgets of the login throttle.
 */
export const passwordResetEndpoints = {
  forgotPassword: endpoint({
    method: 'POST',
    path: '/cargo/public/password/forgot',
    access: 'public',
    body: ZForgotPasswordRequest,
    response: ZForgotPasswordAnswer,
    rateLimit: { max: 10, timeWindowSeconds: 900 },
    summary:
      'Mails a one-time reset link (30 minutes) to the user with this login name or e-mail; answers alike for anyone else',
  }),
  forgotPasswordBySms: endpoint({
    method: 'POST',
    path: '/cargo/public/password/forgotBySms',
    access: 'public',
    body: ZForgotPasswordBySmsRequest,
    response: ZForgotPasswordAnswer,
    rateLimit: { max: 10, timeWindowSeconds: 900 },
    summary:
      'Sends a one-time reset code (30 minutes) by SMS to a bound mobile; answers alike for any other mobile',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/cargo/public/password/reset',
    access: 'public',
    body: ZResetPasswordRequest,
    response: ZResetPasswordAnswer,
    rateLimit: { max: 10, timeWindowSeconds: 900 },
    summary: "Sets a new password with a reset link's token; ends every session of the user",
  }),
  resetPasswordBySms: endpoint({
    method: 'POST',
    path: '/cargo/public/password/resetBySms',
    access: 'public',
    body: ZResetPasswordBySmsRequest,
    response: ZResetPasswordAnswer,
    rateLimit: { max: 10, timeWindowSeconds: 900 },
    summary: 'Sets a new password with the SMS reset code of a bound mobile; ends every session of the user',
  }),
};
