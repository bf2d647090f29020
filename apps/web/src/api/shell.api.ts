import type {
  BaseDataListCode,
  BaseOption,
  ChooseUserRequest,
  GrayStatus,
  LimitStatus,
  SwitchRecord,
} from '@cargo/domain';
import type { accountEndpoints } from '@cargo/domain/api/account';
import type { authEndpoints } from '@cargo/domain/api/auth';
import type { basedataEndpoints } from '@cargo/domain/api/basedata';
import { firstScreenCalls } from '@cargo/domain/api/first-screen-calls';
import type { limitEndpoints } from '@cargo/domain/api/limit';
import { portalFirstScreenCalls } from '@cargo/domain/api/portal-first-screen-calls';
import type { featureSwitchEndpoints } from '@cargo/domain/api/switch';
import { queryOptions } from '@tanstack/react-query';
import { markSessionStarted } from '../lib/session-marker.ts';
import { call } from './endpoint-call.ts';
import { callRoute } from './request.ts';
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

export const userInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.userInfo,
    queryFn: async () => {
      // The shell shows its own spinner: no full-page mask for this one.
      // The parser (zod) downloads beside the call: the first screen's own user info, drawn into the page,
      // comes without it (app/seeded-answers.ts).
      const [data, { toUserInfo }] = await Promise.all([
        callRoute<typeof accountEndpoints.userInfo>(portalFirstScreenCalls.userInfo, {}, { loading: false }),
        import('./user-info.ts'),
      ]);
      markSessionStarted();
      return toUserInfo(data);
    },
    staleTime: 5 * 60_000,
  });

/** Switches account (the user menu); its declaration (zod with it) loads when the user switches. */
export const chooseUser = async (request: ChooseUserRequest) => {
  const { accountEndpoints } = await import('@cargo/domain/api/account');
  return call(accountEndpoints.chooseUser, request);
};

export const phoneLoginQuery = () =>
  queryOptions({
    queryKey: queryKeys.phoneLogin,
    queryFn: async () => {
      try {
        return (await callRoute<typeof authEndpoints.phoneLogin>(firstScreenCalls.phoneLogin, {}, silently))
          .phoneLogin;
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
        return toSwitches(
          await callRoute<typeof featureSwitchEndpoints.switches>(
            portalFirstScreenCalls.switches,
            {},
            silently,
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
    queryFn: async (): Promise<GrayStatus> => {
      try {
        return await callRoute<typeof featureSwitchEndpoints.grayStatus>(
          portalFirstScreenCalls.grayStatus,
          {},
          silently,
        );
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
        return await callRoute<typeof limitEndpoints.limitCheck>(
          portalFirstScreenCalls.limitCheck,
          {},
          silently,
        );
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
      callRoute<typeof basedataEndpoints.optionLists>(
        portalFirstScreenCalls.optionLists,
        { listCodes: [...PORTAL_LIST_CODES] },
        silently,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });
