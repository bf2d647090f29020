import { apiV1WebhookEndpoints as webhook } from '@cargo/domain/api/v1/webhooks';
import type { FastifyInstance } from 'fastify';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  sendWebhookTest,
  updateWebhookEndpoint,
} from '../webhook/webhook-endpoints.service.ts';
import { serveApi } from './api-endpoint.ts';

/** `/api/v1/webhook-endpoints`: the portal's webhook endpoint services, for the key's account. */
export const apiV1WebhookRoutes = async (app: FastifyInstance) => {
  serveApi(app, webhook.listWebhookEndpoints, async ({ session }) => ({
    data: (await listWebhookEndpoints(app, session)).list,
    nextCursor: null,
  }));
  serveApi(app, webhook.createWebhookEndpoint, ({ session, body }) =>
    createWebhookEndpoint(app, session, body),
  );
  serveApi(app, webhook.getWebhookEndpoint, ({ session, params }) =>
    getWebhookEndpoint(app, session, params.id),
  );
  serveApi(app, webhook.updateWebhookEndpoint, ({ session, params, body }) =>
    updateWebhookEndpoint(app, session, params.id, body),
  );
  serveApi(app, webhook.deleteWebhookEndpoint, async ({ session, params }) => {
    await deleteWebhookEndpoint(app, session, params.id);
    return { deleted: true as const };
  });
  serveApi(app, webhook.sendTestEvent, ({ session, params }) => sendWebhookTest(app, session, params.id));
};
