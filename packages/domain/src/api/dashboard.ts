import {
  ZBoard,
  ZDashboardOverview,
  ZPremiumTrend,
  ZPremiumTrendQuery,
  ZProductInfo,
} from '../schemas/dashboard.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** The dashboard (SPEC §2 Dashboard): overview figures, premium trend and the notice board. */
export const dashboardEndpoints = {
  overview: endpoint({
    ...portalFirstScreenCalls.overview,
    access: customerAccess.read,
    response: ZDashboardOverview,
    summary: "The business overview of the session's account",
  }),
  premiumTrend: endpoint({
    ...portalFirstScreenCalls.premiumTrend,
    access: customerAccess.read,
    query: ZPremiumTrendQuery,
    response: ZPremiumTrend,
    summary: "The account's premium in CNY per period, oldest first",
  }),
  productInfo: endpoint({
    ...portalFirstScreenCalls.productInfo,
    access: customerAccess.read,
    query: ZPremiumTrendQuery,
    response: ZProductInfo,
    summary: "The premium trend's periods by product: counts, CNY premium and share, largest first",
  }),
  board: endpoint({
    ...portalFirstScreenCalls.board,
    access: customerAccess.read,
    response: ZBoard,
    summary: "The insurer's latest public notices, in the caller's language",
  }),
};
