import {
  ERROR_CODES,
  type UpdatePasswordRequest,
  type UpdatePasswordResponse,
  updatePasswordRequestFor,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { deleteUserSessionsExcept } from '../../platform/session.repository.ts';
import type { Session } from '../../platform/session.ts';
import { assertAttemptsAllowed, recordAttempt } from '../auth/login-throttle.ts';
import { findUserById, setUserPassword } from './account.repository.ts';

/** Business rule (docs/business-rules.md "Account"): 5 wrong current passwords per user in 15 minutes lock. */
export const PASSWORD_CHANGE_LIMIT = {
  max: 5,
  minutes: 15,
  messageKey: 'account.error.passwordLocked',
} as const;

/**
 * POST /cargo/user/updatePassword. The new password follows the policy (also: not containing the login
 * name); the current one must be right. Success clears the initial-password flag and ends every other
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
  await assertAttemptsAllowed(app.db, attemptKey, PASSWORD_CHANGE_LIMIT);
  // The route checked the policy; only the login-name rule needs the user (a ZodError answers 400).
  updatePasswordRequestFor(user.loginName).parse(request);
  const isCurrentPassword = await verifyPassword(user.passwordHash, request.oldPassword);
  await recordAttempt(app.db, { accountKey: attemptKey, ip, succeeded: isCurrentPassword });
  if (!isCurrentPassword) throw new AppError(ERROR_CODES.currentPasswordWrong);

  const passwordHash = await hashPassword(request.newPassword);
  const endedSessions = await app.db.transaction(async (tx) => {
    await setUserPassword(tx, user.id, passwordHash);
    return deleteUserSessionsExcept(tx, user.id, session.tokenHash);
  });
  return { isReset: 'Y', endedSessions };
};
