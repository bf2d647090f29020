import { ERROR_CODES, type StaffProfile } from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { startSession } from '../../platform/session.ts';
import { type LoginAttempt, verifyLogin } from '../auth/auth.service.ts';
import { profileOf } from './staff-roles.service.ts';

/**
 * POST /cargo/staff/login: the same image code, attempt budget and password check as a customer's login;
 * only a user holding a staff role gets in, and its session is a staff session (staff routes only). A
 * customer's right password here fails like a wrong one.
 */
export const logInStaff = async (
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: Omit<LoginAttempt, 'by'>,
): Promise<StaffProfile> => {
  const { user, accountId } = await verifyLogin(app, { ...attempt, by: 'account' });
  const profile = await profileOf(app, user.id);
  if (profile.roles.length === 0) throw new AppError(ERROR_CODES.loginFailed);
  await startSession(app, reply, { userId: user.id, accountId, ip: attempt.ip, isStaff: true });
  return profile;
};
