import type {
  ApplicationListQuery,
  ApplyPolicyRequest,
  DraftListQuery,
  TempApplyRequest,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { insuringKeys } from '../../api/insuring.api.ts';

/** Which load call opens a saved form: drafts (B1) and applications pending modification (B5). */
export type SavedFormKind = 'draft' | 'application';

const LOAD = {
  draft: applicationEndpoints.loadDraft,
  application: applicationEndpoints.loadApplication,
} as const;

/** A draft or an application loaded into the form. */
export const applicationViewQuery = (kind: SavedFormKind, id: number) =>
  queryOptions({
    queryKey: insuringKeys.application(id),
    queryFn: ({ signal }) => call(LOAD[kind], { id }, { loading: false, signal }),
    // The form is initialised once from this; it must not change under the user's hands.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/**
 * POST tempApply: creates (with `requestKey`) or updates (with `id`) a draft. The form shows a refusal:
 * the fields it names next to them, anything else in the error dialog.
 */
export const saveDraft = (request: TempApplyRequest) =>
  call(applicationEndpoints.saveDraft, request, { loading: false, hideError: true });

/** POST applyPolicy: the server prices again, underwrites and answers B3 or B4 (refusals: as saveDraft). */
export const submitApplication = (request: ApplyPolicyRequest) =>
  call(applicationEndpoints.submitApplication, request, { loading: false, hideError: true });

export const deleteDraft = (id: number, voucherNo: string) =>
  call(applicationEndpoints.deleteDraft, { id }, { documentNo: voucherNo });

/** POST deletePolicyApply: cancels an unpaid application for good. */
export const cancelApplication = (id: number, voucherNo: string) =>
  call(applicationEndpoints.cancelApplication, { id }, { documentNo: voucherNo });

/** An application pending review or payment goes back to pending modification. */
export const withdrawApplication = (id: number, voucherNo: string) =>
  call(applicationEndpoints.withdrawApplication, { id }, { documentNo: voucherNo });

export const draftsQuery = (query: DraftListQuery) =>
  queryOptions({
    queryKey: insuringKeys.drafts(query),
    queryFn: ({ signal }) => call(applicationEndpoints.listDrafts, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const applicationsQuery = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: insuringKeys.applications(query),
    queryFn: ({ signal }) =>
      call(applicationEndpoints.listSubmittedApplications, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const reviewRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: insuringKeys.reviewRecords(id),
    queryFn: ({ signal }) => call(applicationEndpoints.listReviewRecords, { id }, { loading: false, signal }),
  });
