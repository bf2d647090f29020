import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiKeyFor, apiRequest, autoDeclaredOpenPolicy } from '../../test/api.fixtures.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { deliverDueWebhooks } from '../webhook/webhook-delivery.ts';

/**
 * `/api/v1/webhook-endpoints` (scope webhooks): a customer's system registers its endpoint with its key, declares a
 * shipment through the API, and receives the signed "declaration issued" event; another account's endpoint is "not
 * found". Delivery to 127.0.0.1 is allowed here by `webhookAllowHttpLoopback`.
 */

const ctx = useTestApp({ logIn: 'demo', config: { webhookAllowHttpLoopback: true } });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const shipmentUnder = (policyNo: string) => {
  const { requestKey: _key, draftNo: _draft, ...form } = declarationForm({ policyNo });
  return form;
};

describe('webhook endpoints through the API', () => {
  it('registers an endpoint, and a shipment declared through the API arrives there signed', async () => {
    const client = apiClient(ctx.app, (await apiKeyFor(ctx.app)).secret);
    const created = await client.POST('/webhook-endpoints', {
      body: { url: receiver.url, events: ['declaration.issued'], description: 'TMS' },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.secret).toMatch(/^whsec_/);
    receiver.useSecret(created.data!.secret);

    const policy = await autoDeclaredOpenPolicy(ctx.app);
    const declared = await client.POST('/shipments', { body: shipmentUnder(policy.policyNo) });
    expect(declared.data).toMatchObject({ status: 'declared' });
    await deliverDueWebhooks(ctx.app);
    const event = receiver.received.find((request) => request.body.type === 'declaration.issued');
    expect(event?.signatureValid).toBe(true);
    expect(event?.body.data).toMatchObject({
      declarationNo: declared.data!.declarationNo,
      certificateNo: declared.data!.certificateNo,
    });

    const id = created.data!.id;
    const listed = await client.GET('/webhook-endpoints');
    expect(listed.data!.data.map((endpoint) => endpoint.id)).toContain(id);
    const updated = await client.PUT('/webhook-endpoints/{id}', {
      params: { path: { id } },
      body: { url: receiver.url, events: ['declaration.issued', 'claim.status_changed'], enabled: false },
    });
    expect(updated.data).toMatchObject({ enabled: false, disabledReason: 'admin' });
    const removed = await client.DELETE('/webhook-endpoints/{id}', { params: { path: { id } } });
    expect(removed.data).toEqual({ deleted: true });
    const gone = await client.GET('/webhook-endpoints/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);
  });

  it('answers "not found" for another account’s endpoint', async () => {
    const shocean = apiClient(ctx.app, (await apiKeyFor(ctx.app)).secret);
    const created = await shocean.POST('/webhook-endpoints', {
      body: { url: receiver.url, events: ['policy.issued'] },
    });
    const other = (await apiKeyFor(ctx.app, { accountName: 'SZXINQIHANG', loginName: 'newbie' })).secret;
    const id = created.data!.id;
    for (const [method, path] of [
      ['GET', `/webhook-endpoints/${id}`],
      ['POST', `/webhook-endpoints/${id}/test`],
    ] as const) {
      expect((await apiRequest(ctx.app, method, path, { key: other })).statusCode).toBe(404);
    }
  });
});
