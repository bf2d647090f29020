import {
  amountText,
  currencyIsoOf,
  type OpenPolicyUsage,
  USAGE_WARNING_PERCENT,
  type UsagePage,
  type ZUsageListQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { callerLanguage } from '../../platform/request-language.ts';
import { findCustomerAccount } from '../account/account-directory.ts';
import { productNameOf } from './declaration.mappers.ts';
import type { OpenPolicyRow } from './open-policy.repository.ts';
import { countAbove, findAccountUsage, findUsagePage } from './open-policy-usage.repository.ts';

/**
 * An open policy's usage against its limit (docs/business-rules.md "Operations", usage): the one computation
 * behind the back office's usage list and the customer's open policies on the declaration page.
 */

export interface UsedAmounts {
  /** Minor units of the policy currency. */
  declared: number;
  underReview: number;
}

/** (used / limit) as a percent with one decimal, half up, in integers ("81.3"). */
export const usedPercentText = (used: number, limit: number): string => {
  if (limit <= 0) return '0.0';
  const tenths = Math.floor((used * 2000 + limit) / (2 * limit));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

/** Above the warning share: used × 100 > 80 × limit, exactly. */
export const isAboveWarning = (used: number, limit: number) => used * 100 > USAGE_WARNING_PERCENT * limit;

export const usageOf = (policy: OpenPolicyRow, used: UsedAmounts): OpenPolicyUsage => {
  const total = used.declared + used.underReview;
  return {
    currency: currencyIsoOf(policy.currencyCode),
    totalLimit: amountText(policy.totalInsuredAmount, policy.currencyCode),
    declared: amountText(used.declared, policy.currencyCode),
    underReview: amountText(used.underReview, policy.currencyCode),
    remaining: amountText(policy.balance, policy.currencyCode),
    usedPercent: usedPercentText(total, policy.totalInsuredAmount),
    warning: isAboveWarning(total, policy.totalInsuredAmount),
  };
};

/** The usage of each of an account's open policies, by policy id (the customer's open-policy list). */
export const usageOfAccountPolicies = async (app: FastifyInstance, accountId: number) => {
  const used = await findAccountUsage(app.db, accountId);
  return (policy: OpenPolicyRow) => usageOf(policy, used.get(policy.id) ?? { declared: 0, underReview: 0 });
};

/** POST backoffice/operations/openPolicy/usage: every account's open policies, most used share first. */
export const listOpenPolicyUsage = async (
  app: FastifyInstance,
  query: z.output<typeof ZUsageListQuery>,
): Promise<UsagePage> => {
  const empty = { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
  const account = query.accountCode === '' ? undefined : await findCustomerAccount(app, query.accountCode);
  const warningCount = await countAbove(app.db, USAGE_WARNING_PERCENT);
  if (query.accountCode !== '' && account === undefined) return { ...empty, warningCount };
  const { rows, total } = await findUsagePage(
    app.db,
    { accountId: account?.id, abovePercent: query.warningOnly ? USAGE_WARNING_PERCENT : undefined },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  const english = callerLanguage() === 'en-US';
  return {
    list: rows.map((row) => ({
      ...usageOf(row.policy, { declared: Number(row.declared), underReview: Number(row.underReview) }),
      policyNo: row.policy.policyNo,
      productName: productNameOf(row.policy.productCode),
      insuredName: row.policy.insuredName,
      accountCode: row.accountCode,
      accountName: english && row.companyNameEn !== '' ? row.companyNameEn : row.companyName,
      endDate: row.policy.endDate,
    })),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    warningCount,
  };
};
