import {
  amountText,
  currencyIsoOf,
  DECLARATION_STATUS,
  DECLARATION_STATUSES,
  type DeclarationDetail,
  type DeclarationOutcome,
  type DeclarationResult,
  type DeclarationRow,
  type DeclarationStatus,
  formatPercent,
  isDeclarationReviewReason,
  labelOf,
  type OpenPolicySummary,
  type OpenPolicyTerms,
  PRODUCTS,
  translate,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import type { DeclarationWithPolicy } from './declaration.repository.ts';
import { declaredPrinting, declaredTerms, type PricedDeclaration } from './declaration-pricing.ts';
import type { OpenPolicyRow } from './open-policy.repository.ts';

/** Records → wire shapes: open policies, the answer of a submit or draft, enquiry rows and details. */

const currencyFields = (currencyCode: string) => ({
  currencyCode,
  currency: currencyIsoOf(currencyCode),
});

const productName = (code: string) => labelOf(PRODUCTS, code, callerLanguage());
export const productNameOf = productName;

export const toPolicyTerms = (policy: OpenPolicyRow): OpenPolicyTerms => ({
  effectiveDate: policy.effectiveDate,
  endDate: policy.endDate,
  currencyCode: policy.currencyCode,
  productCode: policy.productCode,
  mainClauses: policy.mainClauses,
  riders: policy.riders,
  additionCapPpm: policy.additionCapPpm,
});

export const toOpenPolicySummary = (policy: OpenPolicyRow, today: string): OpenPolicySummary => ({
  policyNo: policy.policyNo,
  productCode: policy.productCode,
  productName: productName(policy.productCode),
  insuredName: policy.insuredName,
  effectiveDate: policy.effectiveDate,
  endDate: policy.endDate,
  ...currencyFields(policy.currencyCode),
  totalInsuredAmount: amountText(policy.totalInsuredAmount, policy.currencyCode),
  balance: amountText(policy.balance, policy.currencyCode),
  perShipmentLimit: amountText(policy.perShipmentLimit, policy.currencyCode),
  isInForce: policy.effectiveDate <= today && today <= policy.endDate,
});

const reviewReasonTexts = (reasons: readonly string[]) =>
  reasons
    .filter(isDeclarationReviewReason)
    .map((reason) => translate(callerLanguage(), `declaration.review.${reason}`));

const asStatus = (status: string): DeclarationStatus =>
  DECLARATION_STATUSES.find((entry) => entry.code === status)?.code ?? DECLARATION_STATUS.draft;

/**
 * The outcome a recorded declaration answers (a repeat of its submit). An approved one is declared; a
 * rejected one answers what its submit did (sent to review), its status telling the decision.
 */
const OUTCOME_OF_STATUS: Record<DeclarationStatus, DeclarationOutcome> = {
  [DECLARATION_STATUS.draft]: 'draft',
  [DECLARATION_STATUS.review]: 'review',
  [DECLARATION_STATUS.declared]: 'declared',
  [DECLARATION_STATUS.rejected]: 'review',
};
const outcomeOfStatus = (status: string): DeclarationOutcome => OUTCOME_OF_STATUS[asStatus(status)];

/** The answer for a recorded declaration (new, or found again by its request key). */
export const resultOf = (
  { declaration, policy }: DeclarationWithPolicy,
  balance = policy.balance,
): DeclarationResult => {
  const outcome = outcomeOfStatus(declaration.status);
  const currencyCode = declaration.currencyCode || policy.currencyCode;
  return {
    outcome,
    message: translate(callerLanguage(), `declaration.outcome.${outcome}`, {
      certificateNo: declaration.certificateNo ?? '',
      declarationNo: declaration.declarationNo,
    }),
    declarationNo: declaration.declarationNo,
    certificateNo: declaration.certificateNo,
    status: asStatus(declaration.status),
    ...currencyFields(currencyCode),
    insuredAmount: amountText(declaration.insuredAmount, currencyCode),
    premium: amountText(declaration.premium, currencyCode),
    balance: amountText(balance, policy.currencyCode),
    perShipmentLimit: amountText(policy.perShipmentLimit, policy.currencyCode),
    reviewReasons: reviewReasonTexts(declaration.reviewReasons),
  };
};

/** Over the per-shipment limit or not enough balance: nothing is recorded. */
export const refusalOf = (
  outcome: 'overPerShipmentLimit' | 'insufficientBalance',
  policy: OpenPolicyRow,
  priced: PricedDeclaration,
): DeclarationResult => {
  const currency = currencyFields(policy.currencyCode);
  return {
    outcome,
    message: translate(callerLanguage(), `declaration.outcome.${outcome}`, {
      currency: currency.currency,
      limit: amountText(policy.perShipmentLimit, policy.currencyCode),
      balance: amountText(policy.balance, policy.currencyCode),
    }),
    declarationNo: null,
    certificateNo: null,
    status: null,
    ...currency,
    insuredAmount: amountText(priced.insuredAmount, policy.currencyCode),
    premium: amountText(priced.premium, policy.currencyCode),
    balance: amountText(policy.balance, policy.currencyCode),
    perShipmentLimit: amountText(policy.perShipmentLimit, policy.currencyCode),
    reviewReasons: [],
  };
};

/** The underwriter's comment on a decided declaration, as an optional field of its row. */
const reviewCommentField = (comment: string | null): Pick<DeclarationRow, 'reviewComment'> =>
  comment === null ? {} : { reviewComment: comment };

/** Who held a draft sent by the customer's system (issue 45): only on held drafts. */
const heldField = (declaration: DeclarationWithPolicy['declaration']) =>
  declaration.heldSource === null || declaration.status !== DECLARATION_STATUS.draft
    ? {}
    : { held: { ruleName: declaration.heldRuleName, source: declaration.heldSource } };

export const toDeclarationRow = ({ declaration, policy }: DeclarationWithPolicy): DeclarationRow => {
  const currencyCode = declaration.currencyCode || policy.currencyCode;
  return {
    declarationNo: declaration.declarationNo,
    certificateNo: declaration.certificateNo,
    status: asStatus(declaration.status),
    statusName: labelOf(DECLARATION_STATUSES, declaration.status, callerLanguage()),
    policyNo: policy.policyNo,
    productName: productName(policy.productCode),
    insuredName: policy.insuredName,
    goodsDescription: declaration.goodsDescription,
    invoiceNo: declaration.invoiceNo,
    billOfLadingNo: declaration.billOfLadingNo,
    conveyance: declaration.conveyance,
    loadingPort: declaration.loadingPort,
    dischargePort: declaration.dischargePort,
    sailingDate: declaration.sailingDate,
    declarationDate: declaration.declarationDate,
    ...currencyFields(currencyCode),
    invoiceAmount: amountText(declaration.invoiceAmount, currencyCode),
    insuredAmount: amountText(declaration.insuredAmount, currencyCode),
    premium: amountText(declaration.premium, currencyCode),
    batchId: declaration.batchId === null ? null : String(declaration.batchId),
    reviewReasons: reviewReasonTexts(declaration.reviewReasons),
    ...reviewCommentField(declaration.reviewComment),
    ...heldField(declaration),
  };
};

export const toDeclarationDetail = (found: DeclarationWithPolicy): DeclarationDetail => {
  const { declaration } = found;
  return {
    ...toDeclarationRow(found),
    correctionType: declaration.correctionType,
    marks: declaration.marks,
    viaPort: declaration.viaPort,
    departureCountry: declaration.departureCountry,
    destinationCountry: declaration.destinationCountry,
    ...declaredTerms(declaration),
    invoiceCurrency: declaration.currencyCode,
    // The amount as typed: a draft's form is refilled with it.
    invoiceAmount: declaration.invoiceAmountText || null,
    additionPercent: declaration.additionPercent,
    ratePercent: declaration.ratePpm === null ? '' : formatPercent(declaration.ratePpm),
    ...declaredPrinting(declaration),
  };
};
