import {
  CORRECTION_STATUS,
  type CorrectionDecisionRequest,
  type CorrectionStatusChange,
  ERROR_CODES,
  isCorrectionDeletable,
  isCorrectionWithdrawable,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { decidedAlready } from '../../platform/staff-decision.ts';
import { tellCorrectionDecided } from '../message/message-events.service.ts';
import { lockPolicyForCorrection } from '../policy/policy.service.ts';
import { closeWithoutEffect, makeEffective } from './correction.effect.ts';
import { correctionStatusName } from './correction.mapper.ts';
import {
  type CorrectionRow,
  deleteCorrection,
  findCorrection,
  lockCorrection,
} from './correction.repository.ts';

/**
 * What happens to a correction after it was applied for: the customer withdraws (E1 → E4) or deletes
 * (E3/E4, for good); an underwriter approves (E1 → E2) or rejects (E1 → E3).
 */

const toStatusChange = (row: CorrectionRow, messageKey: string): CorrectionStatusChange => ({
  id: row.id,
  correctionNo: row.correctionNo,
  endorsementNo: row.endorsementNo,
  status: row.status,
  statusName: correctionStatusName(row.status),
  message: translate(callerLanguage(), messageKey, {
    correctionNo: row.correctionNo,
    endorsementNo: row.endorsementNo ?? '',
  }),
});

/**
 * Locks the correction's policy, then the correction (always in this order, as apply locks the policy
 * first). `accountId` limits both to one account; without it (an underwriter) any account's.
 */
const lockWithPolicy = async (db: Executor, id: number, accountId?: number): Promise<CorrectionRow> => {
  const unlocked = await findCorrection(db, id, accountId);
  if (unlocked === undefined) throw notFound();
  await lockPolicyForCorrection(db, unlocked.policyId);
  const row = await lockCorrection(db, id, accountId);
  if (row === undefined) throw notFound();
  return row;
};

/** A customer's step on a correction of the account: locked with its policy, taken, answered with `messageKey`. */
const customerStep = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  messageKey: string,
  step: (tx: Executor, current: CorrectionRow) => Promise<CorrectionRow>,
): Promise<CorrectionStatusChange> => {
  const row = await app.db.transaction(async (tx) =>
    step(tx, await lockWithPolicy(tx, id, session.accountId)),
  );
  return toStatusChange(row, messageKey);
};

/** POST /cargo/correct/cancel: withdraws a correction under review (E4); the policy is normal again. */
export const withdrawCorrection = (app: FastifyInstance, session: Session, id: number) =>
  customerStep(app, session, id, 'correction.message.withdrawn', async (tx, current) => {
    if (!isCorrectionWithdrawable(current.status)) throw badRequest('correction.error.notWithdrawable');
    return closeWithoutEffect(tx, current, {
      status: CORRECTION_STATUS.withdrawn,
      decidedBy: session.userId,
    });
  });

/** POST /cargo/correct/deleteEdrProcess: deletes a rejected or withdrawn correction for good (SPEC §4). */
export const deleteCorrectionForGood = (app: FastifyInstance, session: Session, id: number) =>
  customerStep(app, session, id, 'correction.message.deleted', async (tx, current) => {
    if (!isCorrectionDeletable(current.status)) throw badRequest('correction.error.notDeletable');
    await deleteCorrection(tx, current.id);
    return current;
  });

/**
 * POST /cargo/backoffice/correction/{id}: an underwriter approves (E2, applied) or rejects (E3) a
 * correction (only an underwriter reaches it: the endpoint's access is `underwriter`).
 */
export const decideCorrection = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  decision: CorrectionDecisionRequest,
): Promise<CorrectionStatusChange> => {
  const isApproved = decision.decision === 'approve';
  const row = await app.db.transaction(async (tx) => {
    const current = await lockWithPolicy(tx, id);
    if (current.status !== CORRECTION_STATUS.pendingReview) {
      throw await decidedAlready(
        tx,
        { objectType: 'correction', objectNo: current.correctionNo },
        new AppError(ERROR_CODES.conflict, 'correction.error.notPending'),
      );
    }
    const decided = isApproved
      ? await makeEffective(tx, current, session.userId)
      : await closeWithoutEffect(tx, current, {
          status: CORRECTION_STATUS.rejected,
          decidedBy: session.userId,
          reviewComment: decision.comment ?? '',
        });
    await tellCorrectionDecided(tx, decided, decided.policyNo);
    await recordStaffAction(tx, session, {
      action: `correction.${decision.decision}`,
      objectType: 'correction',
      objectNo: current.correctionNo,
      before: { status: current.status },
      after: { status: decided.status, comment: decision.comment ?? '' },
    });
    return decided;
  });
  return toStatusChange(row, isApproved ? 'correction.message.approved' : 'correction.message.rejected');
};
