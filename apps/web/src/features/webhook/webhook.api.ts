import type { WebhookEndpointInput, WebhookEndpointUpdate, WebhookResend } from '@cargo/domain';
import { webhookEndpoints } from '@cargo/domain/api/webhook';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/session.api.ts';

/** Account → Webhooks (docs/business-rules.md "Webhooks"): the account administrator's endpoints and log. */
export const webhookQueryKeys = {
  list: [...SESSION_QUERY_KEY, 'webhook', 'list'],
  attempts: (id: number, pageNo: number) => [...SESSION_QUERY_KEY, 'webhook', 'attempts', id, pageNo],
} as const;

export const webhookListQuery = () =>
  queryOptions({
    queryKey: webhookQueryKeys.list,
    queryFn: () => call(webhookEndpoints.list, {}, { loading: false }),
    meta: { languageNeutral: true },
  });

export const webhookAttemptsQuery = (id: number, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: webhookQueryKeys.attempts(id, pageNo),
    queryFn: () => call(webhookEndpoints.attempts, { id, pageNo, pageSize }, { loading: false }),
  });

export const createWebhook = (input: WebhookEndpointInput) =>
  call(webhookEndpoints.create, input, { loading: false });
export const updateWebhook = (input: WebhookEndpointUpdate) =>
  call(webhookEndpoints.update, input, { loading: false });
export const deleteWebhook = (id: number) => call(webhookEndpoints.remove, { id }, { loading: false });
export const revealWebhookSecret = (id: number) =>
  call(webhookEndpoints.revealSecret, { id }, { loading: false });
export const rollWebhookSecret = (id: number) =>
  call(webhookEndpoints.rollSecret, { id }, { loading: false });
export const resendWebhook = (input: WebhookResend) =>
  call(webhookEndpoints.resend, input, { loading: false });
export const sendWebhookTest = (id: number) => call(webhookEndpoints.sendTest, { id }, { loading: false });

/** The form's schema: the server's. */
export const webhookInputSchema = webhookEndpoints.create.body;
