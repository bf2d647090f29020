import type { ClaimDraftForm, ClaimReportInput, ClaimSubmitRequest, Language } from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { claimReportEndpoints } from '@cargo/domain/api/claim-report';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { call, download } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of reporting a loss (server: apps/server/src/features/claim). Every key lives under the session key,
 * so logout, a session end or an account switch drops it; `claimKeys.all` is the root of every claim call.
 */
const CLAIM_KEY = [...SESSION_QUERY_KEY, 'claim'] as const;

export const claimReportKeys = {
  all: CLAIM_KEY,
  subject: (policyNo: string) => [...CLAIM_KEY, 'report', 'subject', policyNo] as const,
  lossTypes: (policyNo: string) => [...CLAIM_KEY, 'report', 'lossTypes', policyNo] as const,
  causes: (planCode: string, level1Code?: string) =>
    [...CLAIM_KEY, 'report', 'causes', planCode, level1Code ?? ''] as const,
  drafts: [...CLAIM_KEY, 'report', 'drafts'] as const,
  draftPage: (pageNo: number, pageSize: number) =>
    [...CLAIM_KEY, 'report', 'drafts', pageNo, pageSize] as const,
  draft: (draftId: number) => [...CLAIM_KEY, 'report', 'draft', draftId] as const,
};

const quietly = { hideError: true, loading: false } as const;

/** The policy or certificate a loss would be reported on, and whether it may be now; the page shows failures. */
export const claimSubjectQuery = (policyNo: string) =>
  queryOptions({
    queryKey: claimReportKeys.subject(policyNo),
    queryFn: ({ signal }) =>
      call(claimReportEndpoints.reportablePolicy, { policyNo }, { ...quietly, signal }),
    // Whether it may be reported is today's answer.
    staleTime: 0,
  });

/** The loss types the policy's product takes (named in the UI language). */
export const lossTypesQuery = (policyNo: string) =>
  queryOptions({
    queryKey: claimReportKeys.lossTypes(policyNo),
    queryFn: ({ signal }) => call(claimReportEndpoints.lossTypes, { policyNo }, { loading: false, signal }),
    staleTime: 5 * 60_000,
  });

/** Level-1 causes of the plan, or with `level1Code` its level-2 causes. */
export const accidentCausesQuery = (planCode: string, level1Code?: string) =>
  queryOptions({
    queryKey: claimReportKeys.causes(planCode, level1Code),
    queryFn:
      level1Code === ''
        ? skipToken
        : ({ signal }) =>
            level1Code === undefined
              ? call(claimReportEndpoints.level1AccidentCauses, { planCode }, { loading: false, signal })
              : call(
                  claimReportEndpoints.level2AccidentCauses,
                  { planCode, level1Code },
                  { loading: false, signal },
                ),
    staleTime: 5 * 60_000,
  });

/** Base data of the location (no language in the key: both names come in the answer). */
const BASE_KEY = ['baseData', 'claim-location'] as const;
const longLived = { staleTime: Number.POSITIVE_INFINITY, meta: { languageNeutral: true } };

export const provincesQuery = () =>
  queryOptions({
    queryKey: [...BASE_KEY, 'provinces'],
    queryFn: ({ signal }) => call(basedataEndpoints.provinces, {}, { loading: false, signal }),
    ...longLived,
  });

/** The cities of a province, or with `cityCode` the districts of that city; nothing without a province. */
export const citiesOrDistrictsQuery = (provinceCode: string | undefined, cityCode?: string) =>
  queryOptions({
    queryKey: [...BASE_KEY, 'cityCounty', provinceCode ?? '', cityCode ?? ''],
    queryFn: !provinceCode
      ? skipToken
      : ({ signal }) =>
          call(basedataEndpoints.citiesOrDistricts, { provinceCode, cityCode }, { loading: false, signal }),
    ...longLived,
  });

/** A port by its UN/LOCODE (country code and three characters), to show its name; a port typed as text is not looked up. */
export const portQuery = (code: string) =>
  queryOptions({
    queryKey: [...BASE_KEY, 'port', code],
    queryFn: !/^[A-Z]{2}[A-Z0-9]{3}$/.test(code)
      ? skipToken
      : ({ signal }) =>
          call(
            basedataEndpoints.ports,
            { countryCode: code.slice(0, 2), keyword: code },
            { hideError: true, loading: false, signal },
          ),
    ...longLived,
  });

export const continentsQuery = () =>
  queryOptions({
    queryKey: [...BASE_KEY, 'continents'],
    queryFn: ({ signal }) => call(basedataEndpoints.continents, {}, { loading: false, signal }),
    ...longLived,
  });

export const countriesQuery = (continentCode: string | undefined) =>
  queryOptions({
    queryKey: [...BASE_KEY, 'countries', continentCode ?? ''],
    queryFn: !continentCode
      ? skipToken
      : ({ signal }) => call(basedataEndpoints.countries, { continentCode }, { loading: false, signal }),
    ...longLived,
  });

/** What submitting would do (warnings, the carrier notice's last day); writes nothing. Refusals to the form. */
export const checkReport = (report: ClaimReportInput) =>
  call(claimReportEndpoints.checkSubmitReport, report, quietly);

/** Whether the report qualifies for a fast claim, and every reason it does not. */
export const checkFastClaim = (report: ClaimReportInput) =>
  call(claimReportEndpoints.checkFastTrackClaims, report, quietly);

/** Reports the loss; the same `requestKey` on a retry answers the claim already made. */
export const submitReport = ({ fast, ...request }: ClaimSubmitRequest & { fast: boolean }) =>
  call(fast ? claimReportEndpoints.submitFastReport : claimReportEndpoints.submitReport, request, quietly);

/** Keeps the form as a draft: a new one (by `requestKey`) or the draft given. */
export const saveReportDraft = (request: { draftId?: number; requestKey: string; form: ClaimDraftForm }) =>
  call(claimReportEndpoints.saveDraft, request, quietly);

export const draftsQuery = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: claimReportKeys.draftPage(pageNo, pageSize),
    queryFn: ({ signal }) =>
      call(
        claimReportEndpoints.listDrafts,
        { pageNo, pageSize },
        { hideError: true, loading: false, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const draftQuery = (draftId: number) =>
  queryOptions({
    queryKey: claimReportKeys.draft(draftId),
    queryFn: ({ signal }) => call(claimReportEndpoints.getDraft, { draftId }, { ...quietly, signal }),
    // Read once when the form opens: the form, not this answer, holds what is typed from then on.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { languageNeutral: true },
  });

export const deleteReportDraft = (draftId: number) =>
  call(claimReportEndpoints.deleteDraft, { draftId }, { loading: false });

/** The notice of claim to the carrier (document 34), in the language asked. */
export const downloadCarrierNotice = (reportNo: string, language: Language) =>
  download(
    claimEndpoints.carrierNotice,
    { reportNo, language },
    { documentNo: reportNo, fallbackName: `carrier-notice-${reportNo}.pdf` },
  );
