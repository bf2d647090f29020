import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app. The request wrapper already reports failures (dialog, toast, session end), so
 * queries do not retry or refetch on focus behind the user's back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
