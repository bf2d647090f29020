import {
  ERROR_CODES,
  type StaffSignedIn,
  type TwoFactorChallenge,
  type TwoFactorSignInRequest,
} from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { startSession } from '../../platform/session.ts';
import { type LoginAttempt, verifyLogin } from '../auth/auth.service.ts';
import { openChallenge, redeemChallenge, secondStepOf } from '../two-factor/login-challenge.service.ts';
import { profileOf } from './staff-roles.service.ts';

/**
 * POST /cargo/staff/login: the same image code, attempt budget and password check as a customer's login;
 * only a user holding a staff role gets on, to the second step: staff always sign in with TOTP, and one
 * without it sets it up first (docs/business-rules.md "Two-factor sign-in"). A customer's right password here
 * fails like a wrong one.
 */
export const logInStaff = async (
  app: FastifyInstance,
  attempt: Omit<LoginAttempt, 'by'>,
): Promise<TwoFactorChallenge> => {
  const { user, accountId } = await verifyLogin(app, { ...attempt, by: 'account' });
  const profile = await profileOf(app, user.id);
  if (profile.roles.length === 0) throw new AppError(ERROR_CODES.loginFailed);
  const step = (await secondStepOf(app, user.id, true)) ?? 'enrol';
  return openChallenge(app, { userId: user.id, accountId, isStaff: true, ip: attempt.ip, step });
};

/** POST /cargo/staff/login/twoFactor: the right code opens the staff session (staff routes only). */
export const signInStaffWithCode = async (
  app: FastifyInstance,
  reply: FastifyReply,
  request: TwoFactorSignInRequest & { ip: string },
): Promise<StaffSignedIn> => {
  const { userId, accountId, recoveryCodes } = await redeemChallenge(app, { ...request, isStaff: true });
  const profile = await profileOf(app, userId);
  if (profile.roles.length === 0) throw new AppError(ERROR_CODES.loginFailed);
  await startSession(app, reply, { userId, accountId, ip: request.ip, isStaff: true });
  return { ...profile, recoveryCodes };
};
