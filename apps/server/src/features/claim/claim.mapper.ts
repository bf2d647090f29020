import {
  amountText,
  CLAIM_ACTIONS,
  CLAIM_CASE_STATUSES,
  CLAIM_DOCUMENT_TYPES,
  type ClaimReport,
  type ClaimRow as ClaimRowView,
  type ClaimSettlement,
  type ClaimSubmitResult,
  carrierNoticeDue,
  chinaDateTime,
  claimChecklist,
  LOSS_TYPES,
  labelOf,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import type { ClaimRow, DocumentRequestRow, SettlementRow } from './claim.repository.ts';
import { expectedDocumentsOf, subjectOf } from './claim.subject.ts';
import { subjectNames } from './claim-subject.service.ts';

/** Claim rows as the wire shows them, in the caller's language. */

/** The report as submitted (stored after the domain schema parsed it). */
export const reportOf = (claim: ClaimRow): ClaimReport => claim.report as ClaimReport;

export const claimStatusName = (status: string) => labelOf(CLAIM_CASE_STATUSES, status, callerLanguage());
export const claimActionName = (action: string) => labelOf(CLAIM_ACTIONS, action, callerLanguage());
export const lossTypeName = (code: string) => labelOf(LOSS_TYPES, code, callerLanguage());
export const documentTypeName = (code: string) => labelOf(CLAIM_DOCUMENT_TYPES, code, callerLanguage());

/** An uploaded document's type and when, as the checklist reads it. */
export interface UploadFact {
  readonly claimId: number;
  readonly typeCode: string;
  readonly uploadedAt: Date;
}

/** The insurer's requests and the uploads of one claim (the rows of several claims may be given). */
export interface DocumentFacts {
  readonly requests: readonly DocumentRequestRow[];
  readonly uploads: readonly UploadFact[];
}

/** The checklist of a claim: expected and requested documents, with what is still missing. */
export const checklistOfClaim = (claim: ClaimRow, facts: DocumentFacts) =>
  claimChecklist(
    expectedDocumentsOf(claim),
    facts.requests
      .filter((request) => request.claimId === claim.id)
      .map((request) => ({
        typeCode: request.typeCode,
        note: request.note,
        requestedAt: request.requestedAt.toISOString(),
      })),
    facts.uploads
      .filter((upload) => upload.claimId === claim.id)
      .map((upload) => ({ typeCode: upload.typeCode, uploadedAt: upload.uploadedAt.toISOString() })),
  );

/** The insurer's requests of a claim, each satisfied once a file of its type was uploaded since. */
export const documentRequestViews = (claim: ClaimRow, facts: DocumentFacts) =>
  facts.requests
    .filter((request) => request.claimId === claim.id)
    .map((request) => ({
      typeCode: request.typeCode,
      typeName: documentTypeName(request.typeCode),
      note: request.note,
      requestedAt: chinaDateTime(request.requestedAt),
      satisfied: facts.uploads.some(
        (upload) =>
          upload.claimId === claim.id &&
          upload.typeCode === request.typeCode &&
          upload.uploadedAt >= request.requestedAt,
      ),
    }));

/** '7.0900000000' → '7.09' (numeric comes back with its full scale). */
const trimRate = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

export const toSettlementView = (row: SettlementRow): ClaimSettlement => {
  return {
    currencyCode: row.currencyCode,
    lines: row.lines.map((line) => ({
      lineNo: line.lineNo,
      goodsName: line.goodsName,
      claimedLoss: amountText(line.claimedLoss, row.currencyCode),
      assessedLoss: amountText(line.assessedLoss, row.currencyCode),
    })),
    totalClaimed: amountText(row.totalClaimed, row.currencyCode),
    totalAssessed: amountText(row.totalAssessed, row.currencyCode),
    deductible: amountText(row.deductible, row.currencyCode),
    payable: amountText(row.payable, row.currencyCode),
    cappedBySumInsured: row.cappedBySumInsured,
    exchangeRate: trimRate(row.exchangeRate),
    payableCny: amountText(row.payableCny, 'CNY'),
    note: row.note,
    calculatedAt: chinaDateTime(row.calculatedAt),
  };
};

/** A claim as a list row. */
export const toClaimRow = (
  claim: ClaimRow,
  settlement: SettlementRow | undefined,
  facts: DocumentFacts,
): ClaimRowView => {
  const subject = subjectOf(claim);
  return {
    reportNo: claim.reportNo,
    policyNo: claim.policyNo,
    insuredName: subject.insuredName,
    productName: subjectNames(subject).productName,
    lossType: claim.lossType,
    lossTypeName: lossTypeName(claim.lossType),
    incidentTime: claim.incidentTime,
    reportedAt: chinaDateTime(claim.reportedAt),
    estimatedLoss: amountText(claim.estimatedLoss, claim.estimatedCurrency),
    estimatedCurrency: claim.estimatedCurrency,
    status: claim.status,
    statusName: claimStatusName(claim.status),
    fastClaim: claim.fastClaim,
    payable: settlement ? amountText(settlement.payable, settlement.currencyCode) : null,
    currencyCode: subject.currencyCode,
    missingDocuments: checklistOfClaim(claim, facts).missing,
  };
};

/** What submitting a report answers. */
export const toSubmitResult = (claim: ClaimRow): ClaimSubmitResult => ({
  reportNo: claim.reportNo,
  status: claim.status,
  statusName: claimStatusName(claim.status),
  fastClaim: claim.fastClaim,
  reportedAt: chinaDateTime(claim.reportedAt),
  carrierNoticeDue: carrierNoticeDue(claim.incidentTime),
});

/** A status change of the insurer's handling. */
export const toStatusChange = (claim: ClaimRow) => ({
  reportNo: claim.reportNo,
  status: claim.status,
  statusName: claimStatusName(claim.status),
});
