import {
  APPLICATION_STATUS,
  REVIEW_RESULT,
  type ReviewDecisionRequest,
  type ReviewRecord,
  type StatusChangeResult,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import {
  changeStatus,
  conflict,
  customer,
  findOwnApplication,
  found,
  lockOwnApplication,
} from './application.lifecycle.ts';
import { toReviewRecord, toStatusChangeResult } from './application.mapper.ts';
import { findApplicationEvents, lockApplicationOfAnyAccount } from './application.repository.ts';

/**
 * The underwriting review of a submitted application: the customer withdraws it from review (or from
 * payment) to modify it, an underwriter approves (B4 → B3) or rejects it (B4 → B6), and both read its
 * history.
 */

const { pendingPayment, pendingReview, pendingModification, rejected, cancelled } = APPLICATION_STATUS;

/** POST /cargo/apply/withdraw/{id}: an application pending review or payment goes back to B5 for modification. */
export const withdrawApplication = async (
  app: FastifyInstance,
  session: Session,
  id: number,
): Promise<StatusChangeResult> => {
  const row = await app.db.transaction(async (tx) => {
    const current = await lockOwnApplication(tx, session, id);
    if (current.status === cancelled) throw conflict('insuring.error.cancelledCannotRecover');
    if (current.status !== pendingReview && current.status !== pendingPayment) {
      throw conflict('insuring.error.cannotWithdraw');
    }
    return changeStatus(tx, current, { status: pendingModification }, customer(session), {
      reviewResult: REVIEW_RESULT.pendingModification,
    });
  });
  return toStatusChangeResult(row, 'insuring.message.withdrawn');
};

/**
 * POST /cargo/backoffice/review/{id}: an underwriter approves (→ B3) or rejects (→ B6) an application under
 * review. Only underwriters reach it (the endpoint's access, checked before the request is read).
 */
export const decideReview = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  decision: ReviewDecisionRequest,
): Promise<StatusChangeResult> => {
  const isApproved = decision.result === REVIEW_RESULT.approved;
  const row = await app.db.transaction(async (tx) => {
    const current = found(await lockApplicationOfAnyAccount(tx, id));
    if (current.status !== pendingReview) throw conflict('insuring.error.notUnderReview');
    return changeStatus(
      tx,
      current,
      { status: isApproved ? pendingPayment : rejected },
      { userId: session.userId, role: 'underwriter' },
      {
        reviewResult: isApproved ? REVIEW_RESULT.approved : REVIEW_RESULT.auditFailed,
        comment: decision.comment ?? '',
      },
    );
  });
  return toStatusChangeResult(
    row,
    isApproved ? 'insuring.message.reviewApproved' : 'insuring.message.reviewRejected',
  );
};

/** POST queryReviewRecordByApplyPolicyNo/{id}: the application's history, oldest first. */
export const listReviewRecords = async (
  app: FastifyInstance,
  session: Session,
  id: number,
): Promise<ReviewRecord[]> => {
  await findOwnApplication(app, session, id);
  const events = await findApplicationEvents(app.db, session.accountId, id);
  return events.map(toReviewRecord);
};
