import { passwordResetEndpoints } from '@cargo/domain/api/password-reset';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { requestResetCode, requestResetLink, resetByLink, resetBySms } from './password-reset.service.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Self-service password reset (issue 44): public, answered alike whoever is named. */
export const passwordResetRoutes = async (app: FastifyInstance) => {
  serve(app, passwordResetEndpoints.forgotPassword, ({ body, request }) =>
    requestResetLink(app, body, { origin: originOf(request) }),
  );
  serve(app, passwordResetEndpoints.forgotPasswordBySms, ({ body }) => requestResetCode(app, body));
  serve(app, passwordResetEndpoints.resetPassword, ({ body, request }) => resetByLink(app, body, request.ip));
  serve(app, passwordResetEndpoints.resetPasswordBySms, ({ body, request }) =>
    resetBySms(app, body, request.ip),
  );
};
