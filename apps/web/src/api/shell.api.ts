import {
  BASE_DATA_LIST_CODES,
  type BaseOption,
  type ChooseUserRequest,
  type UserInfo,
  ZChooseUserRequest,
  ZUserInfo,
} from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { markSessionStarted } from '../lib/session-marker.ts';
import { gateway } from './request.ts';
import { SESSION_QUERY_KEY } from './session.api.ts';

export { logout, SESSION_QUERY_KEY, trackPageView } from './session.api.ts';

export const queryKeys = {
  userInfo: [...SESSION_QUERY_KEY, 'userInfo'],
  phoneLogin: [...SESSION_QUERY_KEY, 'phoneLogin'],
  switches: [...SESSION_QUERY_KEY, 'switches'],
  grayStatus: [...SESSION_QUERY_KEY, 'grayStatus'],
  limitCheck: [...SESSION_QUERY_KEY, 'limitCheck'],
  messageCount: [...SESSION_QUERY_KEY, 'messageCount'],
  baseData: ['baseData'],
} as const;

// ---------------------------------------------------------------------------------------------------
// User (SPEC §3 "User state"; contract: POST /cargo/user/userInfo)

const DEFAULT_USER_INFO: UserInfo = {
  ip: '',
  type: 'COMMON',
  graySign: 'N',
  isReset: 'Y',
  isVip: false,
  language: '',
  storage: '01',
  userName: '',
  companyName: '',
  curUser: {
    accountName: '',
    companyName: '',
    agentPhone: '',
    isRealName: 'Y',
    userName: '',
    email: '',
    phone: '',
  },
  allUser: [],
  menus: [],
};

/** SPEC §8: a user-info parse failure logs and uses defaults — field by field, so valid parts survive. */
export const toUserInfo = (data: unknown): UserInfo => {
  const parsed = ZUserInfo.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(
    'userInfo does not match the contract; using defaults for the invalid fields',
    parsed.error.issues,
  );
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const result: UserInfo = { ...DEFAULT_USER_INFO };
  const target = result as Record<keyof UserInfo, unknown>;
  for (const key of Object.keys(ZUserInfo.shape) as (keyof UserInfo)[]) {
    const field = ZUserInfo.shape[key].safeParse(record[key]);
    if (field.success) target[key] = field.data;
  }
  return result;
};

export const userInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.userInfo,
    queryFn: async () => {
      // The shell shows its own spinner: no full-page mask for this one.
      const data = await gateway.post<unknown>('/cargo/user/userInfo', {}, { loading: false });
      markSessionStarted();
      return toUserInfo(data);
    },
    staleTime: 5 * 60_000,
  });

export const chooseUser = (request: ChooseUserRequest) =>
  gateway.post<{ accountName: string }>('/cargo/user/chooseUser', ZChooseUserRequest.parse(request));

