import {
  type BaseDataListCode,
  type BaseOption,
  type ChooseUserRequest,
  type GrayStatus,
  type LimitStatus,
  type SwitchRecord,
  type UserInfo,
  ZUserInfo,
} from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { authEndpoints } from '@cargo/domain/api/auth';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { limitEndpoints } from '@cargo/domain/api/limit';
import { featureSwitchEndpoints } from '@cargo/domain/api/switch';
import { queryOptions } from '@tanstack/react-query';
import { markSessionStarted } from '../lib/session-marker.ts';
import { call } from './endpoint-call.ts';
import { SESSION_QUERY_KEY } from './session.api.ts';

export { logout, SESSION_QUERY_KEY, trackPageView } from './session.api.ts';

export const queryKeys = {
  userInfo: [...SESSION_QUERY_KEY, 'userInfo'],
  phoneLogin: [...SESSION_QUERY_KEY, 'phoneLogin'],
  switches: [...SESSION_QUERY_KEY, 'switches'],
  grayStatus: [...SESSION_QUERY_KEY, 'grayStatus'],
  limitCheck: [...SESSION_QUERY_KEY, 'limitCheck'],
  baseData: ['baseData'],
} as const;

/** The startup calls that fall back to a default on failure: no error dialog, no loading mask. */
const silently = { hideError: true, loading: false } as const;

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
      const data = await call(accountEndpoints.userInfo, {}, { loading: false });
      markSessionStarted();
      return toUserInfo(data);
    },
    staleTime: 5 * 60_000,
  });

export const chooseUser = (request: ChooseUserRequest) => call(accountEndpoints.chooseUser, request);

export const phoneLoginQuery = () =>
  queryOptions({
    queryKey: queryKeys.phoneLogin,
    queryFn: async () => {
      try {
        return (await call(authEndpoints.phoneLogin, {}, silently)).phoneLogin;
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

export const toSwitches = (values: SwitchRecord): PortalSwitches => ({
  shippingStatus: isOn(values.shippingStatus),
  isEnableFastClaim: isOn(values.isEnableFastClaim),
  isBatchDeclaration: isOn(values.isBatchDeclaration),
  grayShipStatus: isOn(values.grayShipStatus),
  fastBannerStatus: isOn(values.fastBannerStatus),
  isHighQualityCustomerStatus: isOn(values.isHighQualityCustomerStatus),
  isShow: values.isShow === undefined ? true : isOn(values.isShow),
  values,
});

export const switchesQuery = () =>
  queryOptions({
    queryKey: queryKeys.switches,
    queryFn: async () => {
      try {
        return toSwitches(await call(featureSwitchEndpoints.switches, {}, silently));
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
    queryFn: async (): Promise<GrayStatus> => {
      try {
        return await call(featureSwitchEndpoints.grayStatus, {}, silently);
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
    queryFn: async (): Promise<LimitStatus> => {
      try {
        return await call(limitEndpoints.limitCheck, {}, silently);
      } catch {
        return { isLimit: false };
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

// ---------------------------------------------------------------------------------------------------
// Base data (SPEC §3 "Base-data option lists"; contract: POST /cargo/basedata)

/**
 * The lists the portal's screens read from the startup base data. The other lists of SPEC §3 are not asked
 * for: the address cascades fetch a province's cities and a city's districts one at a time (the
 * `citiesOrDistricts` endpoint), and the districts alone were 308 KB of the 478 KB the shell downloaded
 * (issue 14). A screen that reads another list fails the type check until the list is added here.
 */
const PORTAL_LIST_CODES = [
  'packingType',
  'portCountry',
  'port',
  'classificationSociety',
  'courierCompany',
  'datePrintFormat',
] as const satisfies readonly BaseDataListCode[];

export type BaseData = Partial<Record<(typeof PORTAL_LIST_CODES)[number], BaseOption[]>>;

/** SPEC §4: initialised once per visit and cached; both names are in the answer, so no refetch on language. */
export const baseDataQuery = () =>
  queryOptions({
    queryKey: queryKeys.baseData,
    // Each list comes in its one order, fixed by the server's seed (docs/business-rules.md "Base data"):
    // the web shows it as it comes and never sorts it again.
    queryFn: async (): Promise<BaseData> =>
      call(basedataEndpoints.optionLists, { listCodes: [...PORTAL_LIST_CODES] }, silently),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });
