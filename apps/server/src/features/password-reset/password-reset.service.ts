import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  businessNow,
  ERROR_CODES,
  type ForgotPasswordAnswer,
  type ForgotPasswordBySmsRequest,
  type ForgotPasswordRequest,
  newPasswordSchema,
  PASSWORD_RESET_POLICY,
  type ResetPasswordAnswer,
  type ResetPasswordBySmsRequest,
  type ResetPasswordRequest,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../platform/errors.ts';
import {
  type AttemptLimit,
  clearLoginFailures,
  reserveKeyedRequest,
  spendKeyedRequestQuietly,
} from '../../platform/login-throttle.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/password-hash.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { deleteUserSessionsExcept } from '../../platform/session.repository.ts';
import { forgetSessionsOfUser } from '../../platform/session.ts';
import { staffRolesOf } from '../../platform/staff-roles.ts';
import { guessablePasswordReason } from '../account/password-strength.service.ts';
import { hasSmsLeftToday } from '../account/sms-code.service.ts';
import { consumeImageCode } from '../auth/captcha.ts';
import {
  consumeToken,
  countWrongCode,
  deleteResetTokensOf,
  findLiveSmsToken,
  findLiveToken,
  findResetUserById,
  findUserByBoundMobile,
  findUserByLoginNameOrEmail,
  replaceResetToken,
  setResetPassword,
} from './password-reset.repository.ts';
import { sendPasswordChangedNotice, sendResetLinkMail } from './password-reset-mail.ts';
import { atSteadyPace } from './steady-pace.ts';

/**
 * Self-service password reset (issue 44; docs/business-rules.md "Password reset"): a link by mail or a code by
 * SMS, one live per user, stored as a hash, valid 30 minutes, used once, void once the password changes. Every
 * request answers alike, and at the same pace, whether or not it names somebody.
 */

type ResetUser = NonNullable<Awaited<ReturnType<typeof findResetUserById>>>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linkTokenHash = (token: string) => sha256(`password-reset:${token}`);
const smsCodeHash = (userId: number, code: string) => sha256(`password-reset-sms:${userId}:${code}`);
/** Ties a token to the password it was issued under: any change of the password voids it. */
const passwordStamp = (passwordHash: string) => sha256(`password-stamp:${passwordHash}`);

const REQUEST_LIMIT: AttemptLimit = {
  max: PASSWORD_RESET_POLICY.maxRequestsPerAccount,
  minutes: PASSWORD_RESET_POLICY.requestWindowMinutes,
  messageKey: 'passwordReset.error.tooManyRequests',
};
const ANSWER: ForgotPasswordAnswer = { validMinutes: PASSWORD_RESET_POLICY.validMinutes };

/**
 * The budgets of a request. Refused with 429: the 4th request within 15 minutes for what was typed (a login name,
 * e-mail or mobile, lower case), whoever it belongs to, so the refusal says nothing about it. Quietly: the user's
 * own budget (3 links or codes in 15 minutes, whichever name found it) — past it the request is answered alike
 * and sends nothing, so two names of one user cannot be told to belong together either.
 */
const spendRequest = (app: FastifyInstance, typed: string) =>
  reserveKeyedRequest(app.db, `reset:${typed.toLowerCase()}`, REQUEST_LIMIT);
const userHasRequestsLeft = (app: FastifyInstance, userId: number) =>
  spendKeyedRequestQuietly(app.db, `reset-sent:user:${userId}`, REQUEST_LIMIT);

/** Staff passwords are not reset here (docs/business-rules.md): their request is answered and sends nothing. */
const mayReset = async (app: FastifyInstance, userId: number) =>
  (await staffRolesOf(app, userId)).length === 0 && (await userHasRequestsLeft(app, userId));

const newToken = (user: ResetUser, channel: 'mail' | 'sms', tokenHash: string) => {
  const now = businessNow();
  return {
    userId: user.id,
    channel,
    tokenHash,
    passwordStamp: passwordStamp(user.passwordHash),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_POLICY.validMinutes * 60_000),
    createdAt: now,
  };
};

/** POST /password/forgot: a link to the user's e-mail, whether the login name or the e-mail was typed. */
export const requestResetLink = (
  app: FastifyInstance,
  request: ForgotPasswordRequest,
  caller: { origin: string },
): Promise<ForgotPasswordAnswer> =>
  atSteadyPace(async () => {
    await consumeImageCode(app, request.captchaId, request.verifyCode);
    await spendRequest(app, `name:${request.identifier}`);
    const user = await findUserByLoginNameOrEmail(app.db, request.identifier);
    if (user && (await mayReset(app, user.id))) {
      const token = randomBytes(32).toString('base64url');
      // Not the request's Host when PUBLIC_URL is set: a forged Host would send the user a link elsewhere.
      const origin = app.config.publicUrl ?? caller.origin;
      await app.db.transaction(async (tx) => {
        await replaceResetToken(tx, newToken(user, 'mail', linkTokenHash(token)));
        await sendResetLinkMail(app, tx, user, { origin, token });
      });
    }
    return ANSWER;
  });

