import type { MessageQuery } from '@cargo/domain';
import { messageEndpoints } from '@cargo/domain/api/message';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/session.api.ts';

/**
 * Calls of the message centre and the bell (server: apps/server/src/features/message). The keys live under
 * the session key, so logout, a session end or an account switch drops them.
 */
export const messageKeys = {
  all: [...SESSION_QUERY_KEY, 'message'] as const,
  count: [...SESSION_QUERY_KEY, 'message', 'count'] as const,
  list: (query: MessageQuery) => [...SESSION_QUERY_KEY, 'message', 'list', query] as const,
};

/** How often the bell asks for the unread count while the portal is open (also on focus). */
export const UNREAD_POLL_MS = 60_000;

/** The bell's unread count: polled quietly (no dialog, no mask); a failed poll keeps the last count. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.count,
    queryFn: async ({ signal }) =>
      (await call(messageEndpoints.count, {}, { hideError: true, loading: false, signal })).unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    meta: { languageNeutral: true },
  });

export const messagesQuery = (query: MessageQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => call(messageEndpoints.query, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const markMessagesRead = (ids: number[]) => call(messageEndpoints.markRead, { ids });

export const markAllMessagesRead = (upToId: number) => call(messageEndpoints.markAllRead, { upToId });

/** After messages were read: the lists and the bell ask again. */
export const refreshMessages = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: messageKeys.all });
