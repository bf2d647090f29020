import {
  ZBackofficeClaimListQuery,
  ZBackofficeClaimPage,
  ZClaimDetail,
  ZClaimDocumentRequestBody,
  ZClaimReportNoParams,
  ZClaimSettleBody,
  ZClaimSettlement,
  ZClaimStatusChange,
  ZClaimStepBody,
} from '../schemas/claim.ts';
import { endpoint } from './endpoint.ts';

const HANDLING = '/cargo/backoffice/claim';

/** The insurer's claim handling (docs/business-rules.md "Claim lifecycle"); screens come with the back office. */
export const claimHandlingEndpoints = {
  listClaims: endpoint({
    method: 'POST',
    path: `${HANDLING}/list`,
    access: 'underwriter',
    body: ZBackofficeClaimListQuery,
    response: ZBackofficeClaimPage,
    summary: 'Claims of every account, oldest open first',
  }),
  openClaim: endpoint({
    method: 'GET',
    path: `${HANDLING}/:reportNo`,
    access: 'underwriter',
    params: ZClaimReportNoParams,
    response: ZClaimDetail,
    summary: 'A claim as the adjuster sees it',
  }),
  requestDocuments: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/requestDocuments`,
    access: 'underwriter',
    params: ZClaimReportNoParams,
    body: ZClaimDocumentRequestBody,
    response: ZClaimStatusChange,
    summary: 'Asks the customer for documents; they appear on the claim and in its checklist',
  }),
  calculateSettlement: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/settle`,
    access: 'underwriter',
    params: ZClaimReportNoParams,
    body: ZClaimSettleBody,
    response: ZClaimSettlement,
    summary: 'Records the settlement calculation per goods line, the deductible applied (01/02 → 02)',
  }),
  closeClaim: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/close`,
    access: 'underwriter',
    params: ZClaimReportNoParams,
    body: ZClaimStepBody,
    response: ZClaimStatusChange,
    summary: 'Closes a claim (01/02 → 03); closing a reported claim pays nothing',
  }),
  archiveClaim: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/archive`,
    access: 'underwriter',
    params: ZClaimReportNoParams,
    body: ZClaimStepBody,
    response: ZClaimStatusChange,
    summary: 'Archives a closed claim (03 → 04)',
  }),
};
