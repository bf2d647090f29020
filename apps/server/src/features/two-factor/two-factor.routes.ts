import { authEndpoints } from '@cargo/domain/api/auth';
import { twoFactorEndpoints } from '@cargo/domain/api/two-factor';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { enrolmentForChallenge } from './login-challenge.service.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setTwoFactorRequirement,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.service.ts';

/** Two-factor sign-in: the account page's settings and the enrolment of a login that requires it. */
export const twoFactorRoutes = async (app: FastifyInstance) => {
  serve(app, twoFactorEndpoints.status, ({ session }) => twoFactorStatus(app, session));
  serve(app, twoFactorEndpoints.startEnrolment, ({ session }) => startEnrolment(app, session));
  serve(app, twoFactorEndpoints.confirmEnrolment, ({ session, body, request }) =>
    confirmEnrolment(app, session, body.code, request.ip),
  );
  serve(app, twoFactorEndpoints.regenerateRecoveryCodes, ({ session, body, request }) =>
    regenerateRecoveryCodes(app, session, body.code, request.ip),
  );
  serve(app, twoFactorEndpoints.disable, ({ session, body, request }) =>
    disableTwoFactor(app, session, body, request.ip),
  );
  serve(app, twoFactorEndpoints.setRequirement, ({ session, body }) =>
    setTwoFactorRequirement(app, session, body.required),
  );
  serve(app, authEndpoints.challengeEnrolment, ({ body }) => enrolmentForChallenge(app, body.challenge));
};
