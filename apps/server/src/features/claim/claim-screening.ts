import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type ScreeningInput,
  type ScreeningOutcome,
  screenDocument,
} from '../../platform/sanctions/screening.ts';
import {
  recordScreening,
  screeningStatusesOf,
  withoutClearedOnDocument,
} from '../../platform/sanctions/screening-record.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { findPolicyScreeningInput } from '../policy/policy-claim.service.ts';
import { type ClaimRow, lockClaimByReportNo } from './claim.repository.ts';
import { subjectOf } from './claim.subject.ts';
import { claimNotFound } from './claim-enquiry.service.ts';

/**
 * Sanctions screening before a claim is settled (docs/business-rules.md "Sanctions screening"): the parties
 * and the vessel of the policy the loss is reported on are screened when the handler calculates the
 * settlement. A possible hit holds the claim where it is (the step refused, the claim in the compliance
 * queue); once compliance clears it the handler settles; a confirmed hit refuses every settlement. The
 * customer sees nothing of it: the claim's status and history do not change.
 */

const held = () => new AppError(ERROR_CODES.conflict, 'sanctions.error.settlementHeld');
const refused = () => new AppError(ERROR_CODES.conflict, 'sanctions.error.settlementRefused');

/** Refused while a screening of the claim is pending, for good once one is confirmed. */
const assertNotHeld = async (db: Executor, claimId: number) => {
  const statuses = await screeningStatusesOf(db, 'claim', claimId);
  if (statuses.has('confirmed')) throw refused();
  if (statuses.has('pendingReview')) throw held();
};

/**
 * A policy's applicant, insured, vessel and ports (its current form); a certificate's insured and conveyance
 * as the claim holds them (a declaration's ports are free text, screened at the declaration by country).
 * The claim captures no payee or bank account holder: payment goes to the insured.
 */
const screeningInputOfClaim = async (app: FastifyInstance, claim: ClaimRow): Promise<ScreeningInput> => {
  const subject = subjectOf(claim);
  const ofPolicy =
    subject.kind === 'policy'
      ? await findPolicyScreeningInput(app, claim.accountId, claim.policyNo)
      : undefined;
  return (
    ofPolicy ?? {
      parties: [{ role: 'insured', name: subject.insuredName }],
      vesselName: subject.conveyance,
      ports: [],
    }
  );
};

const documentOf = (claim: ClaimRow) => ({
  accountId: claim.accountId,
  subjectType: 'claim' as const,
  subjectId: claim.id,
  subjectNo: claim.reportNo,
  stage: 'settle' as const,
});

/**
 * Screens the claim before its settlement step: the outcome without hits (to record with the step), or a
 * 409 after the possible hit is recorded for compliance with the handler's audit row (its own transaction).
 */
export const screenBeforeSettlement = async (
  app: FastifyInstance,
  session: Session,
  claim: ClaimRow,
): Promise<ScreeningOutcome> => {
  await assertNotHeld(app.db, claim.id);
  const outcome = await screenDocument(app, app.db, await screeningInputOfClaim(app, claim));
  const hits = await withoutClearedOnDocument(app.db, 'claim', claim.id, outcome.hits);
  if (hits.length === 0) return { ...outcome, hits };
  await app.db.transaction(async (tx) => {
    const locked = await lockClaimByReportNo(tx, claim.reportNo);
    if (locked === undefined) throw claimNotFound();
    await assertNotHeld(tx, claim.id);
    const screeningId = await recordScreening(tx, documentOf(claim), { ...outcome, hits });
    await recordStaffAction(tx, session, {
      action: 'claim.settlementHeld',
      objectType: 'claim',
      objectNo: claim.reportNo,
      before: { status: locked.status },
      after: { status: locked.status, screeningId },
    });
  });
  throw held();
};

/** The "no hit" screening recorded with the settlement step (in its transaction). */
export const recordSettlementScreening = (db: Executor, claim: ClaimRow, outcome: ScreeningOutcome) =>
  recordScreening(db, documentOf(claim), outcome);
