import type { MessageQuery } from '@cargo/domain';
import type { messageEndpoints } from '@cargo/domain/api/message';
import { portalFirstScreenCalls } from '@cargo/domain/api/portal-first-screen-calls';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { callRoute } from '../../api/request.ts';
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

/** The message centre's declarations, loaded on its first call: the bell on the first screen needs none (issue 14). */
const declarations = async () => (await import('@cargo/domain/api/message')).messageEndpoints;

/** How often the bell asks for the unread count while the portal is open (also on focus). */
export const UNREAD_POLL_MS = 60_000;

/** The bell's unread count: polled quietly (no dialog, no mask); a failed poll keeps the last count. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.count,
    queryFn: async ({ signal }) =>
      (
        await callRoute<typeof messageEndpoints.count>(
          portalFirstScreenCalls.unreadCount,
          {},
          {
            hideError: true,
            loading: false,
            signal,
          },
        )
      ).unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    meta: { languageNeutral: true },
  });

export const messagesQuery = (query: MessageQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: async ({ signal }) => call((await declarations()).query, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const markMessagesRead = async (ids: number[]) => call((await declarations()).markRead, { ids });

export const markAllMessagesRead = async (upToId: number) =>
  call((await declarations()).markAllRead, { upToId });

/** After messages were read: the lists and the bell ask again. */
export const refreshMessages = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: messageKeys.all });
