import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { parseAddress } from './address-parser.ts';
import {
  findCitiesOrDistricts,
  findCountriesOfContinent,
  findOptionLists,
  findOptions,
  searchPorts,
} from './basedata.service.ts';
import {
  findCancelReasonTypes,
  findPortsByName,
  findPunishState,
  findSpecialPromises,
  findSurveyAgents,
} from './basedata-lookups.service.ts';
import { recognizeGoods } from './goods-recognition.ts';
import { findDisasterWarnings, findInsuredStatement } from './route-notices.service.ts';
import { findShips } from './vessel.service.ts';

/**
 * Base data (SPEC §3, §7). Reference data, but only for logged-in users, except the provinces that the
 * public reservation page offers as servicing branches.
 */
export const basedataRoutes = async (app: FastifyInstance) => {
  serve(app, basedataEndpoints.optionLists, ({ body }) => findOptionLists(app, body.listCodes));
  serve(app, basedataEndpoints.provinces, () => findOptions(app, 'province'));
  serve(app, basedataEndpoints.continents, () => findOptions(app, 'continent'));
  serve(app, basedataEndpoints.currencies, () => findOptions(app, 'currency'));
  serve(app, basedataEndpoints.countries, ({ query }) => findCountriesOfContinent(app, query.continentCode));
  serve(app, basedataEndpoints.citiesOrDistricts, ({ query }) => findCitiesOrDistricts(app, query));
  serve(app, basedataEndpoints.ports, ({ query }) => searchPorts(app, query));
  serve(app, basedataEndpoints.surveyAgents, ({ query }) => findSurveyAgents(query.areaCode));
  serve(app, basedataEndpoints.specialPromises, ({ query, session }) =>
    findSpecialPromises(app, session, query),
  );
  serve(app, basedataEndpoints.portNames, ({ query }) => findPortsByName(app, query.keyword));
  serve(app, basedataEndpoints.punishState, ({ query }) => findPunishState(query));
  serve(app, basedataEndpoints.cancelReasonTypes, async () => findCancelReasonTypes());
  serve(app, basedataEndpoints.goodsRecognition, async ({ body }) => recognizeGoods(body.goodsDescription));
  serve(app, basedataEndpoints.shipInfo, ({ body }) => findShips(app, body.keyword));
  serve(app, basedataEndpoints.disasterWarnings, ({ query }) => findDisasterWarnings(query));
  serve(app, basedataEndpoints.insuredStatement, ({ session, query }) =>
    findInsuredStatement(app, session, query.productCode),
  );
  serve(app, basedataEndpoints.parseAddress, ({ query }) => parseAddress(app, query.address));
};
