import type {
  MaintenanceScheduleBody,
  NoticeListQuery,
  NoticePublishBody,
  ResendBody,
  SwitchSetBody,
  UndeliveredQuery,
  UsageListQuery,
} from '@cargo/domain';
import { operationsEndpoints } from '@cargo/domain/api/operations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../../api/session.api.ts';

/** Calls of the back office's operations desk (server: apps/server/src/features/operations). */
const OPERATIONS_KEY = [...SESSION_QUERY_KEY, 'operations'] as const;

export const operationsKeys = {
  all: OPERATIONS_KEY,
  accounts: [...OPERATIONS_KEY, 'accounts'] as const,
  notices: [...OPERATIONS_KEY, 'notices'] as const,
  noticeList: (query: NoticeListQuery) => [...OPERATIONS_KEY, 'notices', query] as const,
  switches: [...OPERATIONS_KEY, 'switches'] as const,
  usage: (query: UsageListQuery) => [...OPERATIONS_KEY, 'usage', query] as const,
  undelivered: [...OPERATIONS_KEY, 'undelivered'] as const,
  undeliveredList: (query: UndeliveredQuery) => [...OPERATIONS_KEY, 'undelivered', query] as const,
};

export const accountChoicesQuery = () =>
  queryOptions({
    queryKey: operationsKeys.accounts,
    queryFn: ({ signal }) => call(operationsEndpoints.accountChoices, {}, { loading: false, signal }),
    staleTime: 5 * 60_000,
  });

export const noticesQuery = (query: NoticeListQuery) =>
  queryOptions({
    queryKey: operationsKeys.noticeList(query),
    queryFn: ({ signal }) => call(operationsEndpoints.listNotices, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** Publishes a notice; field refusals go back to the form. */
export const publishNotice = (body: NoticePublishBody) =>
  call(operationsEndpoints.publishNotice, body, { loading: false, hideError: true });

export const switchesQuery = () =>
  queryOptions({
    queryKey: operationsKeys.switches,
    queryFn: ({ signal }) => call(operationsEndpoints.listSwitches, {}, { loading: false, signal }),
  });

export const setSwitch = (body: SwitchSetBody) =>
  call(operationsEndpoints.setSwitch, body, { loading: false, hideError: true });

export const scheduleMaintenance = (body: MaintenanceScheduleBody) =>
  call(operationsEndpoints.scheduleMaintenance, body, { loading: false, hideError: true });

export const endMaintenance = () => call(operationsEndpoints.endMaintenance, {}, { loading: false });

export const usageQuery = (query: UsageListQuery) =>
  queryOptions({
    queryKey: operationsKeys.usage(query),
    queryFn: ({ signal }) => call(operationsEndpoints.openPolicyUsage, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

export const undeliveredQuery = (query: UndeliveredQuery) =>
  queryOptions({
    queryKey: operationsKeys.undeliveredList(query),
    queryFn: ({ signal }) => call(operationsEndpoints.undeliveredMessages, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** Sends an undelivered message again; a refusal (no longer undelivered) is shown by the caller. */
export const resendMessage = (body: ResendBody) =>
  call(operationsEndpoints.resendMessage, body, { loading: false, hideError: true });
