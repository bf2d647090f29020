import { limitEndpoints } from '@cargo/domain/api/limit';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { checkLimit } from './limit.service.ts';

/** No session needed: the maintenance notice concerns everyone and reveals nothing. */
export const limitRoutes = async (app: FastifyInstance) => {
  serve(app, limitEndpoints.limitCheck, () => checkLimit(app));
};
