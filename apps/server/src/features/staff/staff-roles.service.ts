import type { StaffProfile } from '@cargo/domain';
import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { staffRolesOf } from '../../platform/staff-roles.ts';
import { findStaffUser } from './staff.repository.ts';

/** GET /cargo/staff/me: the logged-in staff member and its roles (the staff shell builds its menu from them). */
export const staffProfile = async (app: FastifyInstance, session: Session): Promise<StaffProfile> =>
  profileOf(app, session.userId);

export const profileOf = async (app: FastifyInstance, userId: number): Promise<StaffProfile> => {
  const [user, roles] = await Promise.all([findStaffUser(app.db, userId), staffRolesOf(app, userId)]);
  if (user === undefined) throw new AppError(ERROR_CODES.notFound);
  return { loginName: user.loginName, userName: user.userName, roles: [...roles] };
};
