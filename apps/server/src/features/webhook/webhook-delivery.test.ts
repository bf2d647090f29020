import type { DeclarationResult, WebhookAttemptPage, WebhookEndpointCreated } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { messageEndpoints } from '@cargo/domain/api/message';
import { webhookEndpoints } from '@cargo/domain/api/webhook';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpoints as endpointTable, webhookDeliveries } from '../../db/schema/index.ts';
import { createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import { accountIdOf } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { deliverDueWebhooks } from './webhook-delivery.ts';
import { recordWebhookEvent } from './webhook-events.service.ts';

/** Delivery to a real receiver on 127.0.0.1 (allowed in tests by `webhookAllowHttpLoopback`). */
const ctx = useTestApp({ logIn: 'demo', config: { webhookAllowHttpLoopback: true } });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  vi.useRealTimers();
  receiver.received.length = 0;
});

const createEndpoint = async (events: string[]) => {
  const created = data<WebhookEndpointCreated>(
    await call(
      ctx.app,
      webhookEndpoints.create,
      { url: receiver.url, events: events as never, description: 'TMS' },
      { cookie: ctx.token },
    ),
  );
  receiver.useSecret(created.secret);
  return created;
};

const removeEndpoint = (id: number) => call(ctx.app, webhookEndpoints.remove, { id }, { cookie: ctx.token });

/** Makes every pending delivery due now (its retry delay passed). */
const makeRetriesDue = () =>
  ctx.app.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(webhookDeliveries.status, 'pending'));

const attemptsOf = async (id: number) =>
  data<WebhookAttemptPage>(
    await call(ctx.app, webhookEndpoints.attempts, { id, pageNo: 1, pageSize: 20 }, { cookie: ctx.token }),
  );

describe('webhook delivery', () => {
  it('POSTs a signed event of a declaration issued, with its public numbers and decimal amounts', async () => {
    const endpoint = await createEndpoint(['declaration.issued']);
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    const declared = data<DeclarationResult>(
      await call(
        ctx.app,
        declarationEndpoints.submitDeclaration,
        declarationForm({ policyNo: policy.policyNo }),
        {
          cookie: ctx.token,
        },
      ),
    );
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.signatureValid).toBe(true);
    expect(request!.headers['cargo-event-id']).toBe(request!.body.id);
    expect(request!.body).toMatchObject({
      type: 'declaration.issued',
      data: {
        declarationNo: declared.declarationNo,
        policyNo: policy.policyNo,
        status: '03',
        insuredAmount: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' },
      },
    });
    expect(JSON.stringify(request!.body.data)).not.toMatch(/"id"|accountId/);
    const log = await attemptsOf(endpoint.id);
    expect(log.list).toMatchObject([
      { eventType: 'declaration.issued', attempt: 1, statusCode: 200, ok: true },
    ]);
    expect(log.list[0]!.requestHeaders['Cargo-Signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await removeEndpoint(endpoint.id);
  });

  it('retries an answer of 500 and delivers it the next time, logging both attempts', async () => {
    const endpoint = await createEndpoint(['declaration.issued']);
    receiver.answerWith(500);
    const sent = data<{ eventId: string }>(
      await call(ctx.app, webhookEndpoints.sendTest, { id: endpoint.id }, { cookie: ctx.token }),
    );
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received).toHaveLength(1);
    // Not tried again before its delay.
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received).toHaveLength(1);
    await makeRetriesDue();
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received.map((request) => request.body.id)).toEqual([sent.eventId, sent.eventId]);
    const log = await attemptsOf(endpoint.id);
    expect(log.list.map((row) => [row.attempt, row.statusCode, row.deliveryStatus])).toEqual([
      [2, 200, 'delivered'],
      [1, 500, 'delivered'],
    ]);
    expect(log.list[1]!.responseBody).toBe('broken');
    // Re-send: the same event id once more.
    data(
      await call(
        ctx.app,
        webhookEndpoints.resend,
        { id: endpoint.id, deliveryId: log.list[0]!.deliveryId },
        { cookie: ctx.token },
      ),
    );
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received.map((request) => request.body.id)).toEqual([
      sent.eventId,
      sent.eventId,
      sent.eventId,
    ]);
    await removeEndpoint(endpoint.id);
  });

  it('keeps the order of one object: a later event waits for the earlier one that failed', async () => {
    const endpoint = await createEndpoint(['claim.status_changed']);
    const accountId = await accountIdOf(ctx.app, 'SHOCEAN');
    const event = (status: string) => ({
      accountId,
      type: 'claim.status_changed' as const,
      objectType: 'claim',
      objectId: 'RPT-ORDER-1',
      data: { claimNo: 'RPT-ORDER-1', status },
    });
    await ctx.app.db.transaction(async (tx) => {
      await recordWebhookEvent(tx, event('first'));
      await recordWebhookEvent(tx, event('second'));
    });
    receiver.answerWith(500);
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received.map((request) => request.body.data.status)).toEqual(['first']);
    await makeRetriesDue();
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received.map((request) => request.body.data.status)).toEqual([
      'first',
      'first',
      'second',
    ]);
    await removeEndpoint(endpoint.id);
  });

  it('disables an endpoint failing for 24 hours and tells the account', async () => {
    const endpoint = await createEndpoint(['declaration.issued']);
    receiver.answerWith(500, 500, 500);
    data(await call(ctx.app, webhookEndpoints.sendTest, { id: endpoint.id }, { cookie: ctx.token }));
    await deliverDueWebhooks(ctx.app);
    const [failing] = await ctx.app.db.select().from(endpointTable).where(eq(endpointTable.id, endpoint.id));
    expect(failing!.enabled).toBe(true);
    expect(failing!.failingSince).not.toBeNull();
    // A day and an hour later by the business clock, the retry fails again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 25 * 60 * 60 * 1000));
    await makeRetriesDue();
    await deliverDueWebhooks(ctx.app);
    vi.useRealTimers();
    const [disabled] = await ctx.app.db.select().from(endpointTable).where(eq(endpointTable.id, endpoint.id));
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const messages = data<{ list: { kind: string; content: string }[] }>(
      await call(ctx.app, messageEndpoints.query, { status: '02' }, { cookie: ctx.token, lang: 'en' }),
    );
    expect(messages.list.find((message) => message.kind === 'webhookDisabled')?.content).toContain(
      receiver.url,
    );
    // Nothing more goes to it while it is off.
    const before = receiver.received.length;
    await makeRetriesDue();
    await deliverDueWebhooks(ctx.app);
    expect(receiver.received).toHaveLength(before);
    await removeEndpoint(endpoint.id);
  });
});
