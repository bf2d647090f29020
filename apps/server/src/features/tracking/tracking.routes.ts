import { trackingEndpoints } from '@cargo/domain/api/tracking';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { recordPageView } from './tracking.service.ts';

/** Page views: public pages are tracked too, so the session is optional. */
export const trackingRoutes = async (app: FastifyInstance) => {
  serve(app, trackingEndpoints.pageView, async ({ session, body }) => {
    await recordPageView(app, session, body);
    return null;
  });
};
