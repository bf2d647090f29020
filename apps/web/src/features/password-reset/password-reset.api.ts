import type {
  ForgotPasswordBySmsRequest,
  ForgotPasswordRequest,
  ResetPasswordBySmsRequest,
  ResetPasswordRequest,
} from '@cargo/domain';
import { passwordResetEndpoints } from '@cargo/domain/api/password-reset';
import { call } from '../../api/endpoint-call.ts';

/** The password reset's calls (public). Their failures are shown on the page, next to the form. */
const quiet = { hideError: true, loading: false } as const;

export const requestResetLink = (body: ForgotPasswordRequest) =>
  call(passwordResetEndpoints.forgotPassword, body, quiet);

export const requestResetCode = (body: ForgotPasswordBySmsRequest) =>
  call(passwordResetEndpoints.forgotPasswordBySms, body, quiet);

export const resetByLink = (body: ResetPasswordRequest) =>
  call(passwordResetEndpoints.resetPassword, body, quiet);

export const resetBySms = (body: ResetPasswordBySmsRequest) =>
  call(passwordResetEndpoints.resetPasswordBySms, body, quiet);

export const passwordResetSchemas = {
  forgot: passwordResetEndpoints.forgotPassword.body,
  forgotBySms: passwordResetEndpoints.forgotPasswordBySms.body,
  reset: passwordResetEndpoints.resetPassword.body,
  resetBySms: passwordResetEndpoints.resetPasswordBySms.body,
};
