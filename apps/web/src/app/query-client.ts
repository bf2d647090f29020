import { QueryClient } from '@tanstack/react-query';
import { seedAnswersOfPage } from './seeded-answers.ts';

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

// Before the router (router.tsx imports this module) starts the first page's calls.
seedAnswersOfPage(queryClient);
