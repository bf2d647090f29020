import { z } from 'zod';
import { TREND_GRANULARITIES } from '../dashboard/periods.ts';
import { ZMoney } from './money.ts';
import { ZSettlementTotal } from './settlement.ts';

/**
 * The business overview (SPEC §2 Dashboard, "Dashboard data"): POST /cargo/dashboard/overview, the premium
 * trend GET /cargo/chart/premiumTrend, its product info GET /cargo/chart/productInfo and the public notice board POST /cargo/board/query
 * (docs/business-rules.md "Dashboard"). Money is an exact decimal string; CNY-equivalent totals say so.
 */

const ZCount = z.number().int().min(0);

/** Issued, not cancelled policies ending within N days from today (renewal candidates). */
export const ZContinuedPolicy = z.object({
  withinThirtyDays: ZCount,
  withinSixtyDays: ZCount,
  withinNinetyDays: ZCount,
});

/** What is waiting for payment in one currency. */
export const ZWaitingPayCurrency = z.object({
  currencyCode: z.string(),
  currency: z.string(),
  count: ZCount,
  insuredAmount: ZMoney,
  premium: ZMoney,
});

/**
 * Applications pending payment (B3). `waitingPaysTotalAmount` (sum insured) and `waitingPaysTotalPremium`
 * are CNY equivalents at each application's priced exchange rate; `byCurrency` has the exact figures.
 */
export const ZWaitingPays = z.object({
  waitingPaysCount: ZCount,
  waitingPaysTotalAmount: ZMoney,
  waitingPaysTotalPremium: ZMoney,
  currency: z.literal('CNY'),
  byCurrency: z.array(ZWaitingPayCurrency),
});
export type WaitingPays = z.infer<typeof ZWaitingPays>;

/** Matters in process at the insurer: applications under review or to modify, corrections and declarations under review. */
export const ZStatistics = z.object({
  dealingPolicyCount: ZCount,
  applicationsUnderReview: ZCount,
  applicationsToModify: ZCount,
  correctionsUnderReview: ZCount,
  declarationsUnderReview: ZCount,
});

export const PENDING_MATTER_KINDS = ['application', 'correction', 'declaration'] as const;
export type PendingMatterKind = (typeof PENDING_MATTER_KINDS)[number];

/** One pending matter: what it is, its number, status, day (China) and the portal page that handles it. */
export const ZPendingMatter = z.object({
  kind: z.enum(PENDING_MATTER_KINDS),
  kindName: z.string(),
  documentNo: z.string(),
  status: z.string(),
  statusName: z.string(),
  date: z.string(),
  path: z.string(),
});
export type PendingMatter = z.infer<typeof ZPendingMatter>;

/** A correction pending review, or decided (effective or rejected) within the pending-matter window. */
export const ZCorrectionReminder = z.object({
  id: z.number().int(),
  correctionNo: z.string(),
  policyNo: z.string(),
  correctionTypeName: z.string(),
  status: z.string(),
  statusName: z.string(),
  appliedOn: z.string(),
  decidedOn: z.string().nullable(),
});
export type CorrectionReminder = z.infer<typeof ZCorrectionReminder>;

export const ZDashboardOverview = z.object({
  /** The China day the figures are for. */
  today: z.string(),
  continuedPolicy: ZContinuedPolicy,
  waitingPays: ZWaitingPays,
  statistics: ZStatistics,
  effectivePolicy: z.object({ effectivePolicyCount: ZCount }),
  pendingMatters: z.object({ total: ZCount, list: z.array(ZPendingMatter) }),
  /** Unpaid settlements (as the settlement enquiry): rows and totals per currency. */
  pendingSettlements: z.object({ count: ZCount, totals: z.array(ZSettlementTotal) }),
  correctionReminders: z.object({ total: ZCount, list: z.array(ZCorrectionReminder) }),
});
export type DashboardOverview = z.infer<typeof ZDashboardOverview>;

export const ZPremiumTrendQuery = z.object({ granularity: z.enum(TREND_GRANULARITIES) });
export type PremiumTrendQuery = z.infer<typeof ZPremiumTrendQuery>;

/** One period of the trend: key ('2026-Q4'), name in the caller's language, days, CNY premium. */
export const ZPremiumTrendPoint = z.object({
  key: z.string(),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  premium: ZMoney,
});

export const ZPremiumTrend = z.object({
  granularity: z.enum(TREND_GRANULARITIES),
  currency: z.literal('CNY'),
  points: z.array(ZPremiumTrendPoint),
  total: ZMoney,
});
export type PremiumTrend = z.infer<typeof ZPremiumTrend>;

/** One product of the trend's periods: issued policies, declared certificates, CNY premium, share in %. */
export const ZProductInfoRow = z.object({
  marketproductCode: z.string(),
  marketproductName: z.string(),
  policyCount: ZCount,
  certificateCount: ZCount,
  premium: ZMoney,
  /** Percent of `total` with one decimal ('42.9'). */
  share: z.string(),
});
export type ProductInfoRow = z.infer<typeof ZProductInfoRow>;

/**
 * GET /cargo/chart/productInfo: the premium trend's periods (same query) by product, largest premium first;
 * `total` equals the trend's total of the same granularity.
 */
export const ZProductInfo = z.object({
  granularity: z.enum(TREND_GRANULARITIES),
  currency: z.literal('CNY'),
  startDate: z.string(),
  endDate: z.string(),
  products: z.array(ZProductInfoRow),
  total: ZMoney,
});
export type ProductInfo = z.infer<typeof ZProductInfo>;

export const ZBoardNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishDate: z.string(),
});
export type BoardNotice = z.infer<typeof ZBoardNotice>;

export const ZBoard = z.object({ list: z.array(ZBoardNotice) });
export type Board = z.infer<typeof ZBoard>;
