import { sandboxEndpoints } from '@cargo/domain/api/sandbox';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { resetSandboxOfSession, sandboxStatus } from './sandbox.service.ts';

/** The account's sandbox twin on the account page: its state and its reset (administrators). */
export const sandboxRoutes = async (app: FastifyInstance) => {
  serve(app, sandboxEndpoints.status, ({ session }) => sandboxStatus(app, session));
  serve(app, sandboxEndpoints.reset, ({ session }) => resetSandboxOfSession(app, session));
};
