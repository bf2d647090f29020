import type { TrendGranularity } from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
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

const quietly = (signal: AbortSignal) => ({ loading: false, hideError: true, signal });

export const overviewQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: ({ signal }) => call(dashboardEndpoints.overview, {}, quietly(signal)),
  });

export const premiumTrendQuery = (granularity: TrendGranularity) =>
  queryOptions({
    queryKey: dashboardKeys.trend(granularity),
    queryFn: ({ signal }) => call(dashboardEndpoints.premiumTrend, { granularity }, quietly(signal)),
  });

export const productInfoQuery = (granularity: TrendGranularity) =>
  queryOptions({
    queryKey: dashboardKeys.products(granularity),
    queryFn: ({ signal }) => call(dashboardEndpoints.productInfo, { granularity }, quietly(signal)),
  });

export const boardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.board(),
    queryFn: ({ signal }) => call(dashboardEndpoints.board, {}, quietly(signal)),
  });
