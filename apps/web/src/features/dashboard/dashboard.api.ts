import type { TrendGranularity } from '@cargo/domain';
import type { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { portalFirstScreenCalls } from '@cargo/domain/api/portal-first-screen-calls';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../api/request.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of the dashboard (server: apps/server/src/features/dashboard). Keys live under the session key, so
 * logout, a session end or an account switch drops them. The cards show their own error with a retry, so
 * the wrapper's error dialog is not shown (a session end still acts).
 */
export const dashboardKeys = {
  all: [...SESSION_QUERY_KEY, 'dashboard'] as const,
  overview: () => [...SESSION_QUERY_KEY, 'dashboard', 'overview'] as const,
  trend: (granularity: TrendGranularity) =>
    [...SESSION_QUERY_KEY, 'dashboard', 'trend', granularity] as const,
  products: (granularity: TrendGranularity) =>
    [...SESSION_QUERY_KEY, 'dashboard', 'products', granularity] as const,
  board: () => [...SESSION_QUERY_KEY, 'dashboard', 'board'] as const,
};

/** The trend's period when the overview opens. */
export const FIRST_TREND_GRANULARITY: TrendGranularity = 'month';

const quietly = (signal: AbortSignal) => ({ loading: false, hideError: true, signal });

/**
 * An answer this recent is shown as it is when a card mounts, not asked again: the answers `prefetchOverview`
 * fetched while the page downloaded. Older ones are asked again on every visit, as before.
 */
const FRESH_MS = 5_000;

export const overviewQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      callRoute<typeof dashboardEndpoints.overview>(portalFirstScreenCalls.overview, {}, quietly(signal)),
  });

export const premiumTrendQuery = (granularity: TrendGranularity) =>
  queryOptions({
    queryKey: dashboardKeys.trend(granularity),
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      callRoute<typeof dashboardEndpoints.premiumTrend>(
        portalFirstScreenCalls.premiumTrend,
        { granularity },
        quietly(signal),
      ),
  });

export const productInfoQuery = (granularity: TrendGranularity) =>
  queryOptions({
    queryKey: dashboardKeys.products(granularity),
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      callRoute<typeof dashboardEndpoints.productInfo>(
        portalFirstScreenCalls.productInfo,
        { granularity },
        quietly(signal),
      ),
  });

export const boardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.board(),
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      callRoute<typeof dashboardEndpoints.board>(portalFirstScreenCalls.board, {}, quietly(signal)),
  });

/**
 * Starts the overview's calls as soon as the router goes to it (app/router.tsx `PREFETCHES`, and at `/`), beside the page's
 * download, the user info and the shell's first render, instead of after them: its figures are what the
 * user came for (issue 14). The cards then read these answers from the cache.
 */
export const prefetchOverview = (client: QueryClient): void => {
  void client.prefetchQuery(overviewQuery());
  void client.prefetchQuery(premiumTrendQuery(FIRST_TREND_GRANULARITY));
  void client.prefetchQuery(productInfoQuery(FIRST_TREND_GRANULARITY));
  void client.prefetchQuery(boardQuery());
};
