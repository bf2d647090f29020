import {
  ZBoard,
  ZDashboardOverview,
  ZPremiumTrend,
  ZPremiumTrendQuery,
  ZProductInfo,
} from '../schemas/dashboard.ts';
import { endpoint } from './endpoint.ts';

/** The dashboard (SPEC §2 Dashboard): overview figures, premium trend and the notice board. */
export const dashboardEndpoints = {
  overview: endpoint({
    method: 'POST',
    path: '/cargo/dashboard/overview',
    access: 'customer',
    response: ZDashboardOverview,
    summary: "The business overview of the session's account",
  }),
  premiumTrend: endpoint({
    method: 'GET',
    path: '/cargo/chart/premiumTrend',
    access: 'customer',
    query: ZPremiumTrendQuery,
    response: ZPremiumTrend,
    summary: "The account's premium in CNY per period, oldest first",
  }),
  productInfo: endpoint({
    method: 'GET',
    path: '/cargo/chart/productInfo',
    access: 'customer',
    query: ZPremiumTrendQuery,
    response: ZProductInfo,
    summary: "The premium trend's periods by product: counts, CNY premium and share, largest first",
  }),
  board: endpoint({
    method: 'POST',
    path: '/cargo/board/query',
    access: 'customer',
    response: ZBoard,
    summary: "The insurer's latest public notices, in the caller's language",
  }),
};
