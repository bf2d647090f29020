import type {
  ApplicationListQuery,
  ApplicationView,
  ApplyPolicyRequest,
  ApplyResult,
  DraftListQuery,
  Page,
  PolicyListRow,
  ReviewRecord,
  StatusChangeResult,
  TempApplyRequest,
  TempApplyResult,
} from '@cargo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/request.ts';
import { insuringKeys } from '../quotation/quotation.api.ts';

/** Which load call opens a saved form: drafts (B1) and applications pending modification (B5). */
export type SavedFormKind = 'draft' | 'application';

const LOAD_URL: Record<SavedFormKind, string> = {
  draft: '/cargo/apply/tempPolicyToApplyPageTableInit',
  application: '/cargo/apply/applyPolicyToApplyPageTableInit',
};

/** A draft or an application loaded into the form. */
export const applicationViewQuery = (kind: SavedFormKind, id: number) =>
  queryOptions({
    queryKey: insuringKeys.application(id),
    queryFn: ({ signal }) =>
      gateway.post<ApplicationView>(LOAD_URL[kind], { id }, { loading: false, signal }),
    // The form is initialised once from this; it must not change under the user's hands.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/**
 * POST tempApply: creates (with `requestKey`) or updates (with `id`) a draft. The form shows a refusal:
 * the fields it names next to them, anything else in the error dialog.
 */
export const saveDraft = (request: TempApplyRequest) =>
  gateway.post<TempApplyResult>('/cargo/apply/tempApply', request, { loading: false, hideError: true });

/** POST applyPolicy: the server prices again, underwrites and answers B3 or B4 (refusals: as saveDraft). */
export const submitApplication = (request: ApplyPolicyRequest) =>
  gateway.post<ApplyResult>('/cargo/apply/applyPolicy', request, { loading: false, hideError: true });

export const deleteDraft = (id: number, voucherNo: string) =>
  gateway.post<null>('/cargo/apply/deleteTempInsurancePolicy', { id }, { documentNo: voucherNo });

/** POST deletePolicyApply: cancels an unpaid application for good. */
export const cancelApplication = (id: number, voucherNo: string) =>
  gateway.post<StatusChangeResult>('/cargo/apply/deletePolicyApply', { id }, { documentNo: voucherNo });

/** An application pending review or payment goes back to pending modification. */
export const withdrawApplication = (id: number, voucherNo: string) =>
  gateway.post<StatusChangeResult>(`/cargo/apply/withdraw/${id}`, {}, { documentNo: voucherNo });

export const draftsQuery = (query: DraftListQuery) =>
  queryOptions({
    queryKey: insuringKeys.drafts(query),
    queryFn: ({ signal }) =>
      gateway.post<Page<PolicyListRow>>('/cargo/query/queryTempInsurancePolicy', query, {
        loading: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const applicationsQuery = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: insuringKeys.applications(query),
    queryFn: ({ signal }) =>
      gateway.post<Page<PolicyListRow>>('/cargo/query/queryPolicyApplyList', query, {
        loading: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const reviewRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: insuringKeys.reviewRecords(id),
    queryFn: ({ signal }) =>
      gateway.post<ReviewRecord[]>(
        `/cargo/query/queryReviewRecordByApplyPolicyNo/${id}`,
        {},
        { loading: false, signal },
      ),
  });