export const phoneLoginQuery = () =>
  queryOptions({
    queryKey: queryKeys.phoneLogin,
    queryFn: async () => {
      try {
        const data = await gateway.get<{ phoneLogin?: unknown }>('/phoneLogin', undefined, {
          hideError: true,
          loading: false,
        });
        return data?.phoneLogin === true;
      } catch {
        return false;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

// ---------------------------------------------------------------------------------------------------
// Switches (SPEC §4: flags default to false on failure; isShow defaults to true)

export interface PortalSwitches {
  shippingStatus: boolean;
  isEnableFastClaim: boolean;
  isBatchDeclaration: boolean;
  grayShipStatus: boolean;
  fastBannerStatus: boolean;
  isHighQualityCustomerStatus: boolean;
  isShow: boolean;
  /** Every switch as the server sent it (values are strings: 'Y'/'N' or numbers). */
  values: Record<string, string>;
}

export const DEFAULT_SWITCHES: PortalSwitches = {
  shippingStatus: false,
  isEnableFastClaim: false,
  isBatchDeclaration: false,
  grayShipStatus: false,
  fastBannerStatus: false,
  isHighQualityCustomerStatus: false,
  isShow: true,
  values: {},
};

const isOn = (value: string | undefined): boolean =>
  value !== undefined && ['Y', '1', 'true'].includes(value);

export const toSwitches = (data: unknown): PortalSwitches => {
  if (typeof data !== 'object' || data === null) return DEFAULT_SWITCHES;
  const values = Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  );
  return {
    shippingStatus: isOn(values.shippingStatus),
    isEnableFastClaim: isOn(values.isEnableFastClaim),
    isBatchDeclaration: isOn(values.isBatchDeclaration),
    grayShipStatus: isOn(values.grayShipStatus),
    fastBannerStatus: isOn(values.fastBannerStatus),
    isHighQualityCustomerStatus: isOn(values.isHighQualityCustomerStatus),
    isShow: values.isShow === undefined ? true : isOn(values.isShow),
    values,
  };
};

export const switchesQuery = () =>
  queryOptions({
    queryKey: queryKeys.switches,
    queryFn: async () => {
      try {
        return toSwitches(
          await gateway.post<unknown>(
            '/cargo/api/switch/getSwitches',
            {},
            { hideError: true, loading: false },
          ),
        );
      } catch {
        return DEFAULT_SWITCHES;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

/** SPEC §2: the vessel-position item is enabled only when the gray-release call allows it. */
export const grayStatusQuery = () =>
  queryOptions({
    queryKey: queryKeys.grayStatus,
    queryFn: async () => {
      try {
        const data = await gateway.post<{ grayShipStatus?: unknown }>(
          '/cargo/api/gray/query',
          {},
          { hideError: true, loading: false },
        );
        return { grayShipStatus: data?.grayShipStatus === true };
      } catch {
        return { grayShipStatus: false };
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

/**
 * SPEC §4: CARGO users get the limit check once; code 88888 makes the wrapper show the maintenance
 * dialog. Other failures stay silent: the check only warns.
 */
export const limitCheckQuery = () =>
  queryOptions({
    queryKey: queryKeys.limitCheck,
    queryFn: async () => {
      try {
        const data = await gateway.post<{ isLimit?: unknown }>(
          '/cargo/limit/isLimit',
          {},
          { hideError: true, loading: false },
        );
        return { isLimit: data?.isLimit === true };
      } catch {
        return { isLimit: false };
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

// ---------------------------------------------------------------------------------------------------
// Base data (SPEC §3 "Base-data option lists"; contract: POST /cargo/basedata)

export type BaseData = Record<string, BaseOption[]>;

const isBaseOption = (value: unknown): value is BaseOption => {
  if (typeof value !== 'object' || value === null) return false;
  const option = value as Record<string, unknown>;
  return typeof option.valueCode === 'string' && typeof option.valueChineseName === 'string';
};

/** SPEC §3: lists sorted by code; port countries by English name; invoice print type 03 first. */
export const sortBaseList = (listCode: string, options: BaseOption[]): BaseOption[] => {
  const sorted = [...options].sort((a, b) =>
    listCode === 'portCountry'
      ? a.valueEnglishName.localeCompare(b.valueEnglishName)
      : a.valueCode.localeCompare(b.valueCode),
  );
  if (listCode !== 'invoicePrintType') return sorted;
  return [
    ...sorted.filter((option) => option.valueCode === '03'),
    ...sorted.filter((o) => o.valueCode !== '03'),
  ];
};

export const toBaseData = (data: unknown): BaseData => {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([listCode, list]) => [
      listCode,
      sortBaseList(
        listCode,
        (Array.isArray(list) ? list : []).filter(isBaseOption).map((option) => ({
          ...option,
          valueEnglishName: typeof option.valueEnglishName === 'string' ? option.valueEnglishName : '',
        })),
      ),
    ]),
  );
};

/** SPEC §4: initialised once per visit and cached; both names are in the answer, so no refetch on language. */
export const baseDataQuery = () =>
  queryOptions({
    queryKey: queryKeys.baseData,
    queryFn: async () =>
      toBaseData(
        await gateway.post<unknown>(
          '/cargo/basedata',
          { listCodes: BASE_DATA_LIST_CODES },
          { hideError: true, loading: false },
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

// ---------------------------------------------------------------------------------------------------
// Messages and tracking

/** The unread count, whatever envelope shape the message service uses (a number or `{ count }`-like). */
export const toUnreadCount = (data: unknown): number => {
  if (typeof data === 'number') return data;
  if (typeof data !== 'object' || data === null) return 0;
  const record = data as Record<string, unknown>;
  for (const key of ['unreadCount', 'count', 'total']) {
    const value = record[key];
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      return Number(value);
  }
  return 0;
};

/** SPEC §2: the bell shows a dot when unread messages exist; a failure just shows no dot. */
export const messageCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.messageCount,
    queryFn: async () => {
      const data = await gateway.post<unknown>(
        '/cargo/message/queryMessageCount',
        { status: '02' },
        { hideError: true, loading: false },
      );
      return toUnreadCount(data);
    },
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
    meta: { languageNeutral: true },
  });
