import type { ClaimDocumentType, ClaimListQuery, Language } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download, upload } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of the claims enquiry and a claim's detail and documents (server: apps/server/src/features/claim).
 * The keys live under the same root as the report's (`claimReportKeys.all`), under the session key, so
 * logout, a session end or an account switch drops them, and a new report refreshes the enquiry.
 */
const CLAIM_KEY = [...SESSION_QUERY_KEY, 'claim'] as const;

export const claimKeys = {
  all: CLAIM_KEY,
  lists: [...CLAIM_KEY, 'list'] as const,
  list: (query: ClaimListQuery) => [...CLAIM_KEY, 'list', query] as const,
  /** One claim: its detail and its documents. */
  claim: (reportNo: string) => [...CLAIM_KEY, 'claim', reportNo] as const,
  detail: (reportNo: string) => [...CLAIM_KEY, 'claim', reportNo, 'detail'] as const,
  documents: (reportNo: string) => [...CLAIM_KEY, 'claim', reportNo, 'documents'] as const,
};

/** POST claim/list: the account's claims, last reported first. */
export const claimsQuery = (query: ClaimListQuery) =>
  queryOptions({
    queryKey: claimKeys.list(query),
    queryFn: ({ signal }) => call(claimEndpoints.listClaims, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** POST claim/cliamDetail: a claim of the account; "not found" is shown by the page, not a dialog. */
export const claimDetailQuery = (reportNo: string) =>
  queryOptions({
    queryKey: claimKeys.detail(reportNo),
    queryFn: ({ signal }) =>
      call(claimEndpoints.claimDetail, { reportNo }, { hideError: true, loading: false, signal }),
    retry: false,
  });

/** POST claim/detailsList: the claim's documents and its checklist. */
export const claimDocumentsQuery = (reportNo: string) =>
  queryOptions({
    queryKey: claimKeys.documents(reportNo),
    queryFn: ({ signal }) =>
      call(claimEndpoints.claimDocuments, { reportNo }, { hideError: true, loading: false, signal }),
    retry: false,
  });

/** Stores the file as the claim's document of the type (replacing the one before); refusals to the caller. */
export const uploadClaimDocument = (reportNo: string, typeCode: ClaimDocumentType, file: File) =>
  upload(
    claimEndpoints.uploadDocument,
    file,
    { reportNo, typeCode },
    { loading: false, hideError: true, documentNo: reportNo },
  );

export const deleteClaimDocument = (reportNo: string, typeCode: ClaimDocumentType) =>
  call(claimEndpoints.deleteDocument, { reportNo, typeCode }, { loading: false, documentNo: reportNo });

/** Saves a document of the claim under its own name. */
export const downloadClaimDocument = (document: { downloadKey: string; fileName: string }) =>
  download(
    claimEndpoints.downloadDocument,
    { key: document.downloadKey },
    { fallbackName: document.fileName },
  );

/** POST sendSbClaimDocEmail: mails the checklist; refusals (a bad address) go to the dialog. */
export const emailClaimChecklist = (request: { reportNo: string; email: string; policyNo: string }) =>
  call(claimEndpoints.emailChecklist, request, { loading: false, hideError: true });

/** The notice of claim to the carrier (document 34), in the language asked. */
export const downloadCarrierNotice = (reportNo: string, language: Language) =>
  download(
    claimEndpoints.carrierNotice,
    { reportNo, language },
    { documentNo: reportNo, fallbackName: `carrier-notice-${reportNo}.pdf` },
  );
