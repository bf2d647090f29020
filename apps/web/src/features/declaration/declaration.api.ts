import type {
  DeclarationDraftRequest,
  DeclarationQuery,
  DeclarationSubmitRequest,
  PendingDeclarationQuery,
} from '@cargo/domain';
import { autoInsureEndpoints } from '@cargo/domain/api/auto-insure';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call, download, upload } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of the transport declaration feature (server: apps/server/src/features/declaration). Every key
 * lives under the session key, so logout, a session end or an account switch drops it.
 */
const DECLARATION_KEY = [...SESSION_QUERY_KEY, 'declaration'] as const;

export const declarationKeys = {
  all: DECLARATION_KEY,
  openPolicies: [...DECLARATION_KEY, 'openPolicies'],
  openPolicy: (policyNo: string) => [...DECLARATION_KEY, 'openPolicy', policyNo],
  detail: (declarationNo: string) => [...DECLARATION_KEY, 'detail', declarationNo],
  query: (query: DeclarationQuery) => [...DECLARATION_KEY, 'query', query],
  pending: (query: PendingDeclarationQuery) => [...DECLARATION_KEY, 'pending', query],
  batch: (batchId: string) => [...DECLARATION_KEY, 'batch', batchId],
} as const;

// Lists and pages draw their own skeletons and spinners: no full-page mask for them.
const quiet = { loading: false } as const;

export const openPoliciesQuery = () =>
  queryOptions({
    queryKey: declarationKeys.openPolicies,
    queryFn: ({ signal }) => call(declarationEndpoints.listOpenPolicies, undefined, { ...quiet, signal }),
  });

export const openPolicyQuery = (policyNo: string) =>
  queryOptions({
    queryKey: declarationKeys.openPolicy(policyNo),
    queryFn: ({ signal }) =>
      call(declarationEndpoints.getOpenPolicy, { policyNo }, { ...quiet, hideError: true, signal }),
  });

export const declarationDetailQuery = (declarationNo: string) =>
  queryOptions({
    queryKey: declarationKeys.detail(declarationNo),
    queryFn: ({ signal }) =>
      call(declarationEndpoints.getDeclaration, { declarationNo }, { ...quiet, hideError: true, signal }),
  });

/** A batch upload: polled every second while its background job is queued or running. */
export const batchQuery = (batchId: string) =>
  queryOptions({
    queryKey: declarationKeys.batch(batchId),
    queryFn: ({ signal }) =>
      call(declarationEndpoints.getBatch, { batchId }, { ...quiet, hideError: true, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });

export const declarationPageQuery = (query: DeclarationQuery) =>
  queryOptions({
    queryKey: declarationKeys.query(query),
    queryFn: ({ signal }) => call(declarationEndpoints.queryDeclarations, query, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });

export const pendingPageQuery = (query: PendingDeclarationQuery) =>
  queryOptions({
    queryKey: declarationKeys.pending(query),
    queryFn: ({ signal }) => call(declarationEndpoints.queryPending, query, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * After a declaration or a draft: the balances and the lists change. A declaration's own detail is left
 * alone, so the form that just submitted a draft keeps showing its result.
 */
export const invalidateAfterDeclaring = (queryClient: QueryClient, policyNo: string) =>
  Promise.all(
    [
      declarationKeys.openPolicies,
      declarationKeys.openPolicy(policyNo),
      [...DECLARATION_KEY, 'query'],
      [...DECLARATION_KEY, 'pending'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

// The writes show their own result views and failure messages (the session end and maintenance rules of
// the wrapper still apply).
export const submitDeclaration = (request: DeclarationSubmitRequest) =>
  call(declarationEndpoints.submitDeclaration, request, { ...quiet, hideError: true });

export const saveDeclarationDraft = (request: DeclarationDraftRequest) =>
  call(declarationEndpoints.saveDraft, request, { ...quiet, hideError: true });

export const deleteDeclarationDraft = (declarationNo: string) =>
  call(declarationEndpoints.deleteDraft, { declarationNo }, { documentNo: declarationNo });

/** The batch template; for a chosen open policy its example row shows that policy. */
export const downloadBatchTemplate = (policyNo?: string) =>
  download(
    declarationEndpoints.downloadBatchTemplate,
    { policyNo },
    { fallbackName: 'declaration-batch-template.xlsx' },
  );

/** Uploads a batch; rows that leave the policy number blank are declared under the chosen policy. */
export const uploadBatchFile = ({ file, policyNo }: { file: File; policyNo?: string }) =>
  upload(declarationEndpoints.uploadBatch, file, { policyNo }, { loading: false, hideError: true });

export const downloadBatchErrors = (batchId: string) =>
  download(
    declarationEndpoints.downloadBatchErrors,
    { batchId },
    { fallbackName: `declaration-errors-${batchId}.xlsx` },
  );

/** A shipment held by an open policy's auto-insure rules: declared like a draft's submit (issue 45). */
export const declareHeldShipment = (declarationNo: string) =>
  call(autoInsureEndpoints.declareHeld, { declarationNo });

/** A held shipment dropped: removed, nothing declared. */
export const dropHeldShipment = (declarationNo: string) =>
  call(autoInsureEndpoints.dropHeld, { declarationNo }, quiet);
