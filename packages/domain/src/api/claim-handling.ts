import { z } from 'zod';
import {
  ZBackofficeClaimListQuery,
  ZBackofficeClaimPage,
  ZClaimDetail,
  ZClaimDocumentDownloadParams,
  ZClaimDocumentRequestBody,
  ZClaimDocuments,
  ZClaimReportNoParams,
  ZClaimSettleBody,
  ZClaimSettlement,
  ZClaimStatusChange,
  ZClaimStepBody,
} from '../schemas/claim.ts';
import { endpoint, MEDIA_TYPES, type StaffAccess } from './endpoint.ts';

const HANDLING = '/cargo/backoffice/claim';

/** Claims handlers act; auditors read. */
const HANDLERS: StaffAccess = { staff: ['claimsHandler'] };
const READERS: StaffAccess = { staff: ['claimsHandler', 'auditor'] };

/** The insurer's claim handling (docs/business-rules.md "Claim lifecycle"); screens come with the back office. */
export const claimHandlingEndpoints = {
  listClaims: endpoint({
    method: 'POST',
    path: `${HANDLING}/list`,
    access: READERS,
    body: ZBackofficeClaimListQuery,
    response: ZBackofficeClaimPage,
    summary: 'Claims of every account, oldest open first',
  }),
  openClaim: endpoint({
    method: 'GET',
    path: `${HANDLING}/:reportNo`,
    access: READERS,
    params: ZClaimReportNoParams,
    response: ZClaimDetail,
    summary: 'A claim as the adjuster sees it',
  }),
  claimDocuments: endpoint({
    method: 'GET',
    path: `${HANDLING}/:reportNo/documents`,
    access: READERS,
    params: ZClaimReportNoParams,
    response: ZClaimDocuments,
    summary: "A claim's documents and checklist, as the customer sees them",
  }),
  viewDocument: endpoint({
    method: 'GET',
    path: `${HANDLING}/:reportNo/document/:key`,
    access: READERS,
    params: ZClaimReportNoParams.extend(ZClaimDocumentDownloadParams.shape),
    answers: 'file',
    mediaType: MEDIA_TYPES.stored,
    response: z.null(),
    summary: 'A document of the claim, inline (images and PDFs open in the browser)',
  }),
  requestDocuments: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/requestDocuments`,
    access: HANDLERS,
    params: ZClaimReportNoParams,
    body: ZClaimDocumentRequestBody,
    response: ZClaimStatusChange,
    summary: 'Asks the customer for documents; they appear on the claim and in its checklist',
  }),
  calculateSettlement: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/settle`,
    access: HANDLERS,
    params: ZClaimReportNoParams,
    body: ZClaimSettleBody,
    response: ZClaimSettlement,
    summary: 'Records the settlement calculation per goods line, the deductible applied (01/02 → 02)',
  }),
  closeClaim: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/close`,
    access: HANDLERS,
    params: ZClaimReportNoParams,
    body: ZClaimStepBody,
    response: ZClaimStatusChange,
    summary: 'Closes a claim (01/02 → 03); closing a reported claim pays nothing',
  }),
  archiveClaim: endpoint({
    method: 'POST',
    path: `${HANDLING}/:reportNo/archive`,
    access: HANDLERS,
    params: ZClaimReportNoParams,
    body: ZClaimStepBody,
    response: ZClaimStatusChange,
    summary: 'Archives a closed claim (03 → 04)',
  }),
};
