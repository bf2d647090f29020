import { ERROR_CODES, type LoginResponse, ZUserType } from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { reserveLoginAttempt } from '../../platform/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { startSession } from '../../platform/session.ts';
import { staffRolesOf } from '../../platform/staff-roles.ts';
import { findAccountSummaryById } from '../account/account.service.ts';
import {
  findLandingAccountId,
  findUserByEmail,
  findUserByLoginName,
  hasDisabledMembership,
} from './auth.repository.ts';
import { consumeImageCode } from './captcha.ts';

/** Verified against when the login name is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export interface LoginAttempt {
  by: 'account' | 'email';
  identifier: string;
  password: string;
  captchaId: string;
  verifyCode: string;
  ip: string;
}

export const logIn = async (
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: LoginAttempt,
): Promise<LoginResponse> => {
  const login = await verifyLogin(app, attempt);
  return startLoginSession(app, reply, { ...login, ip: attempt.ip });
};

/**
 * The image code, the attempt budget and the password of a login; answers the user and the account it lands
 * in, or fails with the one login failure whatever was wrong.
 */
export const verifyLogin = async (app: FastifyInstance, attempt: LoginAttempt) => {
  await consumeImageCode(app, attempt.captchaId, attempt.verifyCode);
  const user =
    attempt.by === 'account'
      ? await findUserByLoginName(app.db, attempt.identifier)
      : await findUserByEmail(app.db, attempt.identifier);
  // A budget per name typed (429 when spent, known name or not) and, quietly, one per user whichever name it typed.
  const reservation = await reserveLoginAttempt(app.db, {
    typedKey: `${attempt.by}:${attempt.identifier.toLowerCase()}`,
    ip: attempt.ip,
    userId: user?.id,
  });
  decoyHash ??= hashPassword('decoy-password');
  // The user's own budget spent: its password is not checked (the decoy is, so the time is the same).
  const checked = user && reservation.userBudgetLeft ? user.passwordHash : await decoyHash;
  const passwordMatches = (await verifyPassword(checked, attempt.password)) && reservation.userBudgetLeft;
  const accountId = user && passwordMatches ? await findLandingAccountId(app.db, user.id) : undefined;
  // The right password of a user its account's administrator disabled: say so (features/user-admin).
  if (user && passwordMatches && accountId === undefined && (await hasDisabledMembership(app.db, user.id))) {
    throw new AppError(ERROR_CODES.forbidden, 'userAdmin.error.userDisabled');
  }
  if (!user || accountId === undefined) throw new AppError(ERROR_CODES.loginFailed);
  await reservation.succeeded();
  return { user, accountId };
};

/** After a right secret (password or SMS code): the session cookie, in the account the user lands in. */
export const startLoginSession = async (
  app: FastifyInstance,
  reply: FastifyReply,
  login: { user: { id: number; isReset: string }; accountId: number; ip: string },
): Promise<LoginResponse> => {
  const { user, accountId, ip } = login;
  // Staff log in at the staff entry only (POST /cargo/staff/login): a staff user never holds a customer session.
  if ((await staffRolesOf(app, user.id)).length > 0) throw new AppError(ERROR_CODES.loginFailed);
  await startSession(app, reply, { userId: user.id, accountId, ip });
  const account = await findAccountSummaryById(app, accountId);
  return {
    accountName: account.accountName,
    userType: ZUserType.parse(account.userType),
    isReset: user.isReset === 'N' ? 'N' : 'Y',
  };
};
