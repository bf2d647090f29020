import type { Language, PaidSettlementQuery, SettlementQuery, SettlementRow } from '@cargo/domain';
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

/** The same list as a PDF in the page's language (the print language). */
export const downloadSettlementPdf = ({ kind, startDate, endDate }: SettlementQuery, language: Language) =>
  download(
    settlementEndpoints.settlementPdf,
    { kind, startDate: startDate || undefined, endDate: endDate || undefined, language },
    { fallbackName: 'NoPaySettlementList.pdf' },
  );

/** Pays a month or a correction premium as shown; a failure's message is shown by the caller. */
export const paySettlement = (row: SettlementRow, requestKey: string) =>
  call(
    settlementEndpoints.paySettlement,
    {
      settlementNo: row.settlementNo,
      requestKey,
      amount: row.premium,
      currencyCode: row.currencyCode,
      count: row.count,
    },
    { documentNo: row.settlementNo },
  );

export const paidSettlementsQuery = (query: PaidSettlementQuery) =>
  queryOptions({
    queryKey: [...settlementKeys.all, 'paid', query] as const,
    queryFn: ({ signal }) =>
      call(settlementEndpoints.queryPaidSettlements, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });
