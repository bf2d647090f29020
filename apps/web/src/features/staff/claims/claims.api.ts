import {
  type BackofficeClaimListQuery,
  type ClaimDocumentType,
  fillPath,
  GATEWAY_PREFIX,
} from '@cargo/domain';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download, fetchDownload } from '../../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../../api/session.api.ts';

/** Calls of the claims handler's screens (server: apps/server/src/features/claim, claim-handling). */
const HANDLING_KEY = [...SESSION_QUERY_KEY, 'claimHandling'] as const;

export const handlingKeys = {
  lists: [...HANDLING_KEY, 'list'] as const,
  list: (query: BackofficeClaimListQuery) => [...HANDLING_KEY, 'list', query] as const,
  claim: (reportNo: string) => [...HANDLING_KEY, 'claim', reportNo] as const,
  detail: (reportNo: string) => [...HANDLING_KEY, 'claim', reportNo, 'detail'] as const,
  documents: (reportNo: string) => [...HANDLING_KEY, 'claim', reportNo, 'documents'] as const,
};

export const handlingListQuery = (query: BackofficeClaimListQuery) =>
  queryOptions({
    queryKey: handlingKeys.list(query),
    queryFn: ({ signal }) => call(claimHandlingEndpoints.listClaims, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const handlingDetailQuery = (reportNo: string) =>
  queryOptions({
    queryKey: handlingKeys.detail(reportNo),
    queryFn: ({ signal }) =>
      call(claimHandlingEndpoints.openClaim, { reportNo }, { hideError: true, loading: false, signal }),
    retry: false,
  });

export const handlingDocumentsQuery = (reportNo: string) =>
  queryOptions({
    queryKey: handlingKeys.documents(reportNo),
    queryFn: ({ signal }) =>
      call(claimHandlingEndpoints.claimDocuments, { reportNo }, { hideError: true, loading: false, signal }),
    retry: false,
  });

/** The inline address of a document (an iframe shows a PDF from it; the portal may frame it). */
export const documentViewUrl = (reportNo: string, key: string) =>
  `${GATEWAY_PREFIX}${fillPath(claimHandlingEndpoints.viewDocument.path, { reportNo, key })}`;

/** The bytes of a document (an image is shown from them). */
export const fetchDocument = (reportNo: string, key: string) =>
  fetchDownload(claimHandlingEndpoints.viewDocument, { reportNo, key }, { loading: false });

/** Saves a document under its own name (a type the browser cannot show). */
export const downloadDocument = (reportNo: string, key: string, fileName: string) =>
  download(claimHandlingEndpoints.viewDocument, { reportNo, key }, { fallbackName: fileName });

/**
 * The claim a step acts on, as the handler saw it: the server refuses the step (409, naming who changed it)
 * when its version has moved on since.
 */
export type SeenClaim = { reportNo: string; version: number };

export const requestDocuments = (
  { reportNo, version }: SeenClaim,
  documents: { typeCode: ClaimDocumentType; note: string }[],
) =>
  call(
    claimHandlingEndpoints.requestDocuments,
    { reportNo, version, documents },
    { loading: false, documentNo: reportNo },
  );

export const settleClaim = (
  { reportNo, version }: SeenClaim,
  body: { lines: { lineNo: number; assessedLoss: string }[]; exchangeRate: string; note: string },
) =>
  call(
    claimHandlingEndpoints.calculateSettlement,
    { reportNo, version, ...body },
    { loading: false, hideError: true },
  );

export const closeClaim = ({ reportNo, version }: SeenClaim, note: string) =>
  call(
    claimHandlingEndpoints.closeClaim,
    { reportNo, version, note },
    { loading: false, documentNo: reportNo },
  );

export const archiveClaim = ({ reportNo, version }: SeenClaim, note: string) =>
  call(
    claimHandlingEndpoints.archiveClaim,
    { reportNo, version, note },
    { loading: false, documentNo: reportNo },
  );
