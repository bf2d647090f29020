import {
  ACCOUNT_ROLES,
  type AccountRole,
  customerAccess,
  type EndpointDeclaration,
  isCustomerAccess,
  pathParameters,
} from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { ALL_ENDPOINTS } from '@cargo/domain/api/index';
import { describe, expect, it } from 'vitest';
import { TEST_USER_PASSWORD } from '../test/auth.fixtures.ts';
import { createMember } from '../test/roles.fixtures.ts';
import { useTestApp } from '../test/suite.ts';
import { call, callWithInvalidInput, logInWithPassword } from '../test/test-app.ts';

const ctx = useTestApp();

const CUSTOMER_ENDPOINTS = ALL_ENDPOINTS.filter((endpoint) => isCustomerAccess(endpoint.access));

/** The route of each customer endpoint with every path parameter filled (access is checked first). */
const inputOf = (endpoint: EndpointDeclaration) =>
  Object.fromEntries(pathParameters(endpoint.path).map((name) => [name, '1']));

const ROLE_REFUSAL = {
  'zh-CN': '您在本账户的角色无权办理此业务，请联系账户管理员',
  'en-US': 'Your role in this account does not allow this; ask an administrator of the account',
};

describe('the role each customer endpoint requires (the endpoint table)', () => {
  it('every customer endpoint takes one of the three decisions: read, operate or admin', () => {
    const decisions: readonly unknown[] = Object.values(customerAccess);
    const undecided = CUSTOMER_ENDPOINTS.filter((endpoint) => !decisions.includes(endpoint.access));
    expect(undecided.map((endpoint) => endpoint.path)).toEqual([]);
    expect(CUSTOMER_ENDPOINTS.length).toBeGreaterThan(100);
  });

  it('the writes named in the issue need an operator, member management an administrator', async () => {
    const { applicationEndpoints } = await import('@cargo/domain/api/application');
    const { declarationEndpoints } = await import('@cargo/domain/api/declaration');
    const { paymentEndpoints } = await import('@cargo/domain/api/payment');
    const { claimReportEndpoints } = await import('@cargo/domain/api/claim-report');
    const { userAdminEndpoints } = await import('@cargo/domain/api/user-admin');
    const { fileEndpoints } = await import('@cargo/domain/api/file');
    for (const write of [
      applicationEndpoints.submitApplication,
      applicationEndpoints.saveDraft,
      declarationEndpoints.submitDeclaration,
      declarationEndpoints.uploadBatch,
      paymentEndpoints.payApplication,
      claimReportEndpoints.submitReport,
      fileEndpoints.uploadAttachment,
    ]) {
      expect(write.access, write.path).toBe(customerAccess.operate);
    }
    expect(userAdminEndpoints.invite.access).toBe(customerAccess.admin);
    expect(accountEndpoints.updateCompanyContacts.access).toBe(customerAccess.admin);
  });
});

/**
 * Each role against each customer route, in the parent account (SHOCEAN) and in its subordinate (SHOCEAN-NB):
 * a role the declaration does not list gets 403 with the role message in the caller's language before its
 * input is read; a listed role gets past the check (whatever its empty input then earns).
 */
describe('the role matrix', () => {
  const cases: { account: string; role: AccountRole }[] = ['SHOCEAN', 'SHOCEAN-NB'].flatMap((account) =>
    ACCOUNT_ROLES.map((role) => ({ account, role })),
  );

  it.each(cases)(
    '$role in $account',
    async ({ account, role }) => {
      const loginName = `${role}-${account}`.toLowerCase();
      await createMember(ctx.app, loginName, { [account]: role });
      const cookie = await logInWithPassword(ctx.app, loginName, TEST_USER_PASSWORD);
      const wrong: string[] = [];
      for (const [index, endpoint] of CUSTOMER_ENDPOINTS.entries()) {
        const lang = index % 2 === 0 ? 'zh' : 'en';
        const response = await callWithInvalidInput(ctx.app, endpoint, inputOf(endpoint), { cookie, lang });
        const refused =
          response.statusCode === 403 &&
          (response.json() as { message: string }).message ===
            ROLE_REFUSAL[lang === 'zh' ? 'zh-CN' : 'en-US'];
        const allowed = (endpoint.access as { customer: readonly AccountRole[] }).customer.includes(role);
        if (refused === allowed) wrong.push(`${endpoint.method} ${endpoint.path}: ${response.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
