import { agreementEndpoints } from '@cargo/domain/api/agreement';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { clientAgreements, termText, termUrl } from './agreement.service.ts';

/** Agreement management (SPEC §2 /user-management/protocol). */
export const agreementRoutes = async (app: FastifyInstance) => {
  serve(app, agreementEndpoints.clientAgreements, ({ session }) => clientAgreements(app, session));
  serve(app, agreementEndpoints.termUrl, ({ session, params }) => termUrl(app, session, params.code));
  serve(app, agreementEndpoints.termText, ({ session, params }) => termText(app, session, params.code));
};
