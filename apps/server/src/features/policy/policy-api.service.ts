import {
  amountText,
  currencyIsoOf,
  labelOf,
  POLICY_STATUSES,
  PRODUCTS,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { AccountScope } from '../../platform/session.ts';
import { findPolicyOfAccount, policyStateOf } from './policy.service.ts';

/** An issued policy as the customer API shows it (amounts as decimal text, the currency's ISO code). */
export interface PolicyFacts {
  readonly policyNo: string;
  readonly productName: string;
  readonly insuredName: string;
  readonly insuranceBeginDate: string;
  readonly insuranceEndDate: string;
  readonly statusName: string;
  readonly currency: string;
  readonly insuredAmount: string;
  readonly premium: string;
}

/** A policy of the account by its number (another account's: "not found"). */
export const policyFactsOf = async (
  app: FastifyInstance,
  scope: AccountScope,
  policyNo: string,
): Promise<PolicyFacts> => {
  const policy = await findPolicyOfAccount(app.db, scope.accountId, { policyNo });
  if (!policy) throw notFound();
  const language = callerLanguage();
  const { policyStatus } = policyStateOf(policy, todayInChina());
  return {
    policyNo: policy.policyNo,
    productName: labelOf(PRODUCTS, policy.productCode, language),
    insuredName: policy.insuredName,
    insuranceBeginDate: policy.insuranceBeginDate,
    insuranceEndDate: policy.insuranceEndDate,
    statusName:
      policyStatus === null
        ? translate(language, 'insuring.policyStatus.normal')
        : labelOf(POLICY_STATUSES, policyStatus, language),
    currency: currencyIsoOf(policy.currencyCode),
    insuredAmount: amountText(policy.insuredAmount, policy.currencyCode),
    premium: amountText(policy.premium, policy.currencyCode),
  };
};
