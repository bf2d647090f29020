import {
  type CorrectionPricingRequest,
  ERROR_CODES,
  SURRENDER_CORRECTION,
  surrenderRefund,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { claimStandingOfPolicy } from '../claim/claim-enquiry.service.ts';
import type { PolicyRow } from '../policy/policy.service.ts';
import { endingFigures, isAfterDeparture, type PricedCorrection, proposalOf } from './correction-figures.ts';

/**
 * Surrender (00006, 退保) once cover has started (docs/business-rules.md "Corrections"); before that the
 * policy is cancelled (00017). Not while a claim is open or after one was paid. The premium is earned once
 * the risk attached: nothing is returned, and the surrender is effective at once. Goods that never shipped
 * never put the risk on the insurer: the premium less the 5 % fee is returned once an underwriter has checked
 * it (always E1).
 */

/** Why the policy's claims forbid a surrender now (the message key), or null. */
export const surrenderClaimRefusal = async (db: Executor, policy: PolicyRow): Promise<string | null> => {
  const standing = await claimStandingOfPolicy(db, policy.accountId, policy.policyNo);
  if (standing === 'open') return 'correction.error.surrenderClaimOpen';
  return standing === 'paid' ? 'correction.error.surrenderClaimPaid' : null;
};

/** 409 when a claim forbids the surrender (also checked again in the transaction that stores it). */
export const refuseSurrenderWithClaims = async (db: Executor, policy: PolicyRow) => {
  const refusal = await surrenderClaimRefusal(db, policy);
  if (refusal !== null) throw new AppError(ERROR_CODES.conflict, refusal);
};

export const priceSurrender = async (
  app: FastifyInstance,
  policy: PolicyRow,
  request: CorrectionPricingRequest,
): Promise<PricedCorrection> => {
  if (!isAfterDeparture(policy, todayInChina()))
    throw badRequest('correction.error.surrenderBeforeDeparture');
  await refuseSurrenderWithClaims(app.db, policy);
  const goodsNotShipped = request.goodsNotShipped === true;
  const refund = surrenderRefund(policy.premium, goodsNotShipped);
  const referralKeys = goodsNotShipped ? ['correction.refer.goodsNotShipped'] : [];
  return {
    policy,
    proposal: proposalOf(policy, SURRENDER_CORRECTION, [], endingFigures(policy, refund, true), referralKeys),
    form: null,
    quote: null,
  };
};
