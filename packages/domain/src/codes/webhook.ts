import { type CodeOf, codesOf } from './code-list.ts';

/**
 * The events a webhook endpoint may subscribe to (docs/business-rules.md "Webhooks"). The code is what the
 * receiver reads in the body's `type`; `webhook.test` is the one sent by "send test event", to one endpoint
 * only, whatever it subscribes to.
 */
export const WEBHOOK_EVENT_TYPE_LIST = [
  { code: 'declaration.issued', zh: '申报已出单', en: 'Declaration issued' },
  { code: 'declaration.referred', zh: '申报转人工审核', en: 'Declaration referred' },
  { code: 'declaration.rejected', zh: '申报已拒绝', en: 'Declaration rejected' },
  { code: 'application.decided', zh: '投保单已审核', en: 'Application decided' },
  { code: 'policy.issued', zh: '保单已出单', en: 'Policy issued' },
  { code: 'policy.expiring', zh: '保单即将到期', en: 'Policy expiring' },
  { code: 'claim.status_changed', zh: '理赔状态变更', en: 'Claim status changed' },
  { code: 'document.ready', zh: '单证已生成', en: 'Document ready' },
] as const;

export type WebhookEventType = CodeOf<typeof WEBHOOK_EVENT_TYPE_LIST>;
export const WEBHOOK_EVENT_TYPES = codesOf(WEBHOOK_EVENT_TYPE_LIST);

/** The event "send test event" sends: not subscribable, never sent to another endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Where a delivery stands: waiting (first try or a retry due), delivered (2xx), given up (24 h of failures). */
export const WEBHOOK_DELIVERY_STATUS_LIST = [
  { code: 'pending', zh: '待投递', en: 'Pending' },
  { code: 'delivered', zh: '已送达', en: 'Delivered' },
  { code: 'failed', zh: '已放弃', en: 'Given up' },
] as const;
export type WebhookDeliveryStatus = CodeOf<typeof WEBHOOK_DELIVERY_STATUS_LIST>;
export const WEBHOOK_DELIVERY_STATUSES = codesOf(WEBHOOK_DELIVERY_STATUS_LIST);
