import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  closeOrArchive,
  listBackofficeClaims,
  openClaim,
  requestDocuments,
} from './claim-handling.service.ts';
import { calculateSettlement } from './claim-settlement.service.ts';

/** The insurer's claim handling (access 'underwriter'; screens come with the back office). */
export const claimHandlingRoutes = async (app: FastifyInstance) => {
  const endpoints = claimHandlingEndpoints;
  serve(app, endpoints.listClaims, ({ body }) => listBackofficeClaims(app, body));
  serve(app, endpoints.openClaim, ({ params }) => openClaim(app, params.reportNo));
  serve(app, endpoints.requestDocuments, ({ session, params, body }) =>
    requestDocuments(app, session, params.reportNo, body),
  );
  serve(app, endpoints.calculateSettlement, ({ session, params, body }) =>
    calculateSettlement(app, session, params.reportNo, body),
  );
  serve(app, endpoints.closeClaim, ({ session, params, body }) =>
    closeOrArchive(app, session, params.reportNo, 'close', body.note),
  );
  serve(app, endpoints.archiveClaim, ({ session, params, body }) =>
    closeOrArchive(app, session, params.reportNo, 'archive', body.note),
  );
};
