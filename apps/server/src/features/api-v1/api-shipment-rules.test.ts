import type { AutoInsureRuleFormInput, AutoInsureRules, DeclarationRow } from '@cargo/domain';
import { autoInsureEndpoints } from '@cargo/domain/api/auto-insure';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declarations, users } from '../../db/schema/index.ts';
import { sessionForJob } from '../../platform/session.ts';
import { apiClient, apiKeyFor, apiRequest, declareWithoutRules } from '../../test/api.fixtures.ts';
import { balanceOf, createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { accountIdOf } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { createApiKey, listApiKeys } from '../api-key/api-key.service.ts';
import { sandboxTwinOf } from '../sandbox/sandbox.service.ts';

/**
 * POST /api/v1/shipments under the open policy's auto-insure rules (declare, hold, refuse, the default), a sandbox
 * key acting on the account's sandbox twin, and the sanctions screening of a shipment the API sends.
 */

const ctx = useTestApp({ logIn: 'demo' });

const shipmentUnder = (policyNo: string, changes: Parameters<typeof declarationForm>[0] = {}) => {
  const { requestKey: _key, draftNo: _draft, ...form } = declarationForm({ policyNo, ...changes });
  return form;
};

const addRule = async (policyNo: string, body: AutoInsureRuleFormInput) =>
  data<AutoInsureRules>(
    await call(ctx.app, autoInsureEndpoints.addRule, { policyNo, ...body }, { cookie: ctx.token }),
  );

const setDefault = (policyNo: string, defaultAction: 'declare' | 'hold' | 'refuse') =>
  call(ctx.app, autoInsureEndpoints.setDefaultAction, { policyNo, defaultAction }, { cookie: ctx.token });

const pendingRows = async () =>
  data<{ list: DeclarationRow[] }>(
    await call(
      ctx.app,
      declarationEndpoints.queryPending,
      { pageNo: 1, pageSize: 100 },
      { cookie: ctx.token },
    ),
  ).list;

describe('POST /api/v1/shipments decides by the open policy’s auto-insure rules', () => {
  it('declares by a rule and names it; holds by the default (202, nothing drawn, in pending declarations)', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    await addRule(policy.policyNo, {
      ruleName: 'Up to USD 110,000',
      action: 'declare',
      conditions: { insuredMax: '110000.00' },
    });
    const client = apiClient(ctx.app, (await apiKeyFor(ctx.app)).secret);
    const declared = await client.POST('/shipments', { body: shipmentUnder(policy.policyNo) });
    expect(declared.response.status).toBe(201);
    expect(declared.data).toMatchObject({ status: 'declared', autoInsureRule: 'Up to USD 110,000' });

    const before = await balanceOf(ctx.app, policy.policyNo);
    const held = await client.POST('/shipments', {
      body: shipmentUnder(policy.policyNo, { invoiceAmount: '200000.00' }),
    });
    expect(held.response.status).toBe(202);
    expect(held.data).toMatchObject({ status: 'held', certificateNo: null, autoInsureRule: null });
    expect(held.data!.reason).toBe(
      `Held for review: no auto-insure rule matched (declaration number ${held.data!.declarationNo})`,
    );
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(before);
    const pending = (await pendingRows()).find((row) => row.declarationNo === held.data!.declarationNo);
    expect(pending?.held).toEqual({ ruleName: null, source: 'api' });
    const read = await client.GET('/declarations/{declarationNo}', {
      params: { path: { declarationNo: held.data!.declarationNo! } },
    });
    expect(read.data).toMatchObject({ status: 'held' });
  });

  it('refuses by a rule with a 422 problem naming it, in the caller’s language, recording nothing', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    await addRule(policy.policyNo, {
      ruleName: 'No textiles',
      action: 'refuse',
      conditions: { goodsCategories: ['04'] },
    });
    const key = (await apiKeyFor(ctx.app)).secret;
    const body = shipmentUnder(policy.policyNo);
    const english = await apiRequest(ctx.app, 'POST', '/shipments', { key, body, language: 'en-US' });
    expect(english.statusCode).toBe(422);
    expect(english.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(english.json()).toMatchObject({
      status: 422,
      code: '422102',
      detail: 'Refused by the auto-insure rule "No textiles" of this open policy',
    });
    const chinese = await apiRequest(ctx.app, 'POST', '/shipments', { key, body, language: 'zh-CN' });
    expect(chinese.json().detail).toBe('被该预约保单的自动投保规则“No textiles”拒绝');
    const written = await ctx.app.db
      .select({ id: declarations.id })
      .from(declarations)
      .where(eq(declarations.invoiceNo, String(body.invoiceNo)));
    expect(written).toEqual([]);
    // The default refuses too once set so; a shipment of other goods falls through to it.
    data(await setDefault(policy.policyNo, 'refuse'));
    const other = await apiRequest(ctx.app, 'POST', '/shipments', {
      key,
      body: { ...shipmentUnder(policy.policyNo), goodsCategory: '08' },
      language: 'en-US',
    });
    expect(other.json().detail).toBe(
      'No auto-insure rule matched, and this open policy refuses such shipments',
    );
  });

  it('refuses an unknown goods category or mode of transport on its field', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    const answer = await apiRequest(ctx.app, 'POST', '/shipments', {
      key: (await apiKeyFor(ctx.app)).secret,
      body: { ...shipmentUnder(policy.policyNo), goodsCategory: 'textiles', transportMode: 'teleport' },
      language: 'en-US',
    });
    expect(answer.statusCode).toBe(400);
    const paths = (answer.json().errors as { path: string[] }[]).map((error) => error.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['goodsCategory', 'transportMode']));
  });
});

