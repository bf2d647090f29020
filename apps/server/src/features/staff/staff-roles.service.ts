import type { StaffProfile, StaffRole } from '@cargo/domain';
import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { findStaffRoles, findStaffUser } from './staff.repository.ts';

/** The staff roles a user holds; none makes it a customer (the access guard's question). */
export const staffRolesOf = (app: FastifyInstance, userId: number): Promise<readonly StaffRole[]> =>
  findStaffRoles(app.db, userId);

/** GET /cargo/staff/me: the logged-in staff member and its roles (the staff shell builds its menu from them). */
export const staffProfile = async (app: FastifyInstance, session: Session): Promise<StaffProfile> =>
  profileOf(app, session.userId);

export const profileOf = async (app: FastifyInstance, userId: number): Promise<StaffProfile> => {
  const [user, roles] = await Promise.all([findStaffUser(app.db, userId), findStaffRoles(app.db, userId)]);
  if (user === undefined) throw new AppError(ERROR_CODES.notFound);
  return { loginName: user.loginName, userName: user.userName, roles: [...roles] };
};
