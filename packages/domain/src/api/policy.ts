import { ZCopyPolicyRequest } from '../schemas/application.ts';
import { ZPolicyListPage, ZPolicyListQuery, ZTempApplyResult } from '../schemas/policy.ts';
import { endpoint } from './endpoint.ts';

/** Issued policies (SPEC §7 "Queries"). */
export const policyEndpoints = {
  listPolicies: endpoint({
    method: 'POST',
    path: '/cargo/query/queryPolicyInfo',
    access: 'customer',
    body: ZPolicyListQuery,
    response: ZPolicyListPage,
    summary: "The account's issued policies, ten a page (SPEC §5 query rules)",
  }),
  copyPolicy: endpoint({
    method: 'POST',
    path: '/cargo/query/copyPolicyInfo',
    access: 'customer',
    body: ZCopyPolicyRequest,
    response: ZTempApplyResult,
    summary: 'A new draft (B1) copied from an issued policy of the account',
  }),
};
