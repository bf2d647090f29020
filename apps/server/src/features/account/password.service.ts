import {
  ERROR_CODES,
  type UpdatePasswordRequest,
  type UpdatePasswordResponse,
  updatePasswordRequestFor,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../platform/errors.ts';
import { assertBudgetLeft, reserveSecretAttempt } from '../../platform/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { deleteUserSessionsExcept } from '../../platform/session.repository.ts';
import { forgetSessionsOfUser, type Session } from '../../platform/session.ts';
import { findAccountById, findUserById, setUserPassword } from './account.repository.ts';
import { guessablePasswordReason } from './password-strength.service.ts';

/** Business rule (docs/business-rules.md "Account"): 5 wrong current passwords per user in 15 minutes lock. */
export const PASSWORD_CHANGE_LIMIT = {
  max: 5,
  minutes: 15,
  messageKey: 'account.error.passwordLocked',
} as const;

/**
 * POST /cargo/user/updatePassword. The new password follows the policy (also: not containing the login
 * name, not guessable: `guessablePasswordReason`); the current one must be right. Success clears the initial-password flag and ends every other
 * session of the user; the caller's own session stays.
 */
export const changePassword = async (
  app: FastifyInstance,
  session: Session,
  request: UpdatePasswordRequest,
  ip: string,
): Promise<UpdatePasswordResponse> => {
  const user = await findUserById(app.db, session.userId);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired);
  const attemptKey = `password:${user.id}`;
  await assertBudgetLeft(app.db, attemptKey, PASSWORD_CHANGE_LIMIT);
  // The route checked the policy; only the login-name rule needs the user (a ZodError answers 400).
  updatePasswordRequestFor(user.loginName).parse(request);
  const account = await findAccountById(app.db, session.accountId);
  const personal = [
    user.loginName,
    user.email,
    user.userName,
    account?.companyName ?? '',
    account?.companyNameEn ?? '',
  ];
  const guessable = guessablePasswordReason(request.newPassword, personal);
  if (guessable !== undefined) throw fieldError(['newPassword'], guessable);
  // The reservation counts and records the attempt in one step: concurrent changes check at most the limit.
  const reservation = await reserveSecretAttempt(app.db, attemptKey, ip, PASSWORD_CHANGE_LIMIT);
  if (!(await verifyPassword(user.passwordHash, request.oldPassword))) {
    throw new AppError(ERROR_CODES.currentPasswordWrong);
  }
  await reservation.succeeded();

  const passwordHash = await hashPassword(request.newPassword);
  const endedSessions = await app.db.transaction(async (tx) => {
    await setUserPassword(tx, user.id, passwordHash);
    return deleteUserSessionsExcept(tx, user.id, session.tokenHash);
  });
  forgetSessionsOfUser(app, user.id);
  return { isReset: 'Y', endedSessions };
};
