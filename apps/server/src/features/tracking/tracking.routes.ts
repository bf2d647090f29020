import { ZPageViewRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { recordPageView } from './tracking.service.ts';

/** Page views: public pages are tracked too, so the session is optional. */
export const trackingRoutes = async (app: FastifyInstance) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/cargo/track/pageView', { schema: { body: ZPageViewRequest } }, async (request) => {
      await recordPageView(app, request.session, request.body);
      return ok(request, null);
    });
};
