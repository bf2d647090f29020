import { ZCopyPolicyRequest } from '../schemas/application.ts';
import {
  ZClientInfo,
  ZClientInfoRequest,
  ZMyPolicySummary,
  ZVoucherModifyCheck,
  ZVoucherModifyRequest,
} from '../schemas/insuring-lookups.ts';
import { ZPolicyListPage, ZPolicyListQuery, ZTempApplyResult } from '../schemas/policy.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** Issued policies (SPEC §7 "Queries"). */
export const policyEndpoints = {
  listPolicies: endpoint({
    method: 'POST',
    path: '/cargo/query/queryPolicyInfo',
    access: customerAccess.read,
    body: ZPolicyListQuery,
    response: ZPolicyListPage,
    summary: "The account's issued policies, ten a page (SPEC §5 query rules)",
  }),
  copyPolicy: endpoint({
    method: 'POST',
    path: '/cargo/query/copyPolicyInfo',
    access: customerAccess.operate,
    body: ZCopyPolicyRequest,
    response: ZTempApplyResult,
    summary: 'A new draft (B1) copied from an issued policy of the account',
  }),
  myPolicies: endpoint({
    method: 'GET',
    path: '/tag/policy/myPolicy',
    access: customerAccess.read,
    response: ZMyPolicySummary,
    summary: "The account's policies at a glance: counts by state today and the five latest",
  }),
  clientInfo: endpoint({
    method: 'POST',
    path: '/cargo/query/queryClientInfo',
    access: customerAccess.read,
    body: ZClientInfoRequest,
    response: ZClientInfo,
    summary: "The account's client records with an ID number or name, and the party's punish state",
  }),
  voucherModifyCheck: endpoint({
    method: 'POST',
    path: '/cargo/verify/checkVoucherModify',
    access: customerAccess.read,
    body: ZVoucherModifyRequest,
    response: ZVoucherModifyCheck,
    summary: 'Whether an application or policy of the account can be modified, and how otherwise',
  }),
};
