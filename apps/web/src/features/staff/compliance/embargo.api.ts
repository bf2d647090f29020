import type { EmbargoAddBody, EmbargoPlacesQuery } from '@cargo/domain';
import { embargoEndpoints } from '@cargo/domain/api/embargo';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../../api/session.api.ts';

/** Calls of the embargoed destinations and the match threshold (server: apps/server/src/features/sanctions). */
export const EMBARGO_KEY = [...SESSION_QUERY_KEY, 'embargo'] as const;

export const embargoesQuery = () =>
  queryOptions({
    queryKey: [...EMBARGO_KEY, 'list'] as const,
    queryFn: ({ signal }) => call(embargoEndpoints.embargoes, {}, { loading: false, signal }),
  });

export const embargoPlacesQuery = (query: EmbargoPlacesQuery) =>
  queryOptions({
    queryKey: [...EMBARGO_KEY, 'places', query] as const,
    queryFn: ({ signal }) => call(embargoEndpoints.places, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const addEmbargo = (body: EmbargoAddBody) =>
  call(embargoEndpoints.addEmbargo, body, { hideError: true });

export const removeEmbargo = (id: number) =>
  call(embargoEndpoints.removeEmbargo, { id }, { hideError: true });

export const setMatchThreshold = (threshold: number) =>
  call(embargoEndpoints.setMatchThreshold, { threshold }, { hideError: true });
