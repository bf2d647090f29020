import { randomUUID } from 'node:crypto';
import {
  amountText,
  businessNow,
  currencyIsoOf,
  DECLARATION_STATUS,
  daysBetween,
  type WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import {
  hasEnabledEndpoint,
  insertDeliveries,
  insertEvent,
  insertEventsWithDeliveries,
  notifyPending,
} from './webhook.repository.ts';

/**
 * Webhook events (docs/business-rules.md "Webhooks"), written by the feature whose change they tell, in that
 * change's transaction, beside its message (`message-events.service.ts`): the event exists exactly when the
 * change committed. Each event gets one delivery per enabled endpoint of its account subscribed to its type;
 * PostgreSQL's NOTIFY at commit wakes the deliverers (`webhook-delivery.ts`), and their one-minute sweep finds
 * any delivery whose wake-up was lost. Payloads carry the objects' public numbers, statuses and amounts as
 * decimal strings with their ISO currency, never internal ids.
 */

/** Deliveries of an event are retried this long after it. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface WebhookEventInput {
  accountId: number;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  /** What the event is about ('declaration', 'application', 'policy', 'claim', 'document'…). */
  objectType: string;
  /** The object's public number: its events to one endpoint are delivered in order. */
  objectId: string;
  data: Record<string, unknown>;
}

/**
 * Records an event with `db`, the business change's own transaction, and queues its deliveries. Answers the
 * event's id, or undefined when an event that happens once per object (a policy expiring) was recorded before.
 */
export const recordWebhookEvent = async (
  db: Executor,
  event: WebhookEventInput,
  onlyEndpointId?: number,
): Promise<string | undefined> => {
  // An account without an enabled endpoint hears nothing: its events are not written (a declaration, the commonest
  // change, then costs one indexed read, and a 10,000-row batch no event rows).
  if (onlyEndpointId === undefined && !(await hasEnabledEndpoint(db, event.accountId))) return undefined;
  const id = randomUUID();
  const now = businessNow();
  const written = await insertEvent(db, {
    id,
    accountId: event.accountId,
    type: event.type,
    objectType: event.objectType,
    objectId: event.objectId,
    payload: event.data,
    createdAt: now,
  });
  if (!written) return undefined;
  const queued = await insertDeliveries(
    db,
    { id, accountId: event.accountId, type: event.type, objectKey: `${event.objectType}:${event.objectId}` },
    { now, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) },
    onlyEndpointId,
  );
  if (queued > 0) await notifyPending(db);
  return id;
};

/** An amount in minor units as the wire has it: a decimal string with its ISO currency. */
export const moneyOf = (minor: number | null, currencyCode: string) =>
  minor === null || currencyCode === ''
    ? null
    : { amount: amountText(minor, currencyCode), currency: currencyIsoOf(currencyCode) };

interface DeclarationFacts {
  accountId: number;
  declarationNo: string;
  certificateNo?: string | null;
  status: string;
  currencyCode: string;
  insuredAmount?: number | null;
  premium?: number | null;
}

const DECLARATION_EVENTS: Record<string, WebhookEventType> = {
  [DECLARATION_STATUS.declared]: 'declaration.issued',
  [DECLARATION_STATUS.review]: 'declaration.referred',
  [DECLARATION_STATUS.rejected]: 'declaration.rejected',
};

const declarationData = (declaration: DeclarationFacts, policyNo: string) => ({
  declarationNo: declaration.declarationNo,
  certificateNo: declaration.certificateNo ?? null,
  policyNo,
  status: declaration.status,
  insuredAmount: moneyOf(declaration.insuredAmount ?? null, declaration.currencyCode),
  premium: moneyOf(declaration.premium ?? null, declaration.currencyCode),
});

/** A declaration declared (certificate issued), sent to manual review or rejected; other statuses tell nothing. */
export const recordDeclarationEvent = async (
  db: Executor,
  declaration: DeclarationFacts,
  policyNo: string,
) => {
  const type = DECLARATION_EVENTS[declaration.status];
  if (type === undefined) return;
  await recordWebhookEvent(db, {
    accountId: declaration.accountId,
    type,
    objectType: 'declaration',
    objectId: declaration.declarationNo,
    data: declarationData(declaration, policyNo),
  });
};

