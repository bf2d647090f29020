import { embargoEndpoints } from '@cargo/domain/api/embargo';
import { sanctionsEndpoints } from '@cargo/domain/api/sanctions';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { decideScreening, screeningDetail, screeningQueue } from './compliance.service.ts';
import {
  addEmbargo,
  embargoPlaces,
  listEmbargoes,
  removeEmbargo,
  setMatchThreshold,
} from './embargo.service.ts';
import { registerRescreening } from './rescreen-job.ts';

/** The compliance queue, the embargoed destinations, and the re-screening of policies in force after an import. */
export const sanctionsRoutes = async (app: FastifyInstance) => {
  serve(app, sanctionsEndpoints.screeningQueue, ({ body }) => screeningQueue(app, body));
  serve(app, sanctionsEndpoints.screening, ({ params }) => screeningDetail(app, params.id));
  serve(app, sanctionsEndpoints.decideScreening, ({ session, params, body }) =>
    decideScreening(app, session, params.id, body),
  );
  serve(app, embargoEndpoints.embargoes, () => listEmbargoes(app));
  serve(app, embargoEndpoints.places, ({ body }) => embargoPlaces(app, body));
  serve(app, embargoEndpoints.addEmbargo, ({ session, body }) => addEmbargo(app, session, body));
  serve(app, embargoEndpoints.removeEmbargo, ({ session, body }) => removeEmbargo(app, session, body.id));
  serve(app, embargoEndpoints.setMatchThreshold, ({ session, body }) =>
    setMatchThreshold(app, session, body),
  );
  await registerRescreening(app);
};
