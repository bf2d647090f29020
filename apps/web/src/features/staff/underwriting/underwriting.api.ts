import type {
  CorrectionDecisionRequest,
  DeclarationDecisionRequest,
  StaffApplicationDecision,
  ZApplicationQueueQuery,
  ZCorrectionQueueQuery,
  ZDeclarationQueueQuery,
} from '@cargo/domain';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../../api/session.api.ts';

/** Calls of the underwriter's queue (server: apps/server/src/features/staff). */
const KEY = [...SESSION_QUERY_KEY, 'underwriting'] as const;
export const underwritingKeys = {
  all: KEY,
  application: (id: number) => [...KEY, 'application', id] as const,
};

export type ApplicationQueueQuery = z.output<typeof ZApplicationQueueQuery>;

export const applicationQueueQuery = (query: ApplicationQueueQuery) =>
  queryOptions({
    queryKey: [...KEY, 'queue', query] as const,
    queryFn: ({ signal }) => call(staffEndpoints.applicationQueue, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const applicationReviewQuery = (id: number) =>
  queryOptions({
    queryKey: underwritingKeys.application(id),
    queryFn: ({ signal }) => call(staffEndpoints.applicationReview, { id }, { loading: false, signal }),
  });

export const decideApplication = (id: number, decision: StaffApplicationDecision) =>
  call(staffEndpoints.decideApplication, { id, ...decision }, { hideError: true });

export type DeclarationQueueQuery = z.output<typeof ZDeclarationQueueQuery>;
export type CorrectionQueueQuery = z.output<typeof ZCorrectionQueueQuery>;

export const declarationQueueQuery = (query: DeclarationQueueQuery) =>
  queryOptions({
    queryKey: [...KEY, 'declarations', query] as const,
    queryFn: ({ signal }) => call(staffEndpoints.declarationQueue, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const declarationReviewQuery = (declarationNo: string) =>
  queryOptions({
    queryKey: [...KEY, 'declaration', declarationNo] as const,
    queryFn: ({ signal }) =>
      call(staffEndpoints.declarationReview, { id: declarationNo }, { loading: false, signal }),
  });

export const decideDeclaration = (declarationNo: string, decision: DeclarationDecisionRequest) =>
  call(declarationEndpoints.decideDeclaration, { id: declarationNo, ...decision }, { hideError: true });

export const correctionQueueQuery = (query: CorrectionQueueQuery) =>
  queryOptions({
    queryKey: [...KEY, 'corrections', query] as const,
    queryFn: ({ signal }) => call(staffEndpoints.correctionQueue, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const correctionReviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'correction', id] as const,
    queryFn: ({ signal }) => call(staffEndpoints.correctionReview, { id }, { loading: false, signal }),
  });

export const decideCorrection = (id: number, decision: CorrectionDecisionRequest) =>
  call(correctionEndpoints.decideCorrection, { id, ...decision }, { hideError: true });