/** POST /password/forgotBySms: a 6-digit code to a bound mobile (within its 10 SMS a day). */
export const requestResetCode = (
  app: FastifyInstance,
  request: ForgotPasswordBySmsRequest,
): Promise<ForgotPasswordAnswer> =>
  atSteadyPace(async () => {
    await consumeImageCode(app, request.captchaId, request.verifyCode);
    await spendRequest(app, `mobile:${request.mobile}`);
    const user = await findUserByBoundMobile(app.db, request.mobile);
    if (user && (await hasSmsLeftToday(app.db, request.mobile)) && (await mayReset(app, user.id))) {
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const minutes = PASSWORD_RESET_POLICY.validMinutes;
      await app.db.transaction(async (tx) => {
        await replaceResetToken(tx, newToken(user, 'sms', smsCodeHash(user.id, code)));
        await sendMessage(app, tx, {
          channel: 'sms',
          recipient: request.mobile,
          body: translate(callerLanguage(), 'passwordReset.sms.body', { code, minutes }),
          // The provider's verification template says the same with these two parameters.
          parameters: { code, minutes: String(minutes) },
        });
      });
    }
    return ANSWER;
  });

const linkInvalid = () => new AppError(ERROR_CODES.badRequest, 'passwordReset.error.linkInvalid');

/** The new password against the user: the policy with its login name, and not guessable. */
const assertAcceptable = (user: ResetUser, newPassword: string) => {
  const checked = newPasswordSchema({ loginName: user.loginName }).safeParse(newPassword);
  if (!checked.success) throw fieldError(['newPassword'], checked.error.issues[0]?.message ?? '');
  const guessable = guessablePasswordReason(newPassword, [user.loginName, user.email, user.userName]);
  if (guessable !== undefined) throw fieldError(['newPassword'], guessable);
};

/**
 * Sets the password with a live token, in one transaction: the token used up (a second use finds nothing), the
 * user's other tokens void, every session of the user ended (customer and staff), its login budgets cleared,
 * and the notice mail written.
 */
const completeReset = async (
  app: FastifyInstance,
  reset: { user: ResetUser; tokenId: number; newPassword: string; ip: string; refusal: () => AppError },
): Promise<ResetPasswordAnswer> => {
  const { user, ip } = reset;
  assertAcceptable(user, reset.newPassword);
  const passwordHash = await hashPassword(reset.newPassword);
  const endedSessions = await app.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, reset.tokenId))) throw reset.refusal();
    await setResetPassword(tx, user.id, passwordHash);
    await deleteResetTokensOf(tx, user.id);
    const ended = await deleteUserSessionsExcept(tx, user.id, '');
    await clearLoginFailures(tx, user);
    await sendPasswordChangedNotice(app, tx, user, { at: businessNow(), ip });
    return ended;
  });
  // This instance forgets at once; the others when PostgreSQL tells them (migration 0039).
  forgetSessionsOfUser(app, user.id);
  return { loginName: user.loginName, endedSessions };
};

/** POST /password/reset: with the token of a link. Unknown, used, expired or void tokens answer alike. */
export const resetByLink = (
  app: FastifyInstance,
  request: ResetPasswordRequest,
  ip: string,
): Promise<ResetPasswordAnswer> =>
  atSteadyPace(async () => {
    const token = await findLiveToken(app.db, linkTokenHash(request.token), businessNow());
    const user = token?.channel === 'mail' ? await findResetUserById(app.db, token.userId) : undefined;
    if (!token || !user || token.passwordStamp !== passwordStamp(user.passwordHash)) throw linkInvalid();
    const reset = { user, tokenId: token.id, newPassword: request.newPassword, ip, refusal: linkInvalid };
    return completeReset(app, reset);
  });

const codeInvalid = () => new AppError(ERROR_CODES.verifyCodeInvalid);

/**
 * POST /password/resetBySms: with the code sent to the bound mobile. A wrong code counts against it (5 void
 * it); an unbound mobile, a wrong, used, expired or void code answer alike.
 */
export const resetBySms = (
  app: FastifyInstance,
  request: ResetPasswordBySmsRequest,
  ip: string,
): Promise<ResetPasswordAnswer> =>
  atSteadyPace(async () => {
    const user = await findUserByBoundMobile(app.db, request.mobile);
    const token = user
      ? await findLiveSmsToken(app.db, user.id, businessNow(), PASSWORD_RESET_POLICY.maxWrongCodes)
      : undefined;
    if (!user || !token || token.passwordStamp !== passwordStamp(user.passwordHash)) throw codeInvalid();
    if (token.tokenHash !== smsCodeHash(user.id, request.code)) {
      await countWrongCode(app.db, token.id);
      throw codeInvalid();
    }
    const reset = { user, tokenId: token.id, newPassword: request.newPassword, ip, refusal: codeInvalid };
    return completeReset(app, reset);
  });
