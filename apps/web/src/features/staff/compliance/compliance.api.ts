import type { ScreeningDecision, ScreeningQueueQuery } from '@cargo/domain';
import { sanctionsEndpoints } from '@cargo/domain/api/sanctions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../../api/session.api.ts';

/** Calls of the compliance queue (server: apps/server/src/features/sanctions). */
export const COMPLIANCE_KEY = [...SESSION_QUERY_KEY, 'compliance'] as const;

export const screeningQueueQuery = (query: Partial<ScreeningQueueQuery>) =>
  queryOptions({
    queryKey: [...COMPLIANCE_KEY, 'queue', query] as const,
    queryFn: ({ signal }) => call(sanctionsEndpoints.screeningQueue, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const decideScreening = (id: number, decision: ScreeningDecision) =>
  call(sanctionsEndpoints.decideScreening, { id, ...decision }, { hideError: true });
