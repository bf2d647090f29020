import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { checkLimit } from './limit.service.ts';

/** No session needed: the maintenance notice concerns everyone and reveals nothing. */
export const limitRoutes = async (app: FastifyInstance) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/cargo/limit/isLimit', async (request) => ok(request, await checkLimit(app)));
};
