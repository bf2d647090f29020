import {
  DECLARATION_STATUS,
  type DeclarationSubmitRequest,
  ERROR_CODES,
  type HeldShipmentSource,
  todayInChina,
  ZDeclarationSubmitRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import {
  type DeclarationWithPolicy,
  deleteHeldDraft,
  findDeclarationByDraftKey,
  findDeclarationByNo,
  insertDeclaration,
  nextDeclarationNumbers,
} from './declaration.repository.ts';
import { draftValues } from './declaration-draft.service.ts';
import { declarationNoOf } from './declaration-pricing.ts';
import { requireAccountOpenPolicy } from './open-policy.service.ts';

/**
 * Shipments held by an open policy's auto-insure rules (issue 45; docs/business-rules.md "Auto-insure rules"):
 * a held shipment is a draft that names the rule and its source, so it is listed with the pending
 * declarations, draws no balance and is declared through the submit of a draft, under every rule of a submit.
 */

export interface HeldBy {
  /** The rule that held it; null when no rule matched and the policy's default held it. */
  ruleId: number | null;
  ruleName: string | null;
  source: HeldShipmentSource;
}

/**
 * Keeps a shipment as a held draft and answers its declaration number. Idempotent by the request's key: the
 * same key answers the draft it held first.
 */
export const holdDeclaration = async (
  app: FastifyInstance,
  accountId: number,
  request: DeclarationSubmitRequest,
  held: HeldBy,
): Promise<string> => {
  const earlier = await findDeclarationByDraftKey(app.db, accountId, request.requestKey);
  if (earlier) return earlier.declaration.declarationNo;
  const policy = await requireAccountOpenPolicy(app, accountId, request.policyNo);
  const today = todayInChina();
  const [seq] = await nextDeclarationNumbers(app.db, 1);
  const row = await insertDeclaration(app.db, {
    ...draftValues({ ...request, additionPercent: request.additionPercent ?? '' }, policy, today),
    accountId,
    openPolicyId: policy.id,
    draftRequestKey: request.requestKey,
    numberSeq: seq!,
    declarationNo: declarationNoOf(seq!, today),
    heldSource: held.source,
    heldRuleId: held.ruleId,
    heldRuleName: held.ruleName,
  });
  if (row) return row.declarationNo;
  const winner = await findDeclarationByDraftKey(app.db, accountId, request.requestKey);
  if (!winner) throw new AppError(ERROR_CODES.conflict);
  return winner.declaration.declarationNo;
};

const heldNotFound = () => new AppError(ERROR_CODES.notFound, 'autoInsure.error.heldNotFound');

/** The shipment a held draft keeps, as a submit of that draft (a fresh request key each time). */
const asSubmit = ({ declaration, policy }: DeclarationWithPolicy, requestKey: string) =>
  ZDeclarationSubmitRequest.safeParse({
    requestKey,
    draftNo: declaration.declarationNo,
    policyNo: policy.policyNo,
    goodsDescription: declaration.goodsDescription,
    marks: declaration.marks,
    invoiceNo: declaration.invoiceNo,
    billOfLadingNo: declaration.billOfLadingNo,
    conveyance: declaration.conveyance,
    loadingPort: declaration.loadingPort,
    dischargePort: declaration.dischargePort,
    viaPort: declaration.viaPort,
    departureCountry: declaration.departureCountry,
    destinationCountry: declaration.destinationCountry,
    sailingDate: declaration.sailingDate ?? '',
    surveyAgent: declaration.surveyAgent,
    claimPayableAt: declaration.claimPayableAt,
    letterOfCredit: declaration.letterOfCredit,
    letterOfCreditNo: declaration.letterOfCreditNo,
    datePrintFormat: declaration.datePrintFormat,
    mainClause: declaration.mainClause,
    riders: declaration.riders,
    invoiceAmount: declaration.invoiceAmountText,
    invoiceCurrency: declaration.currencyCode,
    additionPercent: declaration.additionPercent,
    additionalInsurance: declaration.additionalInsurance,
    otherInformation: declaration.otherInformation,
    issuingDate: declaration.issuingDate ?? '',
    printLanguage: declaration.printLanguage,
    paperType: declaration.paperType,
    sealType: declaration.sealType,
  });

/**
 * A held draft of the account as the submit that declares it, or "not found" (another account's, a draft the
 * rules did not hold, or one declared or dropped already).
 */
export const heldSubmitOf = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
  requestKey: string,
): Promise<DeclarationSubmitRequest> => {
  const found = await findDeclarationByNo(app.db, session.accountId, declarationNo);
  if (!found || found.declaration.heldSource === null) throw heldNotFound();
  if (found.declaration.status !== DECLARATION_STATUS.draft) throw heldNotFound();
  const parsed = asSubmit(found, requestKey);
  // It was a valid shipment when held; a field refused now (a changed limit) cannot be declared from here.
  if (!parsed.success) throw new AppError(ERROR_CODES.badRequest, 'autoInsure.error.heldInvalid');
  return parsed.data;
};

/** Drops a held draft of the account: it is deleted, nothing was drawn. */
export const dropHeldDeclaration = async (app: FastifyInstance, session: Session, declarationNo: string) => {
  if (!(await deleteHeldDraft(app.db, session.accountId, declarationNo))) throw heldNotFound();
  return null;
};
