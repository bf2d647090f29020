import { z } from 'zod';
import { codeEnum } from '../codes/code-schemas.ts';
import { WEBHOOK_DELIVERY_STATUS_LIST, WEBHOOK_EVENT_TYPE_LIST } from '../codes/webhook.ts';
import { pageOf, ZPaging } from './paging.ts';
import { ZRecordId } from './record-id.ts';

/**
 * Webhook endpoints of an account and their delivery log (features/webhook; docs/business-rules.md "Webhooks").
 * Whether an address may be called (https outside development, no private or loopback address after DNS) is
 * the server's check at save time (a field error on `url`) and again at each delivery.
 */

/** An account holds at most this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX = 2000;

export const webhookEventTypeSchema = codeEnum(WEBHOOK_EVENT_TYPE_LIST);
export const webhookDeliveryStatusSchema = codeEnum(WEBHOOK_DELIVERY_STATUS_LIST);

const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, 'error.fieldRequired')
  .max(WEBHOOK_URL_MAX, 'webhook.error.urlInvalid')
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: 'webhook.error.urlInvalid',
  });

/** What an administrator enters for an endpoint. */
export const ZWebhookEndpointInput = z.object({
  url: ZWebhookUrl,
  events: z
    .array(webhookEventTypeSchema)
    .min(1, 'webhook.error.eventsRequired')
    .max(WEBHOOK_EVENT_TYPE_LIST.length)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200).default(''),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof ZWebhookEndpointInput>;

export const ZWebhookEndpointId = z.object({ id: ZRecordId });
export const ZWebhookEndpointUpdate = ZWebhookEndpointInput.extend({ id: ZRecordId });
export type WebhookEndpointUpdate = z.input<typeof ZWebhookEndpointUpdate>;

/** The last delivery attempt to an endpoint, for the list. */
export const ZWebhookLastDelivery = z.object({
  eventType: z.string(),
  statusCode: z.number().int().nullable(),
  ok: z.boolean(),
  /** China time 'YYYY-MM-DD HH:mm:ss'. */
  at: z.string(),
});

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it is off: 'failing' (24 h of failed deliveries), 'admin' (switched off); null while on. */
  disabledReason: z.enum(['failing', 'admin']).nullable(),
  /** The secret's last four characters, to tell secrets apart without revealing them. */
  secretHint: z.string(),
  createdAt: z.string(),
  lastDelivery: ZWebhookLastDelivery.nullable(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ list: z.array(ZWebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** The signing secret, shown in full at creation, on reveal and after a roll. */
export const ZWebhookSecret = z.object({ id: z.number().int(), secret: z.string() });
export type WebhookSecret = z.infer<typeof ZWebhookSecret>;

export const ZWebhookEndpointCreated = ZWebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof ZWebhookEndpointCreated>;

/** One page of an endpoint's delivery log, newest attempt first. */
export const ZWebhookAttemptQuery = z.object({ ...ZPaging, id: z.coerce.number().pipe(ZRecordId) });
export type WebhookAttemptQuery = z.input<typeof ZWebhookAttemptQuery>;

export const ZWebhookAttempt = z.object({
  id: z.number().int(),
  deliveryId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  /** The answer's status; null when none came (refused address, connection error, timeout). */
  statusCode: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  /** The first 2 KB of the answer's body. */
  responseBody: z.string(),
  /** Where the delivery of this event to this endpoint stands now. */
  deliveryStatus: webhookDeliveryStatusSchema,
});
export type WebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookAttemptPage = pageOf(ZWebhookAttempt);
export type WebhookAttemptPage = z.infer<typeof ZWebhookAttemptPage>;

export const ZWebhookResend = z.object({ id: ZRecordId, deliveryId: ZRecordId });
export type WebhookResend = z.input<typeof ZWebhookResend>;

/** What "send test event" queued: its event id. */
export const ZWebhookTestSent = z.object({ eventId: z.string() });
