import {
  additionPpmOf,
  ERROR_CODES,
  formatPercent,
  type OpenPolicyDetail,
  type OpenPolicyList,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { clauseName } from '../basedata/code-names.service.ts';
import { toOpenPolicySummary } from './declaration.mappers.ts';
import { findOpenPoliciesOfAccount, findOpenPolicy } from './open-policy.repository.ts';
import { usageOfAccountPolicies } from './open-policy-usage.service.ts';

/** The account's open policies: the list to declare under and one policy's terms for the form. */

export const listOpenPolicies = async (app: FastifyInstance, session: Session): Promise<OpenPolicyList> => {
  const today = todayInChina();
  const [policies, usage] = await Promise.all([
    findOpenPoliciesOfAccount(app.db, session.accountId),
    usageOfAccountPolicies(app, session.accountId),
  ]);
  return {
    list: policies.map((policy) => ({ ...toOpenPolicySummary(policy, today), usage: usage(policy) })),
  };
};

export type { OpenPolicyRow } from './open-policy.repository.ts';

/** The account's open policy, or "not found" (another account's policy is never seen). */
export const requireAccountOpenPolicy = async (app: FastifyInstance, accountId: number, policyNo: string) => {
  const policy = await findOpenPolicy(app.db, accountId, policyNo);
  if (!policy) throw new AppError(ERROR_CODES.notFound, 'declaration.error.policyNotFound');
  return policy;
};

export const requireOpenPolicy = (app: FastifyInstance, session: Session, policyNo: string) =>
  requireAccountOpenPolicy(app, session.accountId, policyNo);

export const getOpenPolicy = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<OpenPolicyDetail> => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  return {
    ...toOpenPolicySummary(policy, todayInChina()),
    insuredContact: policy.insuredContact,
    insuredPhone: policy.insuredPhone,
    insuredAddress: policy.insuredAddress,
    insuredEmail: policy.insuredEmail,
    mainClauses: policy.mainClauses.map((code) => ({ code, name: clauseName(code) })),
    riders: policy.riders.map((code) => ({ code, name: clauseName(code) })),
    additionCapPercent: formatPercent(policy.additionCapPpm, 0),
    defaultAdditionPercent: formatPercent(
      additionPpmOf({ additionPercent: undefined }, policy.productCode),
      0,
    ),
    ratePercent: formatPercent(policy.ratePpm),
  };
};
