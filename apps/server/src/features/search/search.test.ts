import type { SearchHits } from '@cargo/domain';
import { searchEndpoints } from '@cargo/domain/api/search';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, applications, declarations, openPolicies, policies } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const accountId = async (accountName: string) => {
  const [row] = await ctx.app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountName, accountName));
  return row!.id;
};

const searchPolicies = (keyword: string, lang: 'zh' | 'en' = 'en') =>
  call(ctx.app, searchEndpoints.policies, { keyword }, { cookie: ctx.token, lang });

describe('global search', () => {
  it('finds a policy of the current account by its number and says where it opens', async () => {
    const [policy] = await ctx.app.db
      .select()
      .from(policies)
      .where(eq(policies.accountId, await accountId('SHOCEAN')))
      .limit(1);
    const { hits } = data<SearchHits>(await searchPolicies(policy!.policyNo));
    expect(hits).toEqual([
      expect.objectContaining({
        kind: 'policy',
        number: policy!.policyNo,
        description: policy!.insuredName,
        path: `/policy-query-download?policyNo=${policy!.policyNo}`,
      }),
    ]);
  });

  it('finds an application by its voucher number, an open policy and a certificate', async () => {
    const shocean = await accountId('SHOCEAN');
    const [application] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.accountId, shocean))
      .limit(1);
    const found = data<SearchHits>(await searchPolicies(application!.voucherNo, 'zh')).hits;
    expect(found.map((hit) => hit.kind)).toContain('application');
    const [open] = await ctx.app.db
      .select()
      .from(openPolicies)
      .where(eq(openPolicies.accountId, shocean))
      .limit(1);
    expect(data<SearchHits>(await searchPolicies(open!.policyNo)).hits[0]).toMatchObject({
      kind: 'openPolicy',
      path: `/fill-transport-declaration?policyNo=${open!.policyNo}`,
    });
    const [certificate] = await ctx.app.db
      .select()
      .from(declarations)
      .where(and(eq(declarations.accountId, shocean), isNotNull(declarations.certificateNo)))
      .limit(1);
    if (certificate) {
      expect(data<SearchHits>(await searchPolicies(certificate.certificateNo!)).hits[0]).toMatchObject({
        kind: 'certificate',
        statusName: 'Declared',
      });
    }
  });

  it('finds nothing for another account’s numbers', async () => {
    const shocean = await accountId('SHOCEAN');
    const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.accountId, shocean)).limit(1);
    const [open] = await ctx.app.db
      .select()
      .from(openPolicies)
      .where(eq(openPolicies.accountId, shocean))
      .limit(1);
    const [application] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.accountId, shocean))
      .limit(1);
    const newbie = await logInAs(ctx.app, 'newbie');
    for (const number of [policy!.policyNo, open!.policyNo, application!.voucherNo]) {
      const answer = await call(ctx.app, searchEndpoints.policies, { keyword: number }, { cookie: newbie });
      expect(data<SearchHits>(answer).hits).toEqual([]);
    }
  });

  it('refuses a keyword that is not a number, in the caller’s language', async () => {
    const response = await searchPolicies("1' or 1=1");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Keyword: may hold letters, digits and dashes only, at most 30');
    expect((await searchPolicies('')).statusCode).toBe(400);
    expect((await call(ctx.app, searchEndpoints.policies, { keyword: '1' })).statusCode).toBe(401);
  });
});
