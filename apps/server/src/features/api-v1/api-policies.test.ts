import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.ts';
import { apiClient, apiKeyFor, apiRequest } from '../../test/api.fixtures.ts';
import { accountIdOf, createMember } from '../../test/roles.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';

const ctx = useTestApp();

/** An issued policy of SHOCEAN (seeded). */
const shoceanPolicyNo = async () => {
  const accountId = await accountIdOf(ctx.app, 'SHOCEAN');
  const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.accountId, accountId)).limit(1);
  return policy!.policyNo;
};

describe('GET /api/v1/policies/{policyNo} and its document', () => {
  it('reads an issued policy with its money and downloads its PDF', async () => {
    const policyNo = await shoceanPolicyNo();
    const key = await apiKeyFor(ctx.app);
    const { data: policy } = await apiClient(ctx.app, key.secret).GET('/policies/{policyNo}', {
      params: { path: { policyNo } },
    });
    expect(policy).toMatchObject({ policyNo, documentUrl: `${API_V1_PREFIX}/policies/${policyNo}/document` });
    expect(policy!.premium.amount).toMatch(/^\d+(\.\d+)?$/);
    expect(policy!.premium.currency).toMatch(/^[A-Z]{3}$/);
    const pdf = await apiRequest(ctx.app, 'GET', `/policies/${policyNo}/document`, { key: key.secret });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 to another account’s key', async () => {
    const policyNo = await shoceanPolicyNo();
    await createMember(ctx.app, 'nb-policy-admin', { 'SHOCEAN-NB': 'admin' });
    const ningbo = await apiKeyFor(ctx.app, { accountName: 'SHOCEAN-NB', loginName: 'nb-policy-admin' });
    for (const path of [`/policies/${policyNo}`, `/policies/${policyNo}/document`]) {
      const answer = await apiRequest(ctx.app, 'GET', path, { key: ningbo.secret });
      expect(answer.statusCode, path).toBe(404);
    }
  });
});
