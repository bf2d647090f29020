import { z } from 'zod';
import {
  ZWebhookAttemptPage,
  ZWebhookAttemptQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreated,
  ZWebhookEndpointId,
  ZWebhookEndpointInput,
  ZWebhookEndpointList,
  ZWebhookEndpointUpdate,
  ZWebhookResend,
  ZWebhookSecret,
  ZWebhookTestSent,
} from '../schemas/webhook.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/**
 * Webhook endpoints of the account (docs/business-rules.md "Webhooks"): its administrator registers the
 * addresses the portal POSTs signed events to, reads their delivery log and re-sends.
 */
export const webhookEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/cargo/webhook/list',
    access: customerAccess.admin,
    response: ZWebhookEndpointList,
    summary: "The account's webhook endpoints with their last delivery",
  }),
  create: endpoint({
    method: 'POST',
    path: '/cargo/webhook/create',
    access: customerAccess.admin,
    body: ZWebhookEndpointInput,
    response: ZWebhookEndpointCreated,
    summary: 'Registers an endpoint (its address checked against SSRF); answers its signing secret once',
  }),
  update: endpoint({
    method: 'POST',
    path: '/cargo/webhook/update',
    access: customerAccess.admin,
    body: ZWebhookEndpointUpdate,
    response: ZWebhookEndpoint,
    summary: "Changes an endpoint's address, events, description or switch",
  }),
  remove: endpoint({
    method: 'POST',
    path: '/cargo/webhook/delete',
    access: customerAccess.admin,
    body: ZWebhookEndpointId,
    response: z.null(),
    summary: 'Deletes an endpoint with its delivery log',
  }),
  revealSecret: endpoint({
    method: 'POST',
    path: '/cargo/webhook/secret',
    access: customerAccess.admin,
    body: ZWebhookEndpointId,
    response: ZWebhookSecret,
    summary: "An endpoint's signing secret in full",
  }),
  rollSecret: endpoint({
    method: 'POST',
    path: '/cargo/webhook/rollSecret',
    access: customerAccess.admin,
    body: ZWebhookEndpointId,
    response: ZWebhookSecret,
    summary: 'Replaces the signing secret; deliveries from now on are signed with the new one',
  }),
  attempts: endpoint({
    method: 'GET',
    path: '/cargo/webhook/attempts',
    access: customerAccess.admin,
    query: ZWebhookAttemptQuery,
    response: ZWebhookAttemptPage,
    summary: "One page of an endpoint's delivery log, newest attempt first",
  }),
  resend: endpoint({
    method: 'POST',
    path: '/cargo/webhook/resend',
    access: customerAccess.admin,
    body: ZWebhookResend,
    response: z.null(),
    summary: 'Sends an event to the endpoint again (same event id), in its place among its object’s events',
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/cargo/webhook/test',
    access: customerAccess.admin,
    body: ZWebhookEndpointId,
    response: ZWebhookTestSent,
    summary: 'Queues a signed test event (`webhook.test`) to the endpoint',
  }),
};
