import {
  type CustomerAccess,
  ERROR_CODES,
  isApiKeyAccess,
  isStaffAccess,
  type StaffRole,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { roleIn } from './account-admin.ts';
import { AppError } from './errors.ts';
import type { Session } from './session.ts';

/** The staff roles a user holds (`staffRolesOf` of `staff-roles.ts`; none for a customer). */
export type StaffRolesOf = (app: FastifyInstance, userId: number) => Promise<readonly StaffRole[]>;

/** The same answer as a route that does not exist: staff routes do not exist for customers, and back. */
const noSuchRoute = () => new AppError(ERROR_CODES.notFound, 'error.routeNotFound');

const checkCustomerRole = async (app: FastifyInstance, session: Session, access: CustomerAccess) => {
  const role = await roleIn(app.db, session.userId, session.accountId);
  if (role === undefined) throw new AppError(ERROR_CODES.sessionExpired);
  if (!access.customer.includes(role))
    throw new AppError(ERROR_CODES.forbidden, 'account.error.roleRequired');
};

/**
 * The one guard of every route (`Access` of its declaration), run on the request before its body is parsed
 * or validated:
 * - no session → 401 / -99 whatever the body, so an anonymous caller never learns the shape of a request;
 * - a customer route called by a staff session, or a staff route called by a customer session → 404,
 *   exactly as an unknown route (staff never act as customers; customers never see the back office);
 * - a staff route called by staff without one of its roles → 403;
 * - a customer route called by a user whose role in the session's account is not listed → 403
 *   `account.error.roleRequired` (the role is read on every call, so a changed role counts at once; a
 *   session in an account the user no longer reaches → 401).
 * Must be added after the session hook (it reads `request.session`).
 */
export const registerAccessCheck = (app: FastifyInstance, staffRolesOf: StaffRolesOf): void => {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.endpoint?.access;
    // The customer API's routes check their bearer key themselves (features/api-v1/api-auth.ts).
    if (access === undefined || access === 'public' || isApiKeyAccess(access)) return;
    const { session } = request;
    if (session === null) throw new AppError(ERROR_CODES.sessionExpired);
    if (!isStaffAccess(access)) {
      if (session.isStaff) throw noSuchRoute();
      await checkCustomerRole(app, session, access);
      return;
    }
    if (!session.isStaff) throw noSuchRoute();
    const roles = await staffRolesOf(app, session.userId);
    if (!access.staff.some((role) => roles.includes(role))) {
      throw new AppError(ERROR_CODES.forbidden, 'staff.error.roleRequired');
    }
  });
};
