import {
  amountText,
  DECLARATION_STATUS,
  DECLARATION_STATUSES,
  type DeclarationDecision,
  type DeclarationDecisionRequest,
  type DeclarationDecisionResult,
  ERROR_CODES,
  isDeclarationReviewReason,
  labelOf,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { isHeldBySanctions } from '../../platform/sanctions/screening-record.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { decidedAlready } from '../../platform/staff-decision.ts';
import { tellDeclarationDecided } from '../message/message-events.service.ts';
import { recordDeclarationEvent } from '../webhook/webhook-events.service.ts';
import { toDeclarationRow } from './declaration.mappers.ts';
import {
  type DeclarationDecisionChanges,
  type DeclarationRecord,
  type DeclarationWithPolicy,
  decideUnderReview,
  findDeclarationOfAnyAccount,
} from './declaration.repository.ts';
import { certificateNoOf } from './declaration-pricing.ts';
import { lockOpenPolicy, type OpenPolicyRow, returnBalance } from './open-policy.repository.ts';

/**
 * Back office: an underwriter decides a declaration that failed the self-check (status 02, its insured
 * amount held on the open policy). Approved, it is declared (03) with its certificate number and the held
 * amount stays drawn; rejected (04, final), the held amount goes back to the balance in the same
 * transaction and the shipment may be declared again. Rules: docs/business-rules.md "Declarations".
 */

/** Rejected, or declared after a review (a declaration declared at once has no self-check reasons). */
const isDecided = (declaration: DeclarationRecord) =>
  declaration.status === DECLARATION_STATUS.rejected ||
  (declaration.status === DECLARATION_STATUS.declared &&
    declaration.reviewReasons.some(isDeclarationReviewReason));

/** HTTP 400 for a declaration that is not under review: decided already, or never sent to review. */
const notUnderReview = (declaration: DeclarationRecord) =>
  badRequest(
    isDecided(declaration) ? 'declaration.error.alreadyDecided' : 'declaration.error.notUnderReview',
    {
      status: labelOf(DECLARATION_STATUSES, declaration.status, callerLanguage()),
    },
  );

/** How a declaration is named in the staff audit log. */
const auditObject = (declaration: DeclarationRecord) => ({
  objectType: 'declaration',
  objectNo: declaration.declarationNo,
});

const requireAnyDeclaration = async (db: Executor, declarationNo: string) => {
  const found = await findDeclarationOfAnyAccount(db, declarationNo);
  if (!found) throw new AppError(ERROR_CODES.notFound, 'declaration.error.declarationNotFound');
  return found;
};

/** The columns a decision changes: declared with its certificate number, or rejected; and the comment. */
const decisionChanges = (
  declaration: DeclarationRecord,
  request: DeclarationDecisionRequest,
): DeclarationDecisionChanges => {
  const reviewComment = request.comment || null;
  if (request.decision === 'approve') {
    return {
      status: DECLARATION_STATUS.declared,
      // Numbered like a declaration declared at once: its own sequence and declaration date.
      certificateNo: certificateNoOf(declaration.numberSeq, declaration.declarationDate),
      reviewComment,
    };
  }
  // A rejected declaration covers nothing: its shipment no longer counts as declared under the policy.
  return { status: DECLARATION_STATUS.rejected, certificateNo: null, shipmentKey: null, reviewComment };
};

/** Gives the held insured amount of a rejected declaration back to the (locked) open policy. */
const giveBackHeldAmount = async (tx: Executor, policy: OpenPolicyRow, declaration: DeclarationRecord) => {
  if (declaration.insuredAmount === null) throw new Error('a declaration under review has no insured amount');
  const balance = await returnBalance(tx, policy.id, declaration.insuredAmount);
  if (balance === undefined) throw new Error('the returned amount would exceed the total insured amount');
  return balance;
};

/**
 * In one transaction: the open policy row is locked first (the order of a declaration's draw, so a
 * decision never deadlocks with a submit), then the declaration is decided by a conditional update that
 * only a declaration still under review passes, then a rejection's amount is returned. Concurrent
 * decisions queue on the policy row; the later one finds the declaration decided and changes nothing.
 */
const applyDecision = (
  app: FastifyInstance,
  session: Session,
  found: DeclarationWithPolicy,
  request: DeclarationDecisionRequest,
): Promise<DeclarationWithPolicy> =>
  app.db.transaction(async (tx) => {
    const policy = await lockOpenPolicy(tx, found.policy.id);
    if (!policy) throw new Error('the open policy of a declaration is missing');
    const decided = await decideUnderReview(
      tx,
      found.declaration.id,
      decisionChanges(found.declaration, request),
    );
    if (!decided) {
      const current = await findDeclarationOfAnyAccount(tx, found.declaration.declarationNo);
      throw await decidedAlready(
        tx,
        auditObject(found.declaration),
        notUnderReview(current?.declaration ?? found.declaration),
      );
    }
    const balance =
      request.decision === 'reject' ? await giveBackHeldAmount(tx, policy, decided) : policy.balance;
    await tellDeclarationDecided(tx, decided, policy.policyNo);
    await recordDeclarationEvent(tx, decided, policy.policyNo);
    await recordStaffAction(tx, session, {
      action: `declaration.${request.decision}`,
      ...auditObject(decided),
      before: { status: found.declaration.status, balance: policy.balance },
      after: {
        status: decided.status,
        certificateNo: decided.certificateNo,
        balance,
        comment: request.comment ?? '',
      },
    });
    return { declaration: decided, policy: { ...policy, balance } };
  });

/** The decided declaration as the enquiry shows it, with the decision's message and the balance after it. */
const decisionResultOf = (
  decided: DeclarationWithPolicy,
  decision: DeclarationDecision,
): DeclarationDecisionResult => {
  const language = callerLanguage();
  const row = toDeclarationRow(decided);
  const balance = amountText(decided.policy.balance, decided.policy.currencyCode);
  const message =
    decision === 'approve'
      ? translate(language, 'declaration.decision.approved', { certificateNo: row.certificateNo ?? '' })
      : translate(language, 'declaration.decision.rejected', {
          currency: row.currency,
          amount: row.insuredAmount ?? '',
          balance,
        });
  return { ...row, decision, message, balance };
};

/**
 * POST /cargo/backoffice/declaration/{id} (`id` = declaration number): an underwriter approves or rejects a
 * declaration of any account under manual review (others are turned away by the route's access check). An
 * unknown number gets 404, a declaration not (or no longer) under review 400.
 */
export const decideDeclaration = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
  request: DeclarationDecisionRequest,
): Promise<DeclarationDecisionResult> => {
  const found = await requireAnyDeclaration(app.db, declarationNo);
  if (found.declaration.status !== DECLARATION_STATUS.review) {
    throw await decidedAlready(app.db, auditObject(found.declaration), notUnderReview(found.declaration));
  }
  // A possible sanctions hit is compliance's to clear first; a confirmed one can only be rejected.
  if (
    request.decision === 'approve' &&
    (await isHeldBySanctions(app.db, 'declaration', found.declaration.id))
  ) {
    throw new AppError(ERROR_CODES.conflict, 'sanctions.error.awaitingCompliance');
  }
  const decided = await applyDecision(app, session, found, request);
  return decisionResultOf(decided, request.decision);
};
