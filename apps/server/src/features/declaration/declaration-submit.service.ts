import {
  DECLARATION_STATUS,
  type DeclarationResult,
  type DeclarationSubmitRequest,
  ERROR_CODES,
  openPolicyIssues,
  todayInChina,
  type ValidationIssue,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldError, fieldErrors } from '../../platform/errors.ts';
import { type ScreeningOutcome, screenDocument } from '../../platform/sanctions/screening.ts';
import { isStopped, recordScreening } from '../../platform/sanctions/screening-record.ts';
import type { Session } from '../../platform/session.ts';
import { tellDeclarationReferred } from '../message/message-events.service.ts';
import { recordDeclarationEvent } from '../webhook/webhook-events.service.ts';
import { refusalOf, resultOf, toPolicyTerms } from './declaration.mappers.ts';
import {
  type DeclarationWithPolicy,
  findDeclarationByNo,
  findDeclarationByRequestKey,
  findDeclaredShipment,
  insertDeclaration,
  nextDeclarationNumbers,
  updateDraft,
} from './declaration.repository.ts';
import {
  assessDeclaration,
  certificateNoIfDeclared,
  declarationNumbers,
  declarationValues,
  type PricedDeclaration,
} from './declaration-pricing.ts';
import { loadReferenceLists, referenceIssues } from './declaration-reference.ts';
import { declarationScreeningInput } from './declaration-screening.ts';
import { drawBalance, findOpenPolicy, type OpenPolicyRow } from './open-policy.repository.ts';
import { requireOpenPolicy } from './open-policy.service.ts';

/** Rule failures of a single declaration: HTTP 400 naming each field, listed in `data.issues`. */
const invalid = (issues: ValidationIssue[]) =>
  fieldErrors(
    issues.map((issue) => ({
      path: issue.path.filter((segment) => typeof segment !== 'symbol'),
      messageKey: issue.message,
    })),
  );

/** Thrown inside the transaction to roll it back; the answer is decided outside. */
class Rollback extends Error {
  constructor(readonly reason: 'insufficientBalance' | 'repeated') {
    super(reason);
  }
}

/** One submit on its way to the database: the checked request, its policy, its draft and its money. */
interface Submission {
  accountId: number;
  request: DeclarationSubmitRequest;
  policy: OpenPolicyRow;
  draft: DeclarationWithPolicy | undefined;
  priced: PricedDeclaration;
  today: string;
  /** The sanctions screening of the shipment: a possible hit holds it under review for compliance. */
  screening: ScreeningOutcome;
}

/** A concurrent repeat of this request (or of this draft's submit) committed while this one waited. */
const isRepeated = async (tx: Executor, { accountId, request, draft }: Submission) =>
  (await findDeclarationByRequestKey(tx, accountId, request.requestKey)) !== undefined ||
  (draft !== undefined &&
    (await findDeclarationByNo(tx, accountId, draft.declaration.declarationNo))?.declaration.status !==
      DECLARATION_STATUS.draft);

/** Writes the declaration: the draft becomes it, or a new row with fresh numbers. */
const writeDeclaration = async (tx: Executor, submission: Submission) => {
  const { accountId, request, policy, draft, priced, today } = submission;
  const values = declarationValues(request, priced, policy, today);
  if (draft) {
    return updateDraft(tx, draft.declaration.id, {
      ...values,
      // From now on a repeat of this submit is answered by its key, like a new declaration's.
      requestKey: request.requestKey,
      certificateNo: certificateNoIfDeclared(priced, draft.declaration.numberSeq, today),
    });
  }
  const [seq] = await nextDeclarationNumbers(tx, 1);
  return insertDeclaration(tx, {
    ...values,
    accountId,
    openPolicyId: policy.id,
    requestKey: request.requestKey,
    ...declarationNumbers(priced, seq!, today),
  });
};

