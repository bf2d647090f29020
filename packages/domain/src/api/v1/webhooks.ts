import { z } from 'zod';
import { ZRecordId } from '../../schemas/record-id.ts';
import {
  ZWebhookEndpoint,
  ZWebhookEndpointCreated,
  ZWebhookEndpointInput,
  ZWebhookTestSent,
} from '../../schemas/webhook.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The account's webhook endpoints (docs/business-rules.md "Webhooks"): the same endpoints, rules and secret as
 * the portal's Account → Webhooks; the delivery log and sending again stay in the portal.
 */
const ZWebhookEndpointParams = z.object({ id: z.coerce.number().pipe(ZRecordId) });

export const apiV1WebhookEndpoints = {
  listWebhookEndpoints: endpoint({
    method: 'GET',
    path: '/webhook-endpoints',
    access: { apiKey: 'webhooks' },
    response: z.object({ data: z.array(ZWebhookEndpoint), nextCursor: z.null() }),
    summary: "The account's webhook endpoints (at most 10: one page)",
  }),
  createWebhookEndpoint: endpoint({
    method: 'POST',
    path: '/webhook-endpoints',
    access: { apiKey: 'webhooks' },
    body: ZWebhookEndpointInput,
    response: ZWebhookEndpointCreated,
    successStatus: 201,
    summary: 'Registers an endpoint (https, a public address); its signing secret is answered once',
  }),
  getWebhookEndpoint: endpoint({
    method: 'GET',
    path: '/webhook-endpoints/:id',
    access: { apiKey: 'webhooks' },
    params: ZWebhookEndpointParams,
    response: ZWebhookEndpoint,
    summary: 'One webhook endpoint of the account',
  }),
  updateWebhookEndpoint: endpoint({
    method: 'PUT',
    path: '/webhook-endpoints/:id',
    access: { apiKey: 'webhooks' },
    params: ZWebhookEndpointParams,
    body: ZWebhookEndpointInput,
    response: ZWebhookEndpoint,
    summary: 'Replaces an endpoint’s URL, events, description and on/off',
  }),
  deleteWebhookEndpoint: endpoint({
    method: 'DELETE',
    path: '/webhook-endpoints/:id',
    access: { apiKey: 'webhooks' },
    params: ZWebhookEndpointParams,
    response: z.object({ deleted: z.literal(true) }),
    summary: 'Deletes an endpoint; nothing more is sent to it',
  }),
  sendTestEvent: endpoint({
    method: 'POST',
    path: '/webhook-endpoints/:id/test',
    access: { apiKey: 'webhooks' },
    params: ZWebhookEndpointParams,
    response: ZWebhookTestSent,
    successStatus: 202,
    summary: 'Queues a `webhook.test` event to this endpoint only',
  }),
};
