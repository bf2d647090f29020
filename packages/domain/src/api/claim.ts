import { z } from 'zod';
import {
  ZCarrierNoticeQuery,
  ZClaimChecklistEmailQuery,
  ZClaimChecklistEmailResult,
  ZClaimDetail,
  ZClaimDocument,
  ZClaimDocumentDownloadParams,
  ZClaimDocuments,
  ZClaimDocumentTypeRequest,
  ZClaimDocumentUploadFields,
  ZClaimListPage,
  ZClaimListQuery,
  ZClaimReportNoRequest,
  ZClaimSearchRequest,
  ZClaimSearchResult,
} from '../schemas/claim.ts';
import { customerAccess, endpoint, MEDIA_TYPES } from './endpoint.ts';

const CLAIM = '/cargo/claim';

/** Claims enquiry and claim documents (SPEC §7 "Claims": list, cliamDetail, detailsList, sendSbClaimDocEmail). */
export const claimEndpoints = {
  listClaims: endpoint({
    method: 'POST',
    path: `${CLAIM}/list`,
    access: customerAccess.read,
    body: ZClaimListQuery,
    response: ZClaimListPage,
    summary: "The account's claims, last reported first",
  }),
  claimDetail: endpoint({
    method: 'POST',
    path: `${CLAIM}/cliamDetail`,
    access: customerAccess.read,
    body: ZClaimReportNoRequest,
    response: ZClaimDetail,
    summary: 'A claim of the account with its history, settlement and the documents the insurer asked for',
  }),
  claimDocuments: endpoint({
    method: 'POST',
    path: `${CLAIM}/detailsList`,
    access: customerAccess.read,
    body: ZClaimReportNoRequest,
    response: ZClaimDocuments,
    summary: "A claim's documents and the checklist of those expected for its loss",
  }),
  uploadDocument: endpoint({
    method: 'POST',
    path: `${CLAIM}/document/upload`,
    access: customerAccess.operate,
    upload: true,
    query: ZClaimDocumentUploadFields,
    response: ZClaimDocument,
    summary:
      'Stores the document of a type for an open claim (multipart field `file`), replacing an earlier one',
  }),
  deleteDocument: endpoint({
    method: 'POST',
    path: `${CLAIM}/document/delete`,
    access: customerAccess.operate,
    body: ZClaimDocumentTypeRequest,
    response: z.object({ typeCode: z.string() }),
    summary: 'Removes the document of a type from an open claim',
  }),
  downloadDocument: endpoint({
    method: 'GET',
    path: `${CLAIM}/document/download/:key`,
    access: customerAccess.read,
    params: ZClaimDocumentDownloadParams,
    answers: 'file',
    mediaType: MEDIA_TYPES.stored,
    response: z.null(),
    summary: 'A claim document of the account, under its name',
  }),
  emailChecklist: endpoint({
    method: 'POST',
    path: `${CLAIM}/sendSbClaimDocEmail`,
    access: customerAccess.operate,
    query: ZClaimChecklistEmailQuery,
    response: ZClaimChecklistEmailResult,
    summary: "Mails a claim's document checklist, with what is still missing",
  }),
  carrierNotice: endpoint({
    method: 'GET',
    path: `${CLAIM}/carrierNotice`,
    access: customerAccess.read,
    query: ZCarrierNoticeQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary: 'The notice of claim holding the carrier liable (document 34), PDF in Chinese or English',
  }),
  searchClaims: endpoint({
    method: 'POST',
    path: `${CLAIM}/globalSearch`,
    access: customerAccess.read,
    body: ZClaimSearchRequest,
    response: ZClaimSearchResult,
    summary:
      'Up to 10 claims of the account whose report number, policy number or insured contains the keyword',
  }),
};
