import type { CorrectionListQuery, CorrectionPreviewRequest, CorrectionRequest } from '@cargo/domain';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of policy corrections (server: apps/server/src/features/correction). Every key lives under the
 * session key, so logout, a session end or an account switch drops it.
 */
const CORRECTION_KEY = [...SESSION_QUERY_KEY, 'correction'] as const;

export const correctionKeys = {
  all: CORRECTION_KEY,
  able: (policyNo: string) => [...CORRECTION_KEY, 'able', policyNo] as const,
  preview: (request: CorrectionPreviewRequest | undefined) =>
    [...CORRECTION_KEY, 'preview', request] as const,
  list: (query: CorrectionListQuery) => [...CORRECTION_KEY, 'list', query] as const,
};

/** GET correct/able/{policyNo}: whether and how the policy may be corrected now; the page shows failures. */
export const correctabilityQuery = (policyNo: string) =>
  queryOptions({
    queryKey: correctionKeys.able(policyNo),
    queryFn: ({ signal }) =>
      call(correctionEndpoints.correctability, { policyNo }, { hideError: true, loading: false, signal }),
    // The facts must be today's: a correction made elsewhere changes them.
    staleTime: 0,
  });

/** POST correct/preview: the price and outcome of a correction, nothing stored; errors go to the panel. */
export const previewCorrectionQuery = (request: CorrectionPreviewRequest | undefined) =>
  queryOptions({
    queryKey: correctionKeys.preview(request),
    queryFn:
      request === undefined
        ? skipToken
        : ({ signal }) =>
            call(correctionEndpoints.previewCorrection, request, { hideError: true, loading: false, signal }),
    staleTime: 30_000,
  });

/** POST correct/apply: the same `requestKey` on a retry answers the correction already made. */
export const applyCorrection = (request: CorrectionRequest & { requestKey: string }) =>
  call(correctionEndpoints.applyCorrection, request, { hideError: true, loading: false });

/** POST getEdrProcessListByExternal: the account's correction applications, newest first. */
export const correctionsQuery = (query: CorrectionListQuery) =>
  queryOptions({
    queryKey: correctionKeys.list(query),
    queryFn: ({ signal }) => call(correctionEndpoints.listCorrections, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** POST correct/cancel: withdraws a correction under review (E1 → E4). */
export const withdrawCorrection = ({ id, correctionNo }: { id: number; correctionNo: string }) =>
  call(correctionEndpoints.withdrawCorrection, { id }, { documentNo: correctionNo });

/** POST deleteEdrProcess: deletes a rejected or withdrawn correction for good. */
export const deleteCorrection = ({ id, correctionNo }: { id: number; correctionNo: string }) =>
  call(correctionEndpoints.deleteCorrection, { id }, { documentNo: correctionNo });
