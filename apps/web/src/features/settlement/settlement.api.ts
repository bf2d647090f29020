import type { SettlementPage, SettlementQuery } from '@cargo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../api/files.ts';
import { gateway } from '../../api/request.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of the settlement enquiry (server: apps/server/src/features/settlement). The key lives under the
 * session key, so logout, a session end or an account switch drops it.
 */
export const settlementKeys = {
  all: [...SESSION_QUERY_KEY, 'settlement'] as const,
  list: (query: SettlementQuery) => [...SESSION_QUERY_KEY, 'settlement', 'list', query] as const,
};

export const settlementsQuery = (query: SettlementQuery) =>
  queryOptions({
    queryKey: settlementKeys.list(query),
    queryFn: ({ signal }) =>
      gateway.post<SettlementPage>('/cargo/settlement/queryNoPaySettlementList', query, {
        loading: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The whole filtered list (every page) as xlsx, in the page's language. */
export const downloadSettlementList = ({ kind, startDate, endDate }: SettlementQuery) =>
  downloadFile(
    '/cargo/settlement/NoPaySettlementList',
    {
      ...(kind ? { kind } : {}),
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
    },
    { fallbackName: 'NoPaySettlementList.xlsx' },
  );
