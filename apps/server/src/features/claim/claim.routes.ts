import { claimEndpoints } from '@cargo/domain/api/claim';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { claimDetail, listClaims, searchClaims } from './claim-enquiry.service.ts';

/** Claims enquiry (SPEC §7 "Claims": list, cliamDetail, claim/globalSearch); documents: claim-document.routes.ts. */
export const claimRoutes = async (app: FastifyInstance) => {
  serve(app, claimEndpoints.listClaims, ({ session, body }) => listClaims(app, session, body));
  serve(app, claimEndpoints.claimDetail, ({ session, body }) => claimDetail(app, session, body.reportNo));
  serve(app, claimEndpoints.searchClaims, ({ session, body }) => searchClaims(app, session, body.keyword));
};
