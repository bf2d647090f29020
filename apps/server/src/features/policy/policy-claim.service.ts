import type { ClaimedCover } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { ScreeningInput } from '../../platform/sanctions/screening.ts';
import { type ApplicationRow, findApplicationsOfAccount } from '../application/application.service.ts';
import { screeningInputOf } from '../application/application-screening.ts';
import { findPolicyByNo, type PolicyRow } from './policy.repository.ts';
import { currentFormOf, currentQuoteOf } from './policy.service.ts';
import { setPolicyHasClaim } from './policy-claim.repository.ts';

/** What the claims feature reads of an issued policy (through this service, never through the table). */
export interface PolicyClaimFacts extends ClaimedCover {
  policyNo: string;
  /** Minor units of `currencyCode`. */
  insuredAmount: number;
  /** SPEC §4 status when not normal (01 in correction, 05 surrendered, 99 cancelled…), else null. */
  policyStatus: string | null;
  /** The deductible of the policy's current quote (minor units), 0 when it has none. */
  deductible: number;
}

/** The claims feature's facts of a policy and its application (the seed's demo claims use it too). */
export const toPolicyClaimFacts = (
  policy: PolicyRow,
  application: ApplicationRow | undefined,
): PolicyClaimFacts => {
  const transport = application ? currentFormOf(policy, application).transport : undefined;
  return {
    policyNo: policy.policyNo,
    productCode: policy.productCode,
    planCode: policy.planCode,
    insuredName: policy.insuredName,
    insuranceBeginDate: policy.insuranceBeginDate,
    insuranceEndDate: policy.insuranceEndDate,
    currencyCode: policy.currencyCode,
    insuredAmount: policy.insuredAmount,
    policyStatus: policy.policyStatus,
    deductible: currentQuoteOf(policy, application)?.deductible.amount ?? 0,
    conveyance: transport?.conveyanceName ?? '',
    billOfLadingNo: transport?.blNo ?? '',
    loadingPort: transport?.departurePort ?? '',
    dischargePort: transport?.destinationPort ?? '',
  };
};

/** The issued policy of the account with that number, as the claims feature needs it. */
export const findPolicyClaimFacts = async (
  app: FastifyInstance,
  accountId: number,
  policyNo: string,
): Promise<PolicyClaimFacts | undefined> => {
  const policy = await findPolicyByNo(app.db, accountId, policyNo);
  if (policy === undefined) return undefined;
  const [application] = await findApplicationsOfAccount(app, accountId, [policy.applicationId]);
  return toPolicyClaimFacts(policy, application);
};

/** Sets the policy's `hasClaim`, in the claim's transaction. */
export const markPolicyHasClaim = (db: Executor, accountId: number, policyNo: string) =>
  setPolicyHasClaim(db, accountId, policyNo);

/**
 * What sanctions screening reads of the policy a claim is settled on (the claim's account): the current form's
 * applicant, insured, vessel and ports; undefined when the number is no policy of the account (a certificate).
 */
export const findPolicyScreeningInput = async (
  app: FastifyInstance,
  accountId: number,
  policyNo: string,
): Promise<ScreeningInput | undefined> => {
  const policy = await findPolicyByNo(app.db, accountId, policyNo);
  if (policy === undefined) return undefined;
  const [application] = await findApplicationsOfAccount(app, accountId, [policy.applicationId]);
  return application === undefined ? undefined : screeningInputOf(currentFormOf(policy, application));
};
