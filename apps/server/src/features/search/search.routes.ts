import { searchEndpoints } from '@cargo/domain/api/search';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { searchPolicies } from './search.service.ts';

/** Global search in the header (SPEC §7 web/policyInfo/globalSearch; claim/globalSearch is the claim feature's). */
export const searchRoutes = async (app: FastifyInstance) => {
  serve(app, searchEndpoints.policies, ({ session, body }) => searchPolicies(app, session, body.keyword));
};
