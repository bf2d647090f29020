import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims } from '../../db/schema/index.ts';
import { apiClient, apiKeyFor, apiRequest } from '../../test/api.fixtures.ts';
import { claimReport, inForcePolicyNo } from '../../test/claim.fixtures.ts';
import { multipartOf } from '../../test/declaration.fixtures.ts';
import { accountIdOf, createMember } from '../../test/roles.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { logInAs } from '../../test/test-app.ts';
import { PDF } from '../claim/claim-document.fixtures.ts';

const ctx = useTestApp();

/** SHOCEAN's demo claim whose settlement is calculated (seeded). */
const settledClaim = async () => {
  const accountId = await accountIdOf(ctx.app, 'SHOCEAN');
  const rows = await ctx.app.db
    .select()
    .from(claims)
    .where(eq(claims.accountId, accountId))
    .orderBy(desc(claims.id));
  return rows.find((row) => row.status === '02') ?? rows[0]!;
};

describe('GET /api/v1/claims/{reportNo}', () => {
  it('tells where a claim stands, its money as decimal strings, in the caller’s language', async () => {
    const claim = await settledClaim();
    const key = await apiKeyFor(ctx.app, { scopes: ['claims'] });
    const { data: answer } = await apiClient(ctx.app, key.secret).GET('/claims/{reportNo}', {
      params: { path: { reportNo: claim.reportNo } },
    });
    expect(answer).toMatchObject({ reportNo: claim.reportNo, status: claim.status });
    expect(answer!.estimatedLoss.amount).toMatch(/^\d+(\.\d+)?$/);
    expect(answer!.estimatedLoss.currency).toMatch(/^[A-Z]{3}$/);
    expect(answer!.history.length).toBeGreaterThan(0);
    const chinese = await apiClient(ctx.app, key.secret, 'zh-CN').GET('/claims/{reportNo}', {
      params: { path: { reportNo: claim.reportNo } },
    });
    expect(chinese.data!.statusName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 to another account’s key', async () => {
    const claim = await settledClaim();
    await createMember(ctx.app, 'nb-claims-admin', { 'SHOCEAN-NB': 'admin' });
    const ningbo = await apiKeyFor(ctx.app, { accountName: 'SHOCEAN-NB', loginName: 'nb-claims-admin' });
    const answer = await apiRequest(ctx.app, 'GET', `/claims/${claim.reportNo}`, { key: ningbo.secret });
    expect(answer.statusCode).toBe(404);
  });
});

describe('POST /api/v1/claims (first notice of loss)', () => {
  it('reports a loss through the portal’s report, once per Idempotency-Key', async () => {
    const policyNo = await inForcePolicyNo({ app: ctx.app, token: await logInAs(ctx.app, 'demo') });
    const key = await apiKeyFor(ctx.app, { scopes: ['claims'] });
    const body = { report: claimReport(policyNo), accepted: true as const };
    const headers = { 'idempotency-key': 'fnol-1' };
    const first = await apiRequest(ctx.app, 'POST', '/claims', { key: key.secret, body, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ policyNo, status: '01' });
    const again = await apiRequest(ctx.app, 'POST', '/claims', { key: key.secret, body, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().reportNo).toBe(first.json().reportNo);
  });

  it('refuses a report without the confirmation, naming the field', async () => {
    const key = await apiKeyFor(ctx.app, { scopes: ['claims'] });
    const answer = await apiRequest(ctx.app, 'POST', '/claims', {
      key: key.secret,
      body: { report: claimReport('60110009202500000018') },
      language: 'en-US',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].path).toEqual(['accepted']);
  });
});

describe('POST /api/v1/claims/{reportNo}/documents', () => {
  const upload = (key: string, reportNo: string, typeCode: string, file: Buffer, fileName: string) => {
    const body = multipartOf(fileName, file, 'application/pdf');
    return ctx.app.inject({
      method: 'POST',
      url: `${API_V1_PREFIX}/claims/${reportNo}/documents?typeCode=${typeCode}`,
      headers: { authorization: `Bearer ${key}`, 'accept-language': 'en-US', ...body.headers },
      payload: body.payload,
    });
  };

  it('adds a document to the claim the system reported, replaces it by type, and refuses what the portal refuses', async () => {
    const policyNo = await inForcePolicyNo({ app: ctx.app, token: await logInAs(ctx.app, 'demo') });
    const key = (await apiKeyFor(ctx.app, { scopes: ['claims'] })).secret;
    const reported = await apiRequest(ctx.app, 'POST', '/claims', {
      key,
      body: { report: claimReport(policyNo), accepted: true as const },
    });
    const { reportNo } = reported.json() as { reportNo: string };
    const first = await upload(key, reportNo, '21', PDF, 'packing-list.pdf');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ typeCode: '21', fileName: 'packing-list.pdf', replaced: false });
    expect(first.json()).not.toHaveProperty('downloadKey');
    const again = await upload(key, reportNo, '21', PDF, 'packing-list-2.pdf');
    expect(again.json()).toMatchObject({ fileName: 'packing-list-2.pdf', replaced: true });
    const hostile = await upload(key, reportNo, '21', Buffer.from('MZ\u0090\u0000 not a pdf'), 'tool.pdf');
    expect(hostile.statusCode).toBe(400);
    expect(hostile.headers['content-type']).toMatch(/^application\/problem\+json/);
    const unknownType = await upload(key, reportNo, 'zz', PDF, 'x.pdf');
    expect(unknownType.statusCode).toBe(400);
    const other = (await apiKeyFor(ctx.app, { accountName: 'SZXINQIHANG', loginName: 'newbie' })).secret;
    expect((await upload(other, reportNo, '21', PDF, 'x.pdf')).statusCode).toBe(404);
  });
});
