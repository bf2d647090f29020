import type { ApiCallQuery, ApiKeyCreateRequest } from '@cargo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

export const apiKeyQueryKeys = {
  all: [...SESSION_QUERY_KEY, 'apiKey'],
  list: [...SESSION_QUERY_KEY, 'apiKey', 'list'],
  calls: (query: ApiCallQuery) => [...SESSION_QUERY_KEY, 'apiKey', 'calls', query],
} as const;

/** The page's declarations, loaded with it. */
const declarations = async () => (await import('@cargo/domain/api/api-key')).apiKeyEndpoints;

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyQueryKeys.list,
    queryFn: async () => call((await declarations()).list, {}, { loading: false }),
    meta: { languageNeutral: true },
  });

export const apiCallsQuery = (query: ApiCallQuery) =>
  queryOptions({
    queryKey: apiKeyQueryKeys.calls(query),
    queryFn: async () => call((await declarations()).calls, query, { loading: false }),
    placeholderData: keepPreviousData,
    meta: { languageNeutral: true },
  });

export const createApiKey = async (request: ApiKeyCreateRequest) =>
  call((await declarations()).create, request, { loading: false });

export const revokeApiKey = async (id: number) =>
  call((await declarations()).revoke, { id }, { loading: false });
