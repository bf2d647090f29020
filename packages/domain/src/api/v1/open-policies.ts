import {
  ZApiOpenPolicyPage,
  ZApiOpenPolicyUsage,
  ZApiPageQuery,
  ZApiPolicyNoParams,
} from '../../schemas/api-v1.ts';
import { endpoint } from '../endpoint.ts';

/** The account's open policies and what is left of each. */
export const apiV1OpenPolicyEndpoints = {
  listOpenPolicies: endpoint({
    method: 'GET',
    path: '/open-policies',
    access: { apiKey: 'read' },
    query: ZApiPageQuery,
    response: ZApiOpenPolicyPage,
    summary: "The account's open policies with their balance",
  }),
  openPolicyUsage: endpoint({
    method: 'GET',
    path: '/open-policies/:policyNo/usage',
    access: { apiKey: 'read' },
    params: ZApiPolicyNoParams,
    response: ZApiOpenPolicyUsage,
    summary: 'What an open policy has declared, holds under review and has left',
  }),
};
