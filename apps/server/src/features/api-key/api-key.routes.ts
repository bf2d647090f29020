import { apiKeyEndpoints } from '@cargo/domain/api/api-key';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { createApiKey, listApiCalls, listApiKeys, revokeApiKey } from './api-key.service.ts';

/** Account → API keys: the administrator's keys and the calls made with them. */
export const apiKeyRoutes = async (app: FastifyInstance) => {
  serve(app, apiKeyEndpoints.list, ({ session }) => listApiKeys(app, session));
  serve(app, apiKeyEndpoints.create, ({ session, body }) => createApiKey(app, session, body));
  serve(app, apiKeyEndpoints.revoke, ({ session, body }) => revokeApiKey(app, session, body.id));
  serve(app, apiKeyEndpoints.calls, ({ session, body }) => listApiCalls(app, session, body));
};
