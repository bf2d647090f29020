import { apiKeyEndpoints } from '@cargo/domain/api/api-key';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { API_V1_ENDPOINTS, API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiKeyFor, apiRequest, declareWithoutRules } from '../../test/api.fixtures.ts';
import { balanceOf, declarationForm, EXPORT_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });
// The auto-insure rules are api-shipment-rules.test.ts's: here every shipment goes on to the submit.
beforeAll(() => declareWithoutRules(ctx.app, EXPORT_POLICY_NO));

/** A valid shipment under SHOCEAN's USD open cover, as the API takes it (no request key: the API makes it). */
export const shipment = () => {
  const { requestKey: _key, draftNo: _draft, ...form } = declarationForm();
  return form;
};

describe('POST /api/v1/shipments', () => {
  it('declares through the portal’s rules: certificate, premium as money, balance drawn, in the portal’s list', async () => {
    const key = await apiKeyFor(ctx.app);
    const client = apiClient(ctx.app, key.secret);
    const before = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const { data: declared, response } = await client.POST('/shipments', { body: shipment() });
    expect(response.status).toBe(201);
    expect(declared).toMatchObject({
      status: 'declared',
      policyNo: EXPORT_POLICY_NO,
      insuredAmount: { amount: '110000.00', currency: 'USD' },
      premium: { currency: 'USD' },
    });
    expect(declared!.certificateNo).toMatch(/^\d{20}$/);
    expect(declared!.certificateUrl).toBe(
      `${API_V1_PREFIX}/declarations/${declared!.declarationNo}/certificate`,
    );
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(before - 11_000_000);
    const portal = data<{ list: { certificateNo: string | null }[] }>(
      await call(
        ctx.app,
        declarationEndpoints.queryDeclarations,
        { certificateNo: declared!.certificateNo! },
        { cookie: ctx.token },
      ),
    );
    expect(portal.list.map((row) => row.certificateNo)).toEqual([declared!.certificateNo]);
  });

  it('answers a refusal (over the per-shipment limit) as a declaration refused with its reason, nothing created', async () => {
    const key = await apiKeyFor(ctx.app);
    const { data: refused, response } = await apiClient(ctx.app, key.secret).POST('/shipments', {
      body: { ...shipment(), invoiceAmount: '9000000.00' },
    });
    expect(response.status).toBe(200);
    expect(refused).toMatchObject({ status: 'refused', declarationNo: null, certificateNo: null });
    expect(refused!.reason).toMatch(/limit/i);
  });

  it('refuses bad fields with a problem naming them, in the caller’s language', async () => {
    const key = await apiKeyFor(ctx.app);
    for (const language of ['zh-CN', 'en-US'] as const) {
      const answer = await apiRequest(ctx.app, 'POST', '/shipments', {
        key: key.secret,
        language,
        body: { ...shipment(), invoiceAmount: 'abc', goodsDescription: '' },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = answer.json();
      expect(problem).toMatchObject({ status: 400, code: '400000', instance: answer.headers['x-trace-id'] });
      expect(problem.errors.map((issue: { path: string[] }) => issue.path[0])).toEqual(
        expect.arrayContaining(['invoiceAmount', 'goodsDescription']),
      );
      expect(problem.detail).toMatch(language === 'zh-CN' ? /[\u4e00-\u9fff]/ : /^[^\u4e00-\u9fff]*$/);
    }
  });
});

describe('declarations, certificates and open policies', () => {
  it('pages the account’s declarations by cursor, newest first, and reads one', async () => {
    const key = await apiKeyFor(ctx.app);
    const client = apiClient(ctx.app, key.secret);
    for (let index = 0; index < 3; index++) await client.POST('/shipments', { body: shipment() });
    const first = await client.GET('/declarations', { params: { query: { limit: 2 } } });
    expect(first.data!.data).toHaveLength(2);
    expect(first.data!.nextCursor).not.toBeNull();
    const second = await client.GET('/declarations', {
      params: { query: { limit: 2, cursor: first.data!.nextCursor! } },
    });
    const numbers = [...first.data!.data, ...second.data!.data].map((item) => item.declarationNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    const one = await client.GET('/declarations/{declarationNo}', {
      params: { path: { declarationNo: numbers[0]! } },
    });
    expect(one.data).toMatchObject({ declarationNo: numbers[0], status: 'declared' });
    for (const cursor of ['bm9wZQ', Buffer.from('999999999999999').toString('base64url')]) {
      const forged = await apiRequest(ctx.app, 'GET', `/declarations?cursor=${cursor}`, { key: key.secret });
      expect(forged.statusCode).toBe(400);
    }
  });

  it('downloads a certificate as a PDF', async () => {
    const key = await apiKeyFor(ctx.app);
    const client = apiClient(ctx.app, key.secret);
    const { data: declared } = await client.POST('/shipments', { body: shipment() });
    const pdf = await apiRequest(ctx.app, 'GET', `/declarations/${declared!.declarationNo}/certificate`, {
      key: key.secret,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists open policies with their balance and tells one policy’s usage', async () => {
    const key = await apiKeyFor(ctx.app);
    const client = apiClient(ctx.app, key.secret);
    const list = await client.GET('/open-policies', { params: { query: { limit: 100 } } });
    const policy = list.data!.data.find((item) => item.policyNo === EXPORT_POLICY_NO);
    expect(policy!.balance.currency).toBe('USD');
    expect(policy!.balance.amount).toMatch(/^\d+\.\d{2}$/);
    const usage = await client.GET('/open-policies/{policyNo}/usage', {
      params: { path: { policyNo: EXPORT_POLICY_NO } },
    });
    expect(usage.data).toMatchObject({ policyNo: EXPORT_POLICY_NO, remaining: policy!.balance });
  });
});

describe('tenancy: a key acts on its own account only', () => {
  it('answers 404 for another account’s declaration, certificate and open policy', async () => {
    const shocean = await apiKeyFor(ctx.app);
    const { data: declared } = await apiClient(ctx.app, shocean.secret).POST('/shipments', {
      body: shipment(),
    });
    await createMember(ctx.app, 'nb-api-admin', { 'SHOCEAN-NB': 'admin' });
    const ningbo = await apiKeyFor(ctx.app, { accountName: 'SHOCEAN-NB', loginName: 'nb-api-admin' });
    for (const path of [
      `/declarations/${declared!.declarationNo}`,
      `/declarations/${declared!.declarationNo}/certificate`,
      `/open-policies/${EXPORT_POLICY_NO}/usage`,
    ]) {
      const answer = await apiRequest(ctx.app, 'GET', path, { key: ningbo.secret });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const list = await apiClient(ctx.app, ningbo.secret).GET('/declarations', { params: { query: {} } });
    expect(list.data!.data.map((item) => item.declarationNo)).not.toContain(declared!.declarationNo);
    const posted = await apiRequest(ctx.app, 'POST', '/shipments', { key: ningbo.secret, body: shipment() });
    expect(posted.statusCode).toBe(404);
  });
});

describe('keys: who may call', () => {
  it('serves every declared v1 endpoint, each answering 401 without a key before reading its input', async () => {
    for (const endpoint of API_V1_ENDPOINTS) {
      expect(ctx.app.hasRoute({ method: endpoint.method, url: `${API_V1_PREFIX}${endpoint.path}` })).toBe(
        true,
      );
      const answer = await apiRequest(ctx.app, endpoint.method as 'GET' | 'POST', endpoint.path, {
        ...(endpoint.method === 'POST' ? { body: { not: 'valid' } } : {}),
      });
      expect(answer.statusCode, endpoint.path).toBe(401);
    }
  });

  it('answers 401 problems without a key, to an unknown, a revoked and an expired key', async () => {
    const revoked = await apiKeyFor(ctx.app);
    await call(ctx.app, apiKeyEndpoints.revoke, { id: revoked.id }, { cookie: ctx.token });
    const expired = await apiKeyFor(ctx.app, { expiresOn: '2020-01-01' });
    for (const key of [undefined, 'cp_live_unknown', revoked.secret, expired.secret]) {
      const answer = await apiRequest(ctx.app, 'GET', '/declarations', { ...(key ? { key } : {}) });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ status: 401, code: '401101' });
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('scope matrix: every endpoint refuses a key holding every scope but its own (403), in both languages', async () => {
    for (const endpoint of API_V1_ENDPOINTS) {
      const needed = (endpoint.access as { apiKey: string }).apiKey;
      const key = await apiKeyFor(ctx.app, {
        scopes: (['quote', 'declare', 'read', 'claims', 'documents', 'webhooks'] as const).filter(
          (scope) => scope !== needed,
        ),
      });
      const path = endpoint.path.replace(/:(\w+)/g, 'X');
      for (const language of ['zh-CN', 'en-US'] as const) {
        const answer = await apiRequest(ctx.app, endpoint.method as 'GET' | 'POST', path, {
          key: key.secret,
          language,
          ...(endpoint.method === 'POST' ? { body: {} } : {}),
        });
        expect(answer.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
        expect(answer.json().detail).toContain(needed);
      }
    }
  });

  it('lists every call in the account’s recent calls for its administrator', async () => {
    const key = await apiKeyFor(ctx.app, { name: 'audited' });
    await apiRequest(ctx.app, 'GET', '/open-policies', { key: key.secret });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const calls = data<{ list: { keyName: string; path: string; status: number }[] }>(
      await call(ctx.app, apiKeyEndpoints.calls, {}, { cookie: ctx.token }),
    );
    expect(calls.list[0]).toMatchObject({
      keyName: 'audited',
      path: `${API_V1_PREFIX}/open-policies`,
      status: 200,
    });
  });

  it('serves its OpenAPI 3.1 document and its docs page', async () => {
    const document = (await ctx.app.inject({ url: `${API_V1_PREFIX}/openapi.json` })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/shipments');
    const page = await ctx.app.inject({ url: `${API_V1_PREFIX}/docs` });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Idempotency-Key');
    const unknown = await apiRequest(ctx.app, 'GET', '/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
