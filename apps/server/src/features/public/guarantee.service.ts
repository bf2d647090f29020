import { ERROR_CODES, labelOf, todayInChina, translate } from '@cargo/domain';
import { GUARANTEE_STATUSES, type GuaranteeStatus } from '@cargo/domain/codes/guarantee';
import type { GuaranteePolicyView, GuaranteeQueryRequest } from '@cargo/domain/schemas/guarantee';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { findGuaranteePolicy, type GuaranteePolicyRow } from './guarantee.repository.ts';

/** The status on a China day: terminated whatever the dates, else by the period of guarantee (both days included). */
export const guaranteeStatusOn = (policy: GuaranteePolicyRow, today: string): GuaranteeStatus => {
  if (policy.state === 'terminated') return '4';
  if (today < policy.startDate) return '1';
  return today > policy.endDate ? '3' : '2';
};

/**
 * The public guarantee query: a policy is shown only to a caller who gives both its number and its
 * applicant's credit code. A wrong number and a wrong credit code answer the same "not found", so the query
 * tells nothing about which policies exist.
 */
export const queryGuaranteePolicy = async (
  app: FastifyInstance,
  query: GuaranteeQueryRequest,
): Promise<GuaranteePolicyView> => {
  const policy = await findGuaranteePolicy(app.db, query.guaranteeNo, query.creditCode);
  if (policy === undefined) throw new AppError(ERROR_CODES.notFound, 'public.guaranteeQuery.notFound');
  const language = callerLanguage();
  const english = language === 'en-US';
  const status = guaranteeStatusOn(policy, todayInChina());
  return {
    guaranteeNo: policy.guaranteeNo,
    productName: translate(language, 'public.guarantee.productName'),
    applicantName: english ? policy.applicantNameEn : policy.applicantNameZh,
    beneficiaryName: english ? policy.beneficiaryNameEn : policy.beneficiaryNameZh,
    status,
    statusName: labelOf(GUARANTEE_STATUSES, status, language),
    startDate: policy.startDate,
    endDate: policy.endDate,
    currency: policy.currency,
    guaranteedAmount: policy.guaranteedAmount,
    issueDate: policy.issueDate,
  };
};
