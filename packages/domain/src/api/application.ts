import { z } from 'zod';
import {
  ZApplyPolicyRequest,
  ZIdParams,
  ZReviewDecisionRequest,
  ZTempApplyRequest,
} from '../schemas/application.ts';
import {
  ZApplicationBatchIdParams,
  ZApplicationBatchQuery,
  ZApplicationBatchResult,
  ZBatchApplyRequest,
} from '../schemas/application-batch.ts';
import {
  ZApplicationListQuery,
  ZApplicationView,
  ZApplyResult,
  ZDraftListQuery,
  ZPolicyListPage,
  ZReviewRecord,
  ZStatusChangeResult,
  ZTempApplyResult,
} from '../schemas/policy.ts';
import { customerAccess, endpoint, MEDIA_TYPES } from './endpoint.ts';

/** Drafts, applications, their enquiries and the underwriting decision (SPEC §7 "Applications", "Queries"). */
export const applicationEndpoints = {
  saveDraft: endpoint({
    method: 'POST',
    path: '/cargo/apply/tempApply',
    access: customerAccess.operate,
    body: ZTempApplyRequest,
    response: ZTempApplyResult,
    summary: 'Creates a draft (B1), or saves a draft or an application pending modification (B5)',
  }),
  submitApplication: endpoint({
    method: 'POST',
    path: '/cargo/apply/applyPolicy',
    access: customerAccess.operate,
    body: ZApplyPolicyRequest,
    response: ZApplyResult,
    summary: 'Submits an application: priced again and underwritten, pending payment (B3) or review (B4)',
  }),
  loadDraft: endpoint({
    method: 'POST',
    path: '/cargo/apply/tempPolicyToApplyPageTableInit',
    access: customerAccess.read,
    body: ZIdParams,
    response: ZApplicationView,
    summary: 'A draft of the account loaded into the form',
  }),
  loadApplication: endpoint({
    method: 'POST',
    path: '/cargo/apply/applyPolicyToApplyPageTableInit',
    access: customerAccess.read,
    body: ZIdParams,
    response: ZApplicationView,
    summary: 'An application of the account loaded into the form',
  }),
  deleteDraft: endpoint({
    method: 'POST',
    path: '/cargo/apply/deleteTempInsurancePolicy',
    access: customerAccess.operate,
    body: ZIdParams,
    response: z.null(),
    summary: 'Deletes a draft (B1) of the account',
  }),
  cancelApplication: endpoint({
    method: 'POST',
    path: '/cargo/apply/deletePolicyApply',
    access: customerAccess.operate,
    body: ZIdParams,
    response: ZStatusChangeResult,
    summary: 'Cancels an unpaid application (B3, B4, B5) for good (B7)',
  }),
  withdrawApplication: endpoint({
    method: 'POST',
    path: '/cargo/apply/withdraw/:id',
    access: customerAccess.operate,
    params: ZIdParams,
    response: ZStatusChangeResult,
    summary: 'An application pending review or payment goes back to pending modification (B5)',
  }),
  listDrafts: endpoint({
    method: 'POST',
    path: '/cargo/query/queryTempInsurancePolicy',
    access: customerAccess.read,
    body: ZDraftListQuery,
    response: ZPolicyListPage,
    summary: "The account's drafts, newest first, ten a page",
  }),
  listSubmittedApplications: endpoint({
    method: 'POST',
    path: '/cargo/query/queryPolicyApplyList',
    access: customerAccess.read,
    body: ZApplicationListQuery,
    response: ZPolicyListPage,
    summary: "The account's applications (B3, B4, B5, H0, B6), newest first, ten a page",
  }),
  listReviewRecords: endpoint({
    method: 'POST',
    path: '/cargo/query/queryReviewRecordByApplyPolicyNo/:id',
    access: customerAccess.read,
    params: ZIdParams,
    response: z.array(ZReviewRecord),
    summary: "An application's history of status changes, oldest first",
  }),
  decideReview: endpoint({
    method: 'POST',
    path: '/cargo/backoffice/review/:id',
    access: { staff: ['underwriter'] },
    params: ZIdParams,
    body: ZReviewDecisionRequest,
    response: ZStatusChangeResult,
    summary: 'An underwriter approves (B3) or rejects (B6) an application under review (B4)',
  }),
};

/** Batch applications (issue 16): an xlsx of many applications, each row its own application. */
export const applicationBatchEndpoints = {
  downloadBatchApplyTemplate: endpoint({
    method: 'GET',
    path: '/cargo/apply/batchApplyTemplate',
    access: customerAccess.read,
    query: ZApplicationBatchQuery,
    response: z.null(),
    answers: 'file',
    mediaType: MEDIA_TYPES.xlsx,
    summary: 'The batch application template (xlsx) of a product, headers in the caller language',
  }),
  uploadBatchApplyList: endpoint({
    method: 'POST',
    path: '/cargo/apply/uploadBatchApplyList',
    access: customerAccess.operate,
    query: ZApplicationBatchQuery,
    upload: true,
    response: ZApplicationBatchResult,
    summary: 'Checks every row of a batch application file like a single submit; nothing is created yet',
  }),
  batchApplyPolicy: endpoint({
    method: 'POST',
    path: '/cargo/apply/batchApplyPolicy',
    access: customerAccess.operate,
    body: ZBatchApplyRequest,
    response: ZApplicationBatchResult,
    summary: 'Creates one application per valid row of a checked batch, all or none, idempotent by key',
  }),
  downloadBatchApplyErrors: endpoint({
    method: 'GET',
    path: '/cargo/apply/batchApply/:batchId/errors',
    access: customerAccess.read,
    params: ZApplicationBatchIdParams,
    response: z.null(),
    answers: 'file',
    mediaType: MEDIA_TYPES.xlsx,
    summary: 'The invalid rows of a batch application file as uploaded, each with its errors (xlsx)',
  }),
};
