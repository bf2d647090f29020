import type {
  CargoAccountInfo,
  SendSmsRequest,
  SendSmsResponse,
  UpdateCargoInfoRequest,
  UpdateCustomerPhoneRequest,
  UpdateCustomerPhoneResponse,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
} from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/request.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** Under the session key: dropped on logout and session end. */
export const accountQueryKeys = {
  company: [...SESSION_QUERY_KEY, 'account', 'company'],
} as const;

/** POST /company/queryCarGo: both company names come in one answer, so no refetch on a language switch. */
export const companyInfoQuery = () =>
  queryOptions({
    queryKey: accountQueryKeys.company,
    queryFn: () => gateway.post<CargoAccountInfo>('/company/queryCarGo', {}, { loading: false }),
    meta: { languageNeutral: true },
  });

export const updateCompanyContacts = (request: UpdateCargoInfoRequest) =>
  gateway.post<CargoAccountInfo>('/company/updaCarGoInfo', request, { loading: false });

export const updatePassword = (request: UpdatePasswordRequest) =>
  gateway.post<UpdatePasswordResponse>('/cargo/user/updatePassword', request, { loading: false });

export const sendBindingCode = (request: SendSmsRequest) =>
  gateway.post<SendSmsResponse>('/sms/sendMsg', request, { loading: false });

export const bindPhone = (request: UpdateCustomerPhoneRequest) =>
  gateway.post<UpdateCustomerPhoneResponse>('/cargo/user/updateCustomerPhone', request, { loading: false });

/** 13800138000 → 138****8000: a bound number is shown, not spelled out. */
export const maskMobile = (mobile: string): string =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export const ACCOUNT_TABS = { company: '0', phone: '1', password: '2' } as const;
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
