import { webhookEndpoints } from '@cargo/domain/api/webhook';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { registerWebhookDelivery } from './webhook-delivery.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookAttempts,
  listWebhookEndpoints,
  resendWebhookDelivery,
  revealWebhookSecret,
  rollWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from './webhook-endpoints.service.ts';
import { registerExpiringPolicies } from './webhook-expiring.service.ts';

/** Webhook endpoints of the account, for its administrator; the delivery jobs and schedules. */
export const webhookRoutes = async (app: FastifyInstance) => {
  registerWebhookDelivery(app);
  registerExpiringPolicies(app);
  serve(app, webhookEndpoints.list, ({ session }) => listWebhookEndpoints(app, session));
  serve(app, webhookEndpoints.create, ({ session, body }) => createWebhookEndpoint(app, session, body));
  serve(app, webhookEndpoints.update, ({ session, body: { id, ...fields } }) =>
    updateWebhookEndpoint(app, session, id, fields),
  );
  serve(app, webhookEndpoints.remove, ({ session, body }) => deleteWebhookEndpoint(app, session, body.id));
  serve(app, webhookEndpoints.revealSecret, ({ session, body }) =>
    revealWebhookSecret(app, session, body.id),
  );
  serve(app, webhookEndpoints.rollSecret, ({ session, body }) => rollWebhookSecret(app, session, body.id));
  serve(app, webhookEndpoints.attempts, ({ session, query }) => listWebhookAttempts(app, session, query));
  serve(app, webhookEndpoints.resend, ({ session, body }) => resendWebhookDelivery(app, session, body));
  serve(app, webhookEndpoints.sendTest, ({ session, body }) => sendWebhookTest(app, session, body.id));
};
