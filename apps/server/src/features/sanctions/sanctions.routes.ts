import { sanctionsEndpoints } from '@cargo/domain/api/sanctions';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { decideScreening, screeningDetail, screeningQueue } from './compliance.service.ts';
import { registerRescreening } from './rescreen-job.ts';

/** The compliance queue of sanctions screening, and the re-screening of policies in force after an import. */
export const sanctionsRoutes = async (app: FastifyInstance) => {
  serve(app, sanctionsEndpoints.screeningQueue, ({ body }) => screeningQueue(app, body));
  serve(app, sanctionsEndpoints.screening, ({ params }) => screeningDetail(app, params.id));
  serve(app, sanctionsEndpoints.decideScreening, ({ session, params, body }) =>
    decideScreening(app, session, params.id, body),
  );
  await registerRescreening(app);
};
