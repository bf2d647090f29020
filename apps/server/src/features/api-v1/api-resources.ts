import {
  type ApiDeclaration,
  type ApiDeclarationStatus,
  type ApiMoney,
  type ApiOpenPolicy,
  type ApiOpenPolicyUsage,
  DECLARATION_STATUS,
  type DeclarationResult,
  type DeclarationRow,
  type OpenPolicyListItem,
  type OpenPolicyUsage,
} from '@cargo/domain';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';

/** The portal's answers as the customer API's resources (money `{ amount, currency }`, statuses in words). */

const money = (amount: string, currency: string): ApiMoney => ({ amount, currency });
const moneyOrNull = (amount: string | null, currency: string): ApiMoney | null =>
  amount === null ? null : money(amount, currency);

const STATUS_WORDS: Record<string, ApiDeclarationStatus> = {
  [DECLARATION_STATUS.draft]: 'draft',
  [DECLARATION_STATUS.review]: 'under_review',
  [DECLARATION_STATUS.declared]: 'declared',
  [DECLARATION_STATUS.rejected]: 'rejected',
};

const certificateUrlOf = (declarationNo: string | null, certificateNo: string | null) =>
  declarationNo === null || certificateNo === null
    ? null
    : `${API_V1_PREFIX}/declarations/${encodeURIComponent(declarationNo)}/certificate`;

/** A submit's result: declared, under review, or refused (nothing recorded, `reason` says why). */
export const declarationOfResult = (
  result: DeclarationResult,
  policyNo: string,
  shipment: { goodsDescription: string; invoiceNo: string; billOfLadingNo: string },
): ApiDeclaration => {
  const refused = result.status === null;
  return {
    declarationNo: result.declarationNo,
    certificateNo: result.certificateNo,
    status: refused ? 'refused' : (STATUS_WORDS[result.status ?? ''] ?? 'draft'),
    reason: refused || result.status === DECLARATION_STATUS.review ? result.message : null,
    autoInsureRule: null,
    reviewReasons: result.reviewReasons,
    policyNo,
    insuredAmount: moneyOrNull(result.insuredAmount, result.currency),
    premium: moneyOrNull(result.premium, result.currency),
    certificateUrl: certificateUrlOf(result.declarationNo, result.certificateNo),
    declarationDate: null,
    ...shipment,
  };
};

/** A recorded declaration. */
export const declarationOfRow = (row: DeclarationRow): ApiDeclaration => ({
  declarationNo: row.declarationNo,
  certificateNo: row.certificateNo,
  status: row.held === undefined ? (STATUS_WORDS[row.status] ?? 'draft') : 'held',
  reason: row.reviewComment ?? null,
  autoInsureRule: row.held?.ruleName ?? null,
  reviewReasons: row.reviewReasons,
  policyNo: row.policyNo,
  insuredAmount: moneyOrNull(row.insuredAmount, row.currency),
  premium: moneyOrNull(row.premium, row.currency),
  certificateUrl: certificateUrlOf(row.declarationNo, row.certificateNo),
  declarationDate: row.declarationDate,
  goodsDescription: row.goodsDescription,
  invoiceNo: row.invoiceNo,
  billOfLadingNo: row.billOfLadingNo,
});

export const openPolicyOf = (item: OpenPolicyListItem): ApiOpenPolicy => ({
  policyNo: item.policyNo,
  productName: item.productName,
  insuredName: item.insuredName,
  effectiveDate: item.effectiveDate,
  endDate: item.endDate,
  isInForce: item.isInForce,
  totalInsuredAmount: money(item.totalInsuredAmount, item.currency),
  perShipmentLimit: money(item.perShipmentLimit, item.currency),
  balance: money(item.balance, item.currency),
});

export const usageResourceOf = (policyNo: string, usage: OpenPolicyUsage): ApiOpenPolicyUsage => ({
  policyNo,
  totalLimit: money(usage.totalLimit, usage.currency),
  declared: money(usage.declared, usage.currency),
  underReview: money(usage.underReview, usage.currency),
  remaining: money(usage.remaining, usage.currency),
  usedPercent: usage.usedPercent,
});
