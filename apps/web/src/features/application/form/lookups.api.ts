import { isCodeOf, PRODUCTS } from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type { DisasterWarningQuery } from '@cargo/domain/schemas/basedata-lookups';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/endpoint-call.ts';

/** Lookups the application form makes while it is filled (base data beyond the option lists). */
const lookupKeys = {
  ships: (keyword: string) => ['lookups', 'ships', keyword] as const,
  surveyAgents: (areaCode: string) => ['lookups', 'surveyAgents', areaCode] as const,
  warnings: (route: DisasterWarningQuery) => ['lookups', 'disasterWarnings', route] as const,
  statement: (productCode: string) => ['lookups', 'insuredStatement', productCode] as const,
  promises: (productCode: string) => ['lookups', 'specialPromises', productCode] as const,
  punish: (name: string, idNo: string) => ['lookups', 'punishState', name, idNo] as const,
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

/** Natural-disaster warnings on the route's ports on the departure day. */
export const disasterWarningsQuery = (route: DisasterWarningQuery) =>
  queryOptions({
    queryKey: lookupKeys.warnings(route),
    queryFn: ({ signal }) =>
      call(basedataEndpoints.disasterWarnings, route, { hideError: true, loading: false, signal }),
    enabled: Boolean(route.departurePort || route.destinationPort || route.transitPort),
    staleTime: 10 * 60_000,
  });

/** The insured's customs statement of a product. */
export const insuredStatementQuery = (productCode: string) => {
  const code = isCodeOf(PRODUCTS, productCode) ? productCode : undefined;
  return queryOptions({
    queryKey: lookupKeys.statement(productCode),
    queryFn: ({ signal }) =>
      code === undefined
        ? null
        : call(
            basedataEndpoints.insuredStatement,
            { productCode: code },
            { hideError: true, loading: false, signal },
          ),
    enabled: code !== undefined,
    staleTime: 60 * 60_000,
  });
};

/** The fixed and semi-fixed special agreements offered for a product. */
export const specialPromisesQuery = (productCode: string) => {
  const code = isCodeOf(PRODUCTS, productCode) ? productCode : undefined;
  return queryOptions({
    queryKey: lookupKeys.promises(productCode),
    queryFn: ({ signal }) =>
      code === undefined
        ? []
        : call(
            basedataEndpoints.specialPromises,
            { productCode: code },
            { hideError: true, loading: false, signal },
          ),
    enabled: code !== undefined,
    staleTime: 60 * 60_000,
  });
};

/** Whether a party (name and/or ID number) is under the insurer's punish state. */
export const punishStateQuery = (name: string, idNo: string) =>
  queryOptions({
    queryKey: lookupKeys.punish(name, idNo),
    queryFn: ({ signal }) =>
      call(
        basedataEndpoints.punishState,
        { name: name || undefined, idNo: idNo || undefined },
        { hideError: true, loading: false, signal },
      ),
    enabled: name !== '' || idNo !== '',
    staleTime: 5 * 60_000,
  });
