import type { Board, DashboardOverview, PremiumTrend, TrendGranularity } from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/request.ts';
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
  board: () => [...SESSION_QUERY_KEY, 'dashboard', 'board'] as const,
};

const quietly = (signal: AbortSignal) => ({ loading: false, hideError: true, signal });

export const overviewQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: ({ signal }) =>
      gateway.post<DashboardOverview>('/cargo/dashboard/overview', {}, quietly(signal)),
  });

export const premiumTrendQuery = (granularity: TrendGranularity) =>
  queryOptions({
    queryKey: dashboardKeys.trend(granularity),
    queryFn: ({ signal }) =>
      gateway.get<PremiumTrend>('/cargo/chart/premiumTrend', { granularity }, quietly(signal)),
  });

export const boardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.board(),
    queryFn: ({ signal }) => gateway.post<Board>('/cargo/board/query', {}, quietly(signal)),
  });
