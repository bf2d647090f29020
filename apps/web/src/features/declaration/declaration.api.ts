import type {
  BaseOption,
  BatchResult,
  DeclarationDetail,
  DeclarationDraftRequest,
  DeclarationPage,
  DeclarationQuery,
  DeclarationResult,
  DeclarationSubmitRequest,
  OpenPolicyDetail,
  OpenPolicyList,
  PendingDeclarationQuery,
} from '@cargo/domain';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { downloadFile, uploadFile } from '../../api/files.ts';
import { gateway } from '../../api/request.ts';
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
  ports: (countryCode: string, keyword: string) => ['basedata', 'ports', countryCode, keyword],
} as const;

// Lists and pages draw their own skeletons and spinners: no full-page mask for them.
const quiet = { loading: false } as const;

export const openPoliciesQuery = () =>
  queryOptions({
    queryKey: declarationKeys.openPolicies,
    queryFn: ({ signal }) =>
      gateway.post<OpenPolicyList>('/cargo/declaration/openPolicy/list', {}, { ...quiet, signal }),
  });

export const openPolicyQuery = (policyNo: string) =>
  queryOptions({
    queryKey: declarationKeys.openPolicy(policyNo),
    queryFn: ({ signal }) =>
      gateway.get<OpenPolicyDetail>(
        `/cargo/declaration/openPolicy/${encodeURIComponent(policyNo)}`,
        undefined,
        {
          ...quiet,
          hideError: true,
          signal,
        },
      ),
  });

export const declarationDetailQuery = (declarationNo: string) =>
  queryOptions({
    queryKey: declarationKeys.detail(declarationNo),
    queryFn: ({ signal }) =>
      gateway.get<DeclarationDetail>(
        `/cargo/declaration/detail/${encodeURIComponent(declarationNo)}`,
        undefined,
        { ...quiet, hideError: true, signal },
      ),
  });

export const declarationPageQuery = (query: DeclarationQuery) =>
  queryOptions({
    queryKey: declarationKeys.query(query),
    queryFn: ({ signal }) =>
      gateway.post<DeclarationPage>('/cargo/declaration/query', query, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });

export const pendingPageQuery = (query: PendingDeclarationQuery) =>
  queryOptions({
    queryKey: declarationKeys.pending(query),
    queryFn: ({ signal }) =>
      gateway.post<DeclarationPage>('/cargo/declaration/pending', query, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /cargo/basedata/ports: at most 50 ports of a country matching the keyword (code or name). */
export const portsQuery = (countryCode: string, keyword: string) =>
  queryOptions({
    queryKey: declarationKeys.ports(countryCode, keyword),
    queryFn: ({ signal }) =>
      gateway.get<BaseOption[]>(
        '/cargo/basedata/ports',
        { countryCode, keyword: keyword || undefined },
        { ...quiet, hideError: true, signal },
      ),
    staleTime: 10 * 60_000,
    meta: { languageNeutral: true },
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
  gateway.post<DeclarationResult>('/cargo/declaration/submit', request, { ...quiet, hideError: true });

export const saveDeclarationDraft = (request: DeclarationDraftRequest) =>
  gateway.post<DeclarationResult>('/cargo/declaration/saveDraft', request, { ...quiet, hideError: true });

export const deleteDeclarationDraft = (declarationNo: string) =>
  gateway.post<null>('/cargo/declaration/deleteDraft', { declarationNo }, { documentNo: declarationNo });

export const downloadCertificate = (declarationNo: string, certificateNo: string | null) =>
  downloadFile(`/cargo/declaration/certificate/${encodeURIComponent(declarationNo)}`, undefined, {
    documentNo: certificateNo ?? declarationNo,
    fallbackName: `certificate-${certificateNo ?? declarationNo}.xlsx`,
  });

/** The batch template; for a chosen open policy its example row shows that policy. */
export const downloadBatchTemplate = (policyNo?: string) =>
  downloadFile('/cargo/declaration/batch/template', policyNo ? { policyNo } : undefined, {
    fallbackName: 'declaration-batch-template.xlsx',
  });

/** Uploads a batch; rows that leave the policy number blank are declared under the chosen policy. */
export const uploadBatchFile = ({ file, policyNo }: { file: File; policyNo?: string }) =>
  uploadFile<BatchResult>('/cargo/declaration/batch/upload', file, {
    query: policyNo ? { policyNo } : undefined,
    loading: false,
    hideError: true,
  });

export const downloadBatchErrors = (batchId: string) =>
  downloadFile(`/cargo/declaration/batch/${encodeURIComponent(batchId)}/errors`, undefined, {
    fallbackName: `declaration-errors-${batchId}.xlsx`,
  });
