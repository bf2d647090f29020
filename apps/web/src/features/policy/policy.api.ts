import type { PolicyListQuery } from '@cargo/domain';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { insuringKeys } from '../../api/insuring.api.ts';

export const policiesQuery = (query: PolicyListQuery) =>
  queryOptions({
    queryKey: insuringKeys.policies(query),
    queryFn: ({ signal }) => call(policyEndpoints.listPolicies, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** POST copyPolicyInfo: a new draft from an issued policy. */
export const copyPolicy = (policyNo: string) =>
  call(policyEndpoints.copyPolicy, { policyNo }, { documentNo: policyNo });
