import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  findCitiesOrDistricts,
  findCountriesOfContinent,
  findOptionLists,
  findOptions,
  searchPorts,
} from './basedata.service.ts';

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
};
