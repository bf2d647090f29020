import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/endpoint-call.ts';

/** Lookups the application form makes while it is filled (base data beyond the option lists). */
const lookupKeys = {
  ships: (keyword: string) => ['lookups', 'ships', keyword] as const,
  surveyAgents: (areaCode: string) => ['lookups', 'surveyAgents', areaCode] as const,
};

/** Vessels of the register by name or IMO number (2 characters at least). */
export const shipInfoQuery = (keyword: string) =>
  queryOptions({
    queryKey: lookupKeys.ships(keyword),
    queryFn: ({ signal }) =>
      call(basedataEndpoints.shipInfo, { keyword }, { hideError: true, loading: false, signal }),
    enabled: keyword.trim().length >= 2,
    staleTime: 10 * 60_000,
  });

/** The survey agents of the destination's country. */
export const surveyAgentsQuery = (areaCode: string) =>
  queryOptions({
    queryKey: lookupKeys.surveyAgents(areaCode),
    queryFn: ({ signal }) =>
      call(basedataEndpoints.surveyAgents, { areaCode }, { hideError: true, loading: false, signal }),
    enabled: areaCode.length >= 2,
    staleTime: 10 * 60_000,
  });

/** Goods category suggestions for a goods description. */
export const recognizeGoods = (goodsDescription: string) =>
  call(basedataEndpoints.goodsRecognition, { goodsDescription }, { loading: false });