/** In one transaction: draw the insured amount from the balance, then record the declaration. */
const recordDeclaration = (app: FastifyInstance, submission: Submission) =>
  app.db.transaction(async (tx) => {
    const { accountId, policy, priced } = submission;
    // The draw takes the policy's row lock: every other declaration of this policy waits here.
    const balance = await drawBalance(tx, policy.id, priced.insuredAmount);
    if (balance === undefined) throw new Rollback('insufficientBalance');
    if (await isRepeated(tx, submission)) throw new Rollback('repeated');
    const duplicate = await findDeclaredShipment(tx, policy.id, priced.shipmentKey);
    // The shipment is known by its invoice number, B/L number and sailing date: named on the first.
    if (duplicate) throw fieldError(['invoiceNo'], 'declaration.error.duplicateShipment');
    const row = await writeDeclaration(tx, submission);
    // A concurrent request with the same key (or the same draft) recorded it first.
    if (!row) throw new Rollback('repeated');
    const saved = await findDeclarationByNo(tx, accountId, row.declarationNo);
    await recordScreening(
      tx,
      {
        accountId,
        subjectType: 'declaration',
        subjectId: row.id,
        subjectNo: row.declarationNo,
        stage: 'declare',
      },
      submission.screening,
    );
    await tellDeclarationReferred(tx, saved!.declaration, policy.policyNo);
    await recordDeclarationEvent(tx, saved!.declaration, policy.policyNo);
    return resultOf(saved!, balance);
  });

/** The answer after a rollback: not enough balance, or the result of the request that won. */
const answerAfterRollback = async (
  app: FastifyInstance,
  { accountId, request, policy, draft, priced }: Submission,
  reason: Rollback['reason'],
) => {
  if (reason === 'insufficientBalance') {
    const current = (await findOpenPolicy(app.db, accountId, policy.policyNo)) ?? policy;
    return refusalOf('insufficientBalance', current, priced);
  }
  const winner =
    (await findDeclarationByRequestKey(app.db, accountId, request.requestKey)) ??
    (draft ? await findDeclarationByNo(app.db, accountId, draft.declaration.declarationNo) : undefined);
  if (!winner) throw new AppError(ERROR_CODES.conflict);
  return resultOf(winner);
};

/** The draft a submit continues: it must be the account's, under the same open policy. */
const requireDraftOf = async (
  app: FastifyInstance,
  accountId: number,
  draftNo: string | undefined,
  policy: OpenPolicyRow,
) => {
  if (!draftNo) return undefined;
  const draft = await findDeclarationByNo(app.db, accountId, draftNo);
  if (!draft || draft.policy.id !== policy.id) {
    throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
  }
  return draft;
};

/**
 * POST /cargo/declaration/submit. Checks the shipment against the open policy, then in one transaction
 * draws the insured amount from the balance (a conditional update that waits for concurrent draws and
 * never overdraws) and records the declaration: declared with a certificate number, or under review when
 * the self-check finds something. Over the per-shipment limit or without enough balance nothing is
 * recorded. Idempotent by `requestKey`: a repeat answers the first result. Drafts keep their saveDraft
 * key apart, so a submit never answers with a draft saved earlier under the same key.
 */
export const submitDeclaration = async (
  app: FastifyInstance,
  session: Session,
  request: DeclarationSubmitRequest,
): Promise<DeclarationResult> => {
  const { accountId } = session;
  const earlier = await findDeclarationByRequestKey(app.db, accountId, request.requestKey);
  if (earlier) return resultOf(earlier);
  const policy = await requireOpenPolicy(app, session, request.policyNo);
  const draft = await requireDraftOf(app, accountId, request.draftNo, policy);
  // A draft submitted before (a double click on "submit" of a draft) answers its result.
  if (draft && draft.declaration.status !== DECLARATION_STATUS.draft) return resultOf(draft);

  const issues = [
    ...openPolicyIssues(request, toPolicyTerms(policy)),
    ...referenceIssues(request, await loadReferenceLists(app)),
  ];
  if (issues.length > 0) throw invalid(issues);
  const today = todayInChina();
  const assessed = assessDeclaration(request, policy, today);
  if (assessed.insuredAmount > policy.perShipmentLimit) {
    return refusalOf('overPerShipmentLimit', policy, assessed);
  }
  const screening = await screenDocument(app, app.db, declarationScreeningInput(request, policy));
  const priced = isStopped(screening) ? { ...assessed, status: DECLARATION_STATUS.review } : assessed;
  const submission: Submission = { accountId, request, policy, draft, priced, today, screening };
  try {
    return await recordDeclaration(app, submission);
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    return answerAfterRollback(app, submission, error.reason);
  }
};