describe('screening a shipment the API sends', () => {
  it('holds a shipment on a listed vessel under review, as the portal does', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    data(await setDefault(policy.policyNo, 'declare'));
    const client = apiClient(ctx.app, (await apiKeyFor(ctx.app)).secret);
    const answer = await client.POST('/shipments', {
      body: shipmentUnder(policy.policyNo, { conveyance: 'EBANO IMO 7406784' }),
    });
    expect(answer.response.status).toBe(201);
    expect(answer.data).toMatchObject({ status: 'under_review', certificateNo: null });
    // The customer sees "under review", nothing of the list.
    expect(JSON.stringify(answer.data)).not.toMatch(/OFAC|SDN|sanction|EBANO/i);
  });
});

describe('a sandbox key', () => {
  it('acts on the account’s sandbox twin: its shipments never reach the live account', async () => {
    const sandboxKey = (await apiKeyFor(ctx.app, { environment: 'sandbox' })).secret;
    const liveKey = (await apiKeyFor(ctx.app)).secret;
    const sandbox = apiClient(ctx.app, sandboxKey);
    const policies = await sandbox.GET('/open-policies', { params: { query: { limit: 100 } } });
    const copy = policies.data!.data[0]!;
    expect(copy.policyNo).toMatch(/^9999/);
    const posted = await sandbox.POST('/shipments', { body: shipmentUnder(copy.policyNo) });
    // The twin's copies keep the default: held for a person in the sandbox.
    expect(posted.response.status).toBe(202);
    const declarationNo = posted.data!.declarationNo!;
    const live = await apiRequest(ctx.app, 'GET', `/declarations/${declarationNo}`, { key: liveKey });
    expect(live.statusCode).toBe(404);
    const livePolicies = await apiClient(ctx.app, liveKey).GET('/open-policies', {
      params: { query: { limit: 100 } },
    });
    expect(livePolicies.data!.data.map((item) => item.policyNo)).not.toContain(copy.policyNo);
    expect((await pendingRows()).map((row) => row.declarationNo)).not.toContain(declarationNo);
  });

  it('is kept by the live account even when made while switched into the twin', async () => {
    const live = await accountIdOf(ctx.app, 'SHOCEAN');
    const twin = await sandboxTwinOf(ctx.app, live);
    const [demo] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'demo'));
    const inTwin = sessionForJob({ userId: demo!.id, accountId: twin });
    const made = await createApiKey(ctx.app, inTwin, {
      name: 'made in the twin',
      scopes: ['read'],
      environment: 'sandbox',
    });
    const listed = await listApiKeys(ctx.app, sessionForJob({ userId: demo!.id, accountId: live }));
    expect(listed.list.map((key) => key.id)).toContain(made.id);
    const answer = await apiRequest(ctx.app, 'GET', '/declarations', { key: made.secret });
    expect(answer.statusCode).toBe(200);
  });

  it('prints the twin’s certificates stamped SPECIMEN', async () => {
    const sandboxKey = (await apiKeyFor(ctx.app, { environment: 'sandbox' })).secret;
    const sandbox = apiClient(ctx.app, sandboxKey);
    const copy = (await sandbox.GET('/open-policies', { params: { query: { limit: 100 } } })).data!.data.find(
      (policy) => policy.policyNo.startsWith('9999') && policy.balance.currency === 'USD',
    )!;
    await declareWithoutRules(ctx.app, copy.policyNo);
    const declared = await sandbox.POST('/shipments', { body: shipmentUnder(copy.policyNo) });
    expect(declared.data).toMatchObject({ status: 'declared' });
    const pdf = await apiRequest(
      ctx.app,
      'GET',
      `/declarations/${declared.data!.declarationNo}/certificate`,
      {
        key: sandboxKey,
      },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('SPECIMEN');
  });
});
