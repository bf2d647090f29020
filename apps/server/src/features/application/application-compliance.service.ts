import { APPLICATION_STATUS, REVIEW_RESULT } from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import type { Session } from '../../platform/session.ts';
import { tellApplicationDecided } from '../message/message-events.service.ts';
import { recordApplicationDecided } from '../webhook/webhook-events.service.ts';
import { changeStatus, found } from './application.lifecycle.ts';
import { lockApplicationOfAnyAccount } from './application.repository.ts';

/**
 * A compliance officer's decision on an application that sanctions screening stopped under review (H0): a
 * cleared false positive lets it go on as if unscreened (B3 pending payment, or B4 when the underwriting
 * rules referred it); a confirmed hit refuses it (B6) without saying why (the customer learns nothing of the
 * list). An application no longer under review (the customer cancelled it) is left as it is.
 */

const { internalReview, pendingPayment, pendingReview, rejected } = APPLICATION_STATUS;

export const settleSanctionsReview = async (
  tx: Executor,
  session: Session,
  applicationId: number,
  decision: 'clear' | 'confirm',
) => {
  const current = found(await lockApplicationOfAnyAccount(tx, applicationId));
  if (current.status !== internalReview) return current;
  const status =
    decision === 'confirm' ? rejected : current.referralKeys.length > 0 ? pendingReview : pendingPayment;
  const reviewResult =
    status === rejected
      ? REVIEW_RESULT.auditFailed
      : status === pendingPayment
        ? REVIEW_RESULT.pendingPayment
        : REVIEW_RESULT.pendingAudit;
  const decided = await changeStatus(
    tx,
    current,
    { status },
    { userId: session.userId, role: 'compliance' },
    { reviewResult },
  );
  if (status !== pendingReview) await tellApplicationDecided(tx, decided);
  if (status !== pendingReview) await recordApplicationDecided(tx, decided);
  return decided;
};
