import type { ChartShowState, UserInfo } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import type { EndpointDeclaration } from '@cargo/domain/api/endpoint';
import { surveyEndpoints } from '@cargo/domain/api/survey';
import { queryKeys } from '../../api/shell.api.ts';
import { shellExtrasKeys } from '../../api/shell-extras.api.ts';
import { toUserInfo } from '../../api/user-info.ts';
import { dashboardKeys, FIRST_TREND_GRANULARITY } from '../../features/dashboard/dashboard.api.ts';

/**
 * One answer the server asks for when it draws the overview's frame (overview-frame-render.tsx), and the query
 * of the browser's cache it fills, as that query's own function would have (so the browser asks again for none
 * of them).
 */
export interface FrameAnswer {
  readonly endpoint: Pick<EndpointDeclaration, 'method' | 'path'>;
  /** The query string of a GET. */
  readonly query?: Readonly<Record<string, string>>;
  readonly queryKey: readonly unknown[];
  /** The query's data from the answer's `data`. */
  readonly toQueryData: (data: unknown) => unknown;
}

const asIs = (data: unknown) => data;
const trendQuery = { granularity: FIRST_TREND_GRANULARITY };

/** The shell's startup answers the overview needs, and the overview's own (dashboard.api.ts `prefetchOverview`). */
export const OVERVIEW_FRAME_ANSWERS = {
  userInfo: {
    endpoint: accountEndpoints.userInfo,
    queryKey: queryKeys.userInfo,
    toQueryData: (data): UserInfo => toUserInfo(data),
  },
  phoneLogin: {
    endpoint: authEndpoints.phoneLogin,
    queryKey: queryKeys.phoneLogin,
    toQueryData: (data) => (data as { phoneLogin: boolean }).phoneLogin,
  },
  chartShow: {
    endpoint: surveyEndpoints.chartIsShow,
    queryKey: shellExtrasKeys.chartShow,
    toQueryData: (data) => (data as ChartShowState).isShow,
  },
  overview: { endpoint: dashboardEndpoints.overview, queryKey: dashboardKeys.overview(), toQueryData: asIs },
  trend: {
    endpoint: dashboardEndpoints.premiumTrend,
    query: trendQuery,
    queryKey: dashboardKeys.trend(FIRST_TREND_GRANULARITY),
    toQueryData: asIs,
  },
  products: {
    endpoint: dashboardEndpoints.productInfo,
    query: trendQuery,
    queryKey: dashboardKeys.products(FIRST_TREND_GRANULARITY),
    toQueryData: asIs,
  },
  board: { endpoint: dashboardEndpoints.board, queryKey: dashboardKeys.board(), toQueryData: asIs },
} satisfies Record<string, FrameAnswer>;

export type FrameAnswerName = keyof typeof OVERVIEW_FRAME_ANSWERS;

/** A call the server makes for the frame: its method and its address below the gateway, query included. */
export interface FrameCall {
  name: FrameAnswerName;
  method: string;
  path: string;
}

export const overviewFrameCalls = (): FrameCall[] =>
  Object.entries(OVERVIEW_FRAME_ANSWERS).map(([name, answer]: [string, FrameAnswer]) => ({
    name: name as FrameAnswerName,
    method: answer.endpoint.method,
    path:
      answer.query === undefined
        ? answer.endpoint.path
        : `${answer.endpoint.path}?${new URLSearchParams(answer.query)}`,
  }));