/** The events of many declarations at once (a batch's rows), in two statements. */
export const recordDeclarationEvents = async (
  db: Executor,
  declarations: (Omit<DeclarationFacts, 'status' | 'currencyCode'> & {
    status?: string | null;
    currencyCode?: string;
  })[],
  policyNoOf: (index: number) => string,
) => {
  const now = businessNow();
  const heard = new Map<number, boolean>();
  for (const { accountId } of declarations) {
    if (!heard.has(accountId)) heard.set(accountId, await hasEnabledEndpoint(db, accountId));
  }
  const events = declarations.flatMap(({ status, ...declaration }, index) => {
    const type = DECLARATION_EVENTS[status ?? ''];
    if (type === undefined || !heard.get(declaration.accountId)) return [];
    return [
      {
        id: randomUUID(),
        accountId: declaration.accountId,
        type,
        objectType: 'declaration',
        objectId: declaration.declarationNo,
        payload: declarationData(
          { ...declaration, status: status ?? '', currencyCode: declaration.currencyCode ?? '' },
          policyNoOf(index),
        ),
      },
    ];
  });
  const queued = await insertEventsWithDeliveries(db, events, {
    now,
    retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
  });
  if (queued > 0) await notifyPending(db);
};

/** An underwriter's (or the compliance check's) decision on an application. */
export const recordApplicationDecided = (
  db: Executor,
  application: { accountId: number; voucherNo: string; status: string },
  comment = '',
) =>
  recordWebhookEvent(db, {
    accountId: application.accountId,
    type: 'application.decided',
    objectType: 'application',
    objectId: application.voucherNo,
    data: { applicationNo: application.voucherNo, status: application.status, comment },
  });

interface PolicyFacts {
  accountId: number;
  policyNo: string;
  status?: string | null;
  currencyCode: string;
  insuredAmount: number | null;
  premium: number | null;
  insuranceStartDate?: string | null;
  insuranceEndDate?: string | null;
}

const policyData = (policy: PolicyFacts) => ({
  policyNo: policy.policyNo,
  status: policy.status ?? null,
  insuredAmount: moneyOf(policy.insuredAmount, policy.currencyCode),
  premium: moneyOf(policy.premium, policy.currencyCode),
  startDate: policy.insuranceStartDate ?? null,
  endDate: policy.insuranceEndDate ?? null,
});

/** A paid application's policy issued. */
export const recordPolicyIssued = (db: Executor, policy: PolicyFacts, voucherNo: string) =>
  recordWebhookEvent(db, {
    accountId: policy.accountId,
    type: 'policy.issued',
    objectType: 'policy',
    objectId: policy.policyNo,
    data: { ...policyData(policy), applicationNo: voucherNo },
  });

/** A live policy nearing its end (once per policy: a second call records nothing). */
export const recordPolicyExpiring = (
  db: Executor,
  policy: { accountId: number; policyNo: string; insuranceEndDate: string },
  today: string,
) =>
  recordWebhookEvent(db, {
    accountId: policy.accountId,
    type: 'policy.expiring',
    objectType: 'policy',
    objectId: policy.policyNo,
    data: {
      policyNo: policy.policyNo,
      endDate: policy.insuranceEndDate,
      daysLeft: daysBetween(today, policy.insuranceEndDate),
    },
  });

/** A claim's status changed by the insurer's handling. */
export const recordClaimStatusChanged = async (
  db: Executor,
  claim: { accountId: number; reportNo: string },
  step: { fromStatus: string; toStatus: string },
) => {
  if (step.fromStatus === step.toStatus) return;
  await recordWebhookEvent(db, {
    accountId: claim.accountId,
    type: 'claim.status_changed',
    objectType: 'claim',
    objectId: claim.reportNo,
    data: { claimNo: claim.reportNo, status: step.toStatus, previousStatus: step.fromStatus },
  });
};

/**
 * A generated document became available: its kind ('eInvoice'…), its number, the number of what it documents,
 * and what else the kind tells (its amount).
 */
export const recordDocumentReady = (
  db: Executor,
  document: {
    accountId: number;
    kind: string;
    documentNo: string;
    objectNo: string;
    details?: Record<string, unknown>;
  },
) =>
  recordWebhookEvent(db, {
    accountId: document.accountId,
    type: 'document.ready',
    objectType: 'document',
    objectId: `${document.kind}:${document.documentNo}`,
    data: {
      kind: document.kind,
      documentNo: document.documentNo,
      objectNo: document.objectNo,
      ...document.details,
    },
  });
