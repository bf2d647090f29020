import type { SettlementQuery } from '@cargo/domain';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../api/endpoint-call.ts';
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
    queryFn: ({ signal }) => call(settlementEndpoints.querySettlements, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** The whole filtered list (every page) as xlsx, in the page's language. */
export const downloadSettlementList = ({ kind, startDate, endDate }: SettlementQuery) =>
  download(
    settlementEndpoints.downloadSettlements,
    { kind, startDate: startDate || undefined, endDate: endDate || undefined },
    { fallbackName: 'NoPaySettlementList.xlsx' },
  );
