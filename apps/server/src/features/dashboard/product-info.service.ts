import {
  amountText,
  labelOf,
  mergeProductFigures,
  PRODUCTS,
  type ProductFigures,
  type ProductInfo,
  shareOfTotal,
  type TrendGranularity,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findIssuedPremiumsCnyByProduct } from '../policy/policy.service.ts';
import { declaredPremiumsCny } from './declared-premiums.ts';
import { trendWindowOf } from './premium-trend.service.ts';

/**
 * GET /cargo/chart/productInfo: the premium trend's periods by product (SPEC §7 Others "chart product info"):
 * the same policies and certificates, by the same rules, grouped by product instead of by period.
 */
export const productInfoOf = async (
  app: FastifyInstance,
  session: Session,
  granularity: TrendGranularity,
): Promise<ProductInfo> => {
  const window = trendWindowOf(granularity);
  const [issued, declared] = await Promise.all([
    findIssuedPremiumsCnyByProduct(app, session, window.startDate),
    declaredPremiumsCny(app, session, window),
  ]);
  const figures: ProductFigures[] = [
    ...issued.map((row) => ({
      productCode: row.productCode,
      policyCount: row.count,
      certificateCount: 0,
      premium: row.premiumCny,
    })),
    ...declared.map((row) => ({
      productCode: row.productCode,
      policyCount: 0,
      certificateCount: row.count,
      premium: row.amount,
    })),
  ];
  const products = mergeProductFigures(figures);
  const total = products.reduce((sum, product) => sum + product.premium, 0);
  return {
    granularity,
    currency: 'CNY',
    ...window,
    products: products.map((product) => ({
      marketproductCode: product.productCode,
      marketproductName: labelOf(PRODUCTS, product.productCode, callerLanguage()),
      policyCount: product.policyCount,
      certificateCount: product.certificateCount,
      premium: amountText(product.premium, 'CNY'),
      share: shareOfTotal(product.premium, total),
    })),
    total: amountText(total, 'CNY'),
  };
};
