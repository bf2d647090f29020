import type { DeclarationResult, EndpointInput, OpenPolicyList, UsagePage } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { operationsEndpoints } from '@cargo/domain/api/operations';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOpenPolicy, declarationForm } from '../../test/declaration.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { isAboveWarning, usedPercentText } from './open-policy-usage.service.ts';

/**
 * Open policies' usage against their limits (docs/business-rules.md "Operations", usage): the back office's
 * list and the customer's open policies carry the same figures, computed once.
 */
const ctx = useTestApp({ logIn: 'demo' });
const tokens = { operations: '', auditor: '', underwriter: '', claims: '' };

beforeAll(async () => {
  tokens.operations = await logInAs(ctx.app, 'operations');
  tokens.auditor = await logInAs(ctx.app, 'auditor');
  tokens.underwriter = await logInAs(ctx.app, 'underwriter');
  tokens.claims = await logInAs(ctx.app, 'claims');
});

const usage = (body: EndpointInput<typeof operationsEndpoints.openPolicyUsage>, cookie = tokens.operations) =>
  call(ctx.app, operationsEndpoints.openPolicyUsage, body, { cookie, lang: 'en' });
const declare = async (policyNo: string, invoiceAmount: string, goodsDescription?: string) =>
  data<DeclarationResult>(
    await call(
      ctx.app,
      declarationEndpoints.submitDeclaration,
      declarationForm({ policyNo, invoiceAmount, ...(goodsDescription ? { goodsDescription } : {}) }),
      { cookie: ctx.token },
    ),
  );
const customerUsage = async (policyNo: string) =>
  data<OpenPolicyList>(
    await call(ctx.app, declarationEndpoints.listOpenPolicies, {}, { cookie: ctx.token, lang: 'en' }),
  ).list.find((policy) => policy.policyNo === policyNo)!.usage;
const staffRow = async (policyNo: string) =>
  data<UsagePage>(await usage({ accountCode: 'SHOCEAN', pageSize: 100 })).list.find(
    (row) => row.policyNo === policyNo,
  )!;

describe('the used share', () => {
  it('is one decimal, half up, in integers; a warning only above 80 %', () => {
    expect(usedPercentText(0, 100)).toBe('0.0');
    expect(usedPercentText(8_005, 10_000)).toBe('80.1');
    expect(usedPercentText(8_004, 10_000)).toBe('80.0');
    expect(usedPercentText(1, 3)).toBe('33.3');
    expect(usedPercentText(2, 3)).toBe('66.7');
    expect(usedPercentText(5, 0)).toBe('0.0');
    expect(isAboveWarning(8_000, 10_000)).toBe(false);
    expect(isAboveWarning(8_001, 10_000)).toBe(true);
  });
});

describe('POST backoffice/operations/openPolicy/usage', () => {
  it('gives declared, under review and remaining exactly, equal to what the customer sees', async () => {
    // USD 1,000,000.00 limit; 100,000.00 × 110 % declared, 50,000.00 × 110 % sent to review.
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN');
    expect((await declare(policy.policyNo, '100000.00')).outcome).toBe('declared');
    expect((await declare(policy.policyNo, '50000.00', 'Paint UN1263 flammable')).outcome).toBe('review');
    const row = await staffRow(policy.policyNo);
    expect(row).toMatchObject({
      accountCode: 'SHOCEAN',
      accountName: 'Shanghai Ocean Trading Co., Ltd.',
      currency: 'USD',
      totalLimit: '1000000.00',
      declared: '110000.00',
      underReview: '55000.00',
      remaining: '835000.00',
      usedPercent: '16.5',
      warning: false,
    });
    const { policyNo, productName, insuredName, accountCode, accountName, endDate, ...figures } = row;
    expect(await customerUsage(policy.policyNo)).toEqual(figures);
  });

  it('puts a policy above 80 % on the warning list, for staff and for the customer', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN', { totalInsuredAmount: 20_000_000 });
    const before = data<UsagePage>(await usage({ warningOnly: true, pageSize: 100 }));
    expect(before.list.map((row) => row.policyNo)).not.toContain(policy.policyNo);
    // 150,000.00 × 110 % = 165,000.00 of 200,000.00: 82.5 %.
    expect((await declare(policy.policyNo, '150000.00')).outcome).toBe('declared');
    const after = data<UsagePage>(await usage({ warningOnly: true, pageSize: 100 }));
    expect(after.warningCount).toBe(before.warningCount + 1);
    const row = after.list.find((entry) => entry.policyNo === policy.policyNo);
    expect(row).toMatchObject({ usedPercent: '82.5', warning: true, remaining: '35000.00' });
    expect(after.list.every((entry) => entry.warning)).toBe(true);
    expect(await customerUsage(policy.policyNo)).toMatchObject({ usedPercent: '82.5', warning: true });
  });

  it('lists the most used share first, with paging and an account filter', async () => {
    const page = data<UsagePage>(await usage({ pageSize: 100 }));
    const shares = page.list.map((row) => Number(row.usedPercent));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(new Set(page.list.map((row) => row.accountCode))).toEqual(
      new Set(['SHOCEAN', 'SHOCEAN-NB', 'HZSHUNDA']),
    );
    const small = data<UsagePage>(await usage({ pageSize: 1, pageNo: 2 }));
    expect(small.list).toHaveLength(1);
    expect(small.total).toBe(page.total);
    const unknown = data<UsagePage>(await usage({ accountCode: 'NOSUCH' }));
    expect(unknown).toMatchObject({ list: [], total: 0 });
  });

  it('is read by operations, auditors and underwriters; not by claims handlers or customers', async () => {
    expect((await usage({}, tokens.auditor)).statusCode).toBe(200);
    expect((await usage({}, tokens.underwriter)).statusCode).toBe(200);
    expect((await usage({}, tokens.claims)).statusCode).toBe(403);
    expect((await usage({}, ctx.token)).statusCode).toBe(404);
    const bad = await usage({ accountCode: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Customer account: is not valid');
  });
});
