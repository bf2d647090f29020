import { z } from 'zod';
import {
  ZBaseDataRequest,
  ZBaseDataResponse,
  ZBaseOption,
  ZCityCountyQuery,
  ZPortsQuery,
  ZStatesQuery,
} from '../schemas/basedata.ts';
import {
  ZDisasterWarning,
  ZDisasterWarningQuery,
  ZGoodsCategorySuggestion,
  ZGoodsRecognitionRequest,
  ZInsuredStatement,
  ZInsuredStatementQuery,
  ZParseAddressQuery,
  ZParsedAddress,
  ZPortNameQuery,
  ZPunishState,
  ZPunishStateQuery,
  ZShipInfo,
  ZShipInfoRequest,
  ZSpecialPromise,
  ZSpecialPromiseQuery,
  ZSurveyAgent,
  ZSurveyAgentQuery,
} from '../schemas/basedata-lookups.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

const ZBaseOptions = z.array(ZBaseOption);

/**
 * Base data (SPEC §3 "Base-data option lists", §7): for logged-in users, except the provinces that the
 * public reservation page offers as servicing branches.
 */
export const basedataEndpoints = {
  optionLists: endpoint({
    ...portalFirstScreenCalls.optionLists,
    access: customerAccess.read,
    body: ZBaseDataRequest,
    response: ZBaseDataResponse,
    summary: 'Several option lists by list code; an unknown code is refused by name',
  }),
  provinces: endpoint({
    method: 'GET',
    path: '/cargo/basedata/provinces',
    access: 'public',
    response: ZBaseOptions,
    summary: 'The provinces (servicing branches of the public reservation page)',
  }),
  continents: endpoint({
    method: 'GET',
    path: '/cargo/basedata/continents',
    access: customerAccess.read,
    response: ZBaseOptions,
    summary: 'The continents',
  }),
  currencies: endpoint({
    method: 'GET',
    path: '/cargo/basedata/currency',
    access: customerAccess.read,
    response: ZBaseOptions,
    summary: 'The currencies',
  }),
  countries: endpoint({
    method: 'GET',
    path: '/cargo/basedata/states',
    access: customerAccess.read,
    query: ZStatesQuery,
    response: ZBaseOptions,
    summary: 'The countries of a continent',
  }),
  citiesOrDistricts: endpoint({
    method: 'GET',
    path: '/cargo/basedata/cityCounty',
    access: customerAccess.read,
    query: ZCityCountyQuery,
    response: ZBaseOptions,
    summary: 'The cities of a province, or with a city code the districts of that city',
  }),
  ports: endpoint({
    method: 'GET',
    path: '/cargo/basedata/ports',
    access: customerAccess.read,
    query: ZPortsQuery,
    response: ZBaseOptions,
    summary: 'Ports of a country, narrowed by a keyword on code or name (at most 50)',
  }),
  surveyAgents: endpoint({
    method: 'GET',
    path: '/cargo/basedata/surveyAgent',
    access: customerAccess.read,
    query: ZSurveyAgentQuery,
    response: z.array(ZSurveyAgent),
    summary: 'Survey (and claims) agents of a country, given as country or port code',
  }),
  specialPromises: endpoint({
    method: 'GET',
    path: '/cargo/basedata/specialPromise',
    access: customerAccess.read,
    query: ZSpecialPromiseQuery,
    response: z.array(ZSpecialPromise),
    summary:
      "Special agreements (fixed, semi-fixed) offered for a product of the account, in the caller's language",
  }),
  portNames: endpoint({
    method: 'GET',
    path: '/cargo/basedata/portName',
    access: customerAccess.read,
    query: ZPortNameQuery,
    response: ZBaseOptions,
    summary: 'Ports of every country by code or name (at most 50)',
  }),
  punishState: endpoint({
    method: 'GET',
    path: '/cargo/basedata/isPunishState',
    access: customerAccess.read,
    query: ZPunishStateQuery,
    response: ZPunishState,
    summary: "Whether a party (by name or ID number) is under the insurer's punish state today",
  }),
  cancelReasonTypes: endpoint({
    method: 'GET',
    path: '/cargo/basedata/cancelNumberType',
    access: customerAccess.read,
    response: ZBaseOptions,
    summary: 'The kinds of cancellation (reasons a policy or application is cancelled)',
  }),
  goodsRecognition: endpoint({
    method: 'POST',
    path: '/cargo/basedata/cargoRiskDepictRecognition',
    access: customerAccess.read,
    body: ZGoodsRecognitionRequest,
    response: z.array(ZGoodsCategorySuggestion),
    summary: 'Goods category suggestions (at most 3) for a goods description, by keywords',
  }),
  parseAddress: endpoint({
    method: 'GET',
    path: '/cargo/basedata/getParseAddress',
    access: customerAccess.read,
    query: ZParseAddressQuery,
    response: ZParsedAddress,
    summary: 'A free Chinese address split into province, city and district codes',
  }),
  shipInfo: endpoint({
    method: 'POST',
    path: '/cargo/query/queryShipInfo',
    access: customerAccess.read,
    body: ZShipInfoRequest,
    response: z.array(ZShipInfo),
    summary:
      'Vessels of the register by IMO number or name (at most 20), with age, class and the ship-age rule',
  }),
  disasterWarnings: endpoint({
    method: 'GET',
    path: '/cargo/basedata/naturalDisasterWarning',
    access: customerAccess.read,
    query: ZDisasterWarningQuery,
    response: z.array(ZDisasterWarning),
    summary:
      "Natural-disaster warnings in force on the departure day at the route's ports or their countries",
  }),
  insuredStatement: endpoint({
    method: 'GET',
    path: '/cargo/customs/getInsuredStatement',
    access: customerAccess.read,
    query: ZInsuredStatementQuery,
    response: ZInsuredStatement,
    summary: "The insured's customs statement for a product of the account, in the caller's language",
  }),
};
