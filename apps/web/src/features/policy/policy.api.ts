import type { Page, PolicyListQuery, PolicyListRow, TempApplyResult } from '@cargo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/request.ts';
import { insuringKeys } from '../quotation/quotation.api.ts';

export const policiesQuery = (query: PolicyListQuery) =>
  queryOptions({
    queryKey: insuringKeys.policies(query),
    queryFn: ({ signal }) =>
      gateway.post<Page<PolicyListRow>>('/cargo/query/queryPolicyInfo', query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** POST copyPolicyInfo: a new draft from an issued policy. */
export const copyPolicy = (policyNo: string) =>
  gateway.post<TempApplyResult>('/cargo/query/copyPolicyInfo', { policyNo }, { documentNo: policyNo });
