import {
  APPLICATION_STATUS,
  REVIEW_RESULT,
  type ReviewDecisionRequest,
  type ReviewRecord,
  type StatusChangeResult,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { decidedAlready } from '../../platform/staff-decision.ts';
import { tellApplicationDecided } from '../message/message-events.service.ts';
import { recordApplicationDecided } from '../webhook/webhook-events.service.ts';
import {
  changeStatus,
  conflict,
  customer,
  findOwnApplication,
  found,
  ownApplicationStep,
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
export const withdrawApplication = (app: FastifyInstance, session: Session, id: number) =>
  ownApplicationStep(app, session, id, 'insuring.message.withdrawn', async (tx, current) => {
    if (current.status === cancelled) throw conflict('insuring.error.cancelledCannotRecover');
    if (current.status !== pendingReview && current.status !== pendingPayment) {
      throw conflict('insuring.error.cannotWithdraw');
    }
    return changeStatus(tx, current, { status: pendingModification }, customer(session), {
      reviewResult: REVIEW_RESULT.pendingModification,
    });
  });

/** What an underwriter may decide on a referred application (B4), and where it goes. */
export type ApplicationDecision = 'approve' | 'sendBack' | 'decline';
const DECISIONS = {
  approve: {
    status: pendingPayment,
    reviewResult: REVIEW_RESULT.approved,
    messageKey: 'insuring.message.reviewApproved',
  },
  sendBack: {
    status: pendingModification,
    reviewResult: REVIEW_RESULT.pendingModification,
    messageKey: 'staff.message.sentBack',
  },
  decline: {
    status: rejected,
    reviewResult: REVIEW_RESULT.auditFailed,
    messageKey: 'insuring.message.reviewRejected',
  },
} as const;

/**
 * An underwriter approves (→ B3), sends back for modification with a comment the customer sees (→ B5) or
 * declines (→ B6) an application under review, in one transaction with its history row, the customer's
 * message and the staff audit row. The row is locked first: of two underwriters deciding at once the second
 * waits, then finds it decided and is told by whom (409). Only underwriters reach it (the route's access).
 */
export const decideReferredApplication = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  decision: { decision: ApplicationDecision; comment: string },
): Promise<StatusChangeResult> => {
  const target = DECISIONS[decision.decision];
  const row = await app.db.transaction(async (tx) => {
    const current = found(await lockApplicationOfAnyAccount(tx, id));
    if (current.status !== pendingReview) {
      throw await decidedAlready(
        tx,
        { objectType: 'application', objectNo: current.voucherNo },
        conflict('insuring.error.notUnderReview'),
      );
    }
    const decided = await changeStatus(
      tx,
      current,
      { status: target.status },
      { userId: session.userId, role: 'underwriter' },
      { reviewResult: target.reviewResult, comment: decision.comment },
    );
    await tellApplicationDecided(tx, decided, decision.comment);
    await recordApplicationDecided(tx, decided, decision.comment);
    await recordStaffAction(tx, session, {
      action: `application.${decision.decision}`,
      objectType: 'application',
      objectNo: current.voucherNo,
      before: { status: current.status },
      after: { status: decided.status, comment: decision.comment },
    });
    return decided;
  });
  return toStatusChangeResult(row, target.messageKey);
};

/** POST /cargo/backoffice/review/{id}: the gateway's approve (00) or reject (01) of an application under review. */
export const decideReview = (
  app: FastifyInstance,
  session: Session,
  id: number,
  decision: ReviewDecisionRequest,
): Promise<StatusChangeResult> =>
  decideReferredApplication(app, session, id, {
    decision: decision.result === REVIEW_RESULT.approved ? 'approve' : 'decline',
    comment: decision.comment ?? '',
  });

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
