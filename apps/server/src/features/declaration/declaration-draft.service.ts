import {
  currencyByCode,
  DECLARATION_STATUS,
  type DeclarationDraftRequest,
  type DeclarationResult,
  ERROR_CODES,
  parseAmountIn,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { resultOf } from './declaration.mappers.ts';
import {
  deleteDraft,
  findDeclarationByDraftKey,
  findDeclarationByNo,
  insertDeclaration,
  nextDeclarationNumbers,
  updateDraft,
} from './declaration.repository.ts';
import { declarationNoOf } from './declaration-pricing.ts';
import type { OpenPolicyRow } from './open-policy.repository.ts';
import { requireOpenPolicy } from './open-policy.service.ts';

/** Drafts: saved as typed under a declaration number, changed, continued (by submit) or deleted. */

/** The columns of a draft: what is valid is kept as typed; nothing is priced and no balance is drawn. */
export const draftValues = (draft: DeclarationDraftRequest, policy: OpenPolicyRow, today: string) => {
  const currencyCode = currencyByCode(draft.invoiceCurrency) ? draft.invoiceCurrency : '';
  const invoice = parseAmountIn(draft.invoiceAmount, currencyCode || policy.currencyCode);
  return {
    status: DECLARATION_STATUS.draft,
    shipmentKey: null,
    goodsDescription: draft.goodsDescription,
    marks: draft.marks,
    invoiceNo: draft.invoiceNo,
    billOfLadingNo: draft.billOfLadingNo,
    conveyance: draft.conveyance,
    loadingPort: draft.loadingPort,
    dischargePort: draft.dischargePort,
    viaPort: draft.viaPort,
    departureCountry: draft.departureCountry.toUpperCase(),
    destinationCountry: draft.destinationCountry.toUpperCase(),
    sailingDate: draft.sailingDate || null,
    surveyAgent: draft.surveyAgent,
    claimPayableAt: draft.claimPayableAt,
    letterOfCredit: draft.letterOfCredit,
    letterOfCreditNo: draft.letterOfCreditNo,
    datePrintFormat: draft.datePrintFormat,
    mainClause: draft.mainClause,
    riders: draft.riders,
    currencyCode,
    invoiceAmount: invoice.ok ? invoice.value : null,
    invoiceAmountText: draft.invoiceAmount,
    additionPercent: draft.additionPercent,
    additionPpm: null,
    insuredAmount: null,
    ratePpm: null,
    premium: null,
    additionalInsurance: draft.additionalInsurance,
    otherInformation: draft.otherInformation,
    issuingDate: draft.issuingDate || null,
    printLanguage: draft.printLanguage,
    paperType: draft.paperType,
    sealType: draft.sealType,
    reviewReasons: [],
    declarationDate: today,
  };
};

/**
 * POST /cargo/declaration/saveDraft: a new draft gets its declaration number (the draft certificate
 * number); with `draftNo` the draft is changed. Drafts draw no balance. Idempotent by `requestKey`.
 */
export const saveDraft = async (
  app: FastifyInstance,
  session: Session,
  request: DeclarationDraftRequest,
): Promise<DeclarationResult> => {
  const { accountId } = session;
  const earlier = await findDeclarationByDraftKey(app.db, accountId, request.requestKey);
  if (earlier && !request.draftNo) return resultOf(earlier);
  const policy = await requireOpenPolicy(app, session, request.policyNo);
  const today = todayInChina();
  if (request.draftNo) {
    const draft = await findDeclarationByNo(app.db, accountId, request.draftNo);
    if (!draft || draft.declaration.status !== DECLARATION_STATUS.draft) {
      throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
    }
    const updated = await updateDraft(app.db, draft.declaration.id, {
      ...draftValues(request, policy, today),
      openPolicyId: policy.id,
    });
    if (!updated) throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
    return resultOf({ declaration: updated, policy });
  }
  const [seq] = await nextDeclarationNumbers(app.db, 1);
  const row = await insertDeclaration(app.db, {
    ...draftValues(request, policy, today),
    accountId,
    openPolicyId: policy.id,
    draftRequestKey: request.requestKey,
    numberSeq: seq!,
    declarationNo: declarationNoOf(seq!, today),
  });
  const saved = row
    ? { declaration: row, policy }
    : await findDeclarationByDraftKey(app.db, accountId, request.requestKey);
  if (!saved) throw new AppError(ERROR_CODES.conflict);
  return resultOf(saved);
};

/** POST /cargo/declaration/deleteDraft: only a draft of the account can be deleted. */
export const deleteDraftDeclaration = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
) => {
  if (!(await deleteDraft(app.db, session.accountId, declarationNo))) {
    throw new AppError(ERROR_CODES.notFound, 'declaration.error.draftNotFound');
  }
  return null;
};
