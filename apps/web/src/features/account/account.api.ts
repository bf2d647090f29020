import type {
  SendSmsRequest,
  UpdateCargoInfoRequest,
  UpdateCustomerPhoneRequest,
  UpdatePasswordRequest,
} from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** Under the session key: dropped on logout and session end. */
export const accountQueryKeys = {
  company: [...SESSION_QUERY_KEY, 'account', 'company'],
  sessions: [...SESSION_QUERY_KEY, 'account', 'sessions'],
} as const;

/** Company, user and subordinates; both company names come in one answer: no refetch on a language switch. */
export const companyInfoQuery = () =>
  queryOptions({
    queryKey: accountQueryKeys.company,
    queryFn: () => call(accountEndpoints.companyInfo, {}, { loading: false }),
    meta: { languageNeutral: true },
  });

export const updateCompanyContacts = (request: UpdateCargoInfoRequest) =>
  call(accountEndpoints.updateCompanyContacts, request, { loading: false });

export const updatePassword = (request: UpdatePasswordRequest) =>
  call(accountEndpoints.updatePassword, request, { loading: false });

export const sendBindingCode = (request: SendSmsRequest) =>
  call(accountEndpoints.sendBindingCode, request, { loading: false });

export const bindPhone = (request: UpdateCustomerPhoneRequest) =>
  call(accountEndpoints.bindPhone, request, { loading: false });

/** The user's sessions; the device names come in the caller's language: refetched on a language switch. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountQueryKeys.sessions,
    queryFn: () => call(accountEndpoints.sessions, {}, { loading: false }),
  });

export const endSession = (id: string) => call(accountEndpoints.endSession, { id }, { loading: false });

export const endOtherSessions = () => call(accountEndpoints.endOtherSessions, {}, { loading: false });

/** 13800138000 → 138****8000: a bound number is shown, not spelled out. */
export const maskMobile = (mobile: string): string =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export const ACCOUNT_TABS = {
  company: '0',
  phone: '1',
  password: '2',
  sessions: '3',
  twoFactor: '4',
  sandbox: '5',
} as const;
export type AccountTab = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS];

/**
 * The tab of `?activeKey=` (SPEC §4: 1 after the bind-phone notice). Without one, a user with an initial
 * password starts on the password tab, everyone else on the company tab.
 */
export const resolveAccountTab = (activeKey: string | null, isReset: 'Y' | 'N'): AccountTab => {
  const tabs: readonly string[] = Object.values(ACCOUNT_TABS);
  if (activeKey !== null && tabs.includes(activeKey)) return activeKey as AccountTab;
  return isReset === 'N' ? ACCOUNT_TABS.password : ACCOUNT_TABS.company;
};
