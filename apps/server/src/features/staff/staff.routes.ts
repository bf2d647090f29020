import { staffEndpoints } from '@cargo/domain/api/staff';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { decideReferredApplication } from '../application/application-review.service.ts';
import { searchAuditLog } from './staff-audit.service.ts';
import { logInStaff, signInStaffWithCode } from './staff-login.service.ts';
import { applicationQueue, applicationReview } from './staff-queue.service.ts';
import {
  correctionQueue,
  correctionReview,
  declarationQueue,
  declarationReview,
} from './staff-queues.service.ts';
import { staffProfile } from './staff-roles.service.ts';

/** The insurer's staff: login at its own entry, the logged-in profile. */
export const staffRoutes = async (app: FastifyInstance) => {
  serve(app, staffEndpoints.staffLogin, ({ body: { account, ...rest }, request }) =>
    logInStaff(app, { identifier: account, ip: request.ip, ...rest }),
  );
  serve(app, staffEndpoints.staffTwoFactorSignIn, ({ body, request, reply }) =>
    signInStaffWithCode(app, reply, { ...body, ip: request.ip }),
  );
  serve(app, staffEndpoints.staffProfile, ({ session }) => staffProfile(app, session));
  serve(app, staffEndpoints.applicationQueue, ({ body }) => applicationQueue(app, body));
  serve(app, staffEndpoints.applicationReview, ({ params }) => applicationReview(app, params.id));
  serve(app, staffEndpoints.decideApplication, ({ session, params, body }) =>
    decideReferredApplication(app, session, params.id, body),
  );
  serve(app, staffEndpoints.declarationQueue, ({ body }) => declarationQueue(app, body));
  serve(app, staffEndpoints.declarationReview, ({ params }) => declarationReview(app, params.id));
  serve(app, staffEndpoints.correctionQueue, ({ body }) => correctionQueue(app, body));
  serve(app, staffEndpoints.correctionReview, ({ params }) => correctionReview(app, params.id));
  serve(app, staffEndpoints.auditLog, ({ body }) => searchAuditLog(app, body));
};
