import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiIdempotency, declarations, openPolicies } from '../../db/schema/index.ts';
import { apiKeyFor, apiRequest, autoDeclaredOpenPolicy } from '../../test/api.fixtures.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';

const ctx = useTestApp();

const shipmentUnder = (policyNo: string) => {
  const { requestKey: _key, draftNo: _draft, ...form } = declarationForm({ policyNo });
  return form;
};

const balanceOfPolicy = async (policyId: number) =>
  (await ctx.app.db.select().from(openPolicies).where(eq(openPolicies.id, policyId)))[0]!.balance;

describe('Idempotency-Key on POST /api/v1/shipments', () => {
  it('replays the first answer to a repeat with the same body, and refuses another body (422)', async () => {
    const key = await apiKeyFor(ctx.app);
    const policy = await autoDeclaredOpenPolicy(ctx.app);
    const body = shipmentUnder(policy.policyNo);
    const headers = { 'idempotency-key': 'booking-1' };
    const first = await apiRequest(ctx.app, 'POST', '/shipments', { key: key.secret, body, headers });
    expect(first.statusCode).toBe(201);
    const again = await apiRequest(ctx.app, 'POST', '/shipments', { key: key.secret, body, headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await apiRequest(ctx.app, 'POST', '/shipments', {
      key: key.secret,
      body: { ...body, invoiceNo: 'OTHER-1' },
      headers,
      language: 'en-US',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, code: '422101' });
    const rows = await ctx.app.db.select().from(declarations).where(eq(declarations.openPolicyId, policy.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps each key’s Idempotency-Keys apart', async () => {
    const policy = await autoDeclaredOpenPolicy(ctx.app);
    const headers = { 'idempotency-key': 'same-key' };
    for (const key of [await apiKeyFor(ctx.app), await apiKeyFor(ctx.app)]) {
      const answer = await apiRequest(ctx.app, 'POST', '/shipments', {
        key: key.secret,
        body: shipmentUnder(policy.policyNo),
        headers,
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('20 concurrent requests with one key: one declaration, the balance drawn once, the others replayed or told to retry', async () => {
    const key = await apiKeyFor(ctx.app);
    const policy = await autoDeclaredOpenPolicy(ctx.app);
    const before = await balanceOfPolicy(policy.id);
    const body = shipmentUnder(policy.policyNo);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiRequest(ctx.app, 'POST', '/shipments', {
          key: key.secret,
          body,
          headers: { 'idempotency-key': 'concurrent-1' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.headers['retry-after']).toBe('1');
    }
    const rows = await ctx.app.db
      .select()
      .from(declarations)
      .where(and(eq(declarations.openPolicyId, policy.id)));
    expect(rows).toHaveLength(1);
    expect(before - (await balanceOfPolicy(policy.id))).toBe(rows[0]!.insuredAmount);
    const certificates = new Set(
      answers.filter((each) => each.statusCode === 201).map((each) => each.json().certificateNo),
    );
    expect([...certificates]).toEqual([rows[0]!.certificateNo]);
  });

  it('refuses an Idempotency-Key that is not 1 to 255 visible characters', async () => {
    const key = await apiKeyFor(ctx.app);
    const answer = await apiRequest(ctx.app, 'POST', '/shipments', {
      key: key.secret,
      body: shipmentUnder((await autoDeclaredOpenPolicy(ctx.app)).policyNo),
      headers: { 'idempotency-key': 'x'.repeat(256) },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('rate limit per key', () => {
  it('tells the limit on every answer and answers 429 with Retry-After past it, per key', async () => {
    const saved = ctx.app.config.apiRateLimit;
    ctx.app.config.apiRateLimit = { max: 3, windowSeconds: 60 };
    try {
      const key = await apiKeyFor(ctx.app);
      const statuses: number[] = [];
      for (let index = 0; index < 4; index++) {
        const answer = await apiRequest(ctx.app, 'GET', '/open-policies', {
          key: key.secret,
          language: 'en-US',
        });
        statuses.push(answer.statusCode);
        expect(answer.headers['ratelimit-limit']).toBe('3');
        expect(answer.headers['ratelimit-remaining']).toBe(String(Math.max(0, 2 - index)));
        expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
        if (answer.statusCode === 429) {
          expect(answer.headers['retry-after']).toBe(answer.headers['ratelimit-reset']);
          expect(answer.json()).toMatchObject({ status: 429, code: '429000' });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await apiKeyFor(ctx.app);
      expect((await apiRequest(ctx.app, 'GET', '/open-policies', { key: other.secret })).statusCode).toBe(
        200,
      );
    } finally {
      ctx.app.config.apiRateLimit = saved;
    }
  });
});

describe('an abandoned Idempotency-Key', () => {
  it('is free again once its claim has run longer than any request could', async () => {
    const key = await apiKeyFor(ctx.app);
    const policy = await autoDeclaredOpenPolicy(ctx.app);
    const body = shipmentUnder(policy.policyNo);
    const old = new Date(Date.now() - 11 * 60 * 1000);
    await ctx.app.db.insert(apiIdempotency).values({
      keyId: key.id,
      idempotencyKey: 'died-1',
      requestHash: 'x',
      state: 'running',
      createdAt: old,
    });
    const answer = await apiRequest(ctx.app, 'POST', '/shipments', {
      key: key.secret,
      body,
      headers: { 'idempotency-key': 'died-1' },
    });
    expect(answer.statusCode).toBe(201);
  });
});
