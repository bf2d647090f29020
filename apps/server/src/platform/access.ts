import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Whether a user may act for the insurer (answered by the account feature). */
export type UnderwriterCheck = (app: FastifyInstance, userId: number) => Promise<boolean>;

/**
 * Who may call a route comes from its declaration (`Access`) and is checked here, once, on the request
 * before its body is parsed or validated: without a session the answer is 401 / -99 whatever the body,
 * so an anonymous caller never learns the shape of a request; a customer calling an underwriter's route
 * gets 403. Must be added after the session hook (it reads `request.session`).
 */
export const registerAccessCheck = (app: FastifyInstance, isUnderwriter: UnderwriterCheck): void => {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.endpoint?.access;
    if (access === undefined || access === 'public') return;
    if (request.session === null) throw new AppError(ERROR_CODES.sessionExpired);
    if (access === 'underwriter' && !(await isUnderwriter(app, request.session.userId))) {
      throw new AppError(ERROR_CODES.forbidden, 'error.underwriterOnly');
    }
  });
};
