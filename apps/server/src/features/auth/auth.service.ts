import {
  ERROR_CODES,
  type LoginResponse,
  type SignedIn,
  type TwoFactorSignedIn,
  type TwoFactorSignInRequest,
  ZUserType,
} from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { reserveLoginAttempt } from '../../platform/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { startSession } from '../../platform/session.ts';
import { staffRolesOf } from '../../platform/staff-roles.ts';
import { findAccountSummaryById } from '../account/account.service.ts';
import { openChallenge, redeemChallenge, secondStepOf } from '../two-factor/login-challenge.service.ts';
import {
  findLandingAccountId,
  findUserByEmail,
  findUserById,
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
  return openSessionOrChallenge(app, reply, { ...login, ip: attempt.ip });
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

interface RightFirstSecret {
  user: { id: number; isReset: string };
  accountId: number;
  ip: string;
}

/** Staff log in at the staff entry only (POST /cargo/staff/login): a staff user never holds a customer session. */
const refuseStaff = async (app: FastifyInstance, userId: number) => {
  if ((await staffRolesOf(app, userId)).length > 0) throw new AppError(ERROR_CODES.loginFailed);
};

/**
 * After a right first secret (password or SMS code): the challenge of the second step when the user signs in
 * with TOTP or must set it up (features/two-factor), else the session.
 */
export const openSessionOrChallenge = async (
  app: FastifyInstance,
  reply: FastifyReply,
  login: RightFirstSecret,
): Promise<LoginResponse> => {
  await refuseStaff(app, login.user.id);
  const step = await secondStepOf(app, login.user.id, false);
  if (step === undefined) return startLoginSession(app, reply, login);
  return openChallenge(app, {
    userId: login.user.id,
    accountId: login.accountId,
    isStaff: false,
    ip: login.ip,
    step,
  });
};

/** POST /login/twoFactor: the second step of a customer's login; the session opens on the right code. */
export const signInWithCode = async (
  app: FastifyInstance,
  reply: FastifyReply,
  request: TwoFactorSignInRequest & { ip: string },
): Promise<TwoFactorSignedIn> => {
  const redeemed = await redeemChallenge(app, { ...request, isStaff: false });
  const user = await findUserById(app.db, redeemed.userId);
  // The landing account again: an administrator may have disabled the user since the password step.
  const accountId = user ? await findLandingAccountId(app.db, user.id) : undefined;
  if (!user || accountId === undefined) throw new AppError(ERROR_CODES.loginFailed);
  const signedIn = await startLoginSession(app, reply, { user, accountId, ip: request.ip });
  return { ...signedIn, recoveryCodes: redeemed.recoveryCodes };
};

/** The session cookie, in the account the user lands in. */
const startLoginSession = async (
  app: FastifyInstance,
  reply: FastifyReply,
  login: RightFirstSecret,
): Promise<SignedIn> => {
  const { user, accountId, ip } = login;
  await refuseStaff(app, user.id);
  await startSession(app, reply, { userId: user.id, accountId, ip });
  const account = await findAccountSummaryById(app, accountId);
  return {
    accountName: account.accountName,
    userType: ZUserType.parse(account.userType),
    isReset: user.isReset === 'N' ? 'N' : 'Y',
  };
};
