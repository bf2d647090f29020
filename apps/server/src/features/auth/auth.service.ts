import { ERROR_CODES, type LoginResponse, ZUserType } from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { startSession } from '../../platform/session.ts';
import { findAccountSummaryById } from '../account/account.service.ts';
import { findLandingAccountId, findUserByEmail, findUserByLoginName } from './auth.repository.ts';
import { consumeImageCode } from './captcha.ts';
import { reserveLoginAttempt } from './login-throttle.ts';

/** Verified against when the login name is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

interface LoginAttempt {
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
  await consumeImageCode(app, attempt.captchaId, attempt.verifyCode);
  const user =
    attempt.by === 'account'
      ? await findUserByLoginName(app.db, attempt.identifier)
      : await findUserByEmail(app.db, attempt.identifier);
  // One budget per user whichever name it typed; an unknown name has a budget of its own and fails alike.
  const accountKey = user ? `user:${user.id}` : `${attempt.by}:${attempt.identifier.toLowerCase()}`;
  const reservation = await reserveLoginAttempt(app.db, accountKey, attempt.ip);
  decoyHash ??= hashPassword('decoy-password');
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash), attempt.password);
  const accountId = user && passwordMatches ? await findLandingAccountId(app.db, user.id) : undefined;
  if (!user || accountId === undefined) throw new AppError(ERROR_CODES.loginFailed);
  await reservation.succeeded();
  return startLoginSession(app, reply, { user, accountId, ip: attempt.ip });
};

/** After a right secret (password or SMS code): the session cookie, in the account the user lands in. */
export const startLoginSession = async (
  app: FastifyInstance,
  reply: FastifyReply,
  login: { user: { id: number; isReset: string }; accountId: number; ip: string },
): Promise<LoginResponse> => {
  const { user, accountId, ip } = login;
  await startSession(app, reply, { userId: user.id, accountId, ip });
  const account = await findAccountSummaryById(app, accountId);
  return {
    accountName: account.accountName,
    userType: ZUserType.parse(account.userType),
    isReset: user.isReset === 'N' ? 'N' : 'Y',
  };
};
