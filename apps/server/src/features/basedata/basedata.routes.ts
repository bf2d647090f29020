import { ZBaseDataRequest, ZCityCountyQuery, ZPortsQuery, ZStatesQuery } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/cargo/basedata', { schema: { body: ZBaseDataRequest } }, async (request) => {
    requireSession(request);
    return ok(request, await findOptionLists(app, request.body.listCodes));
  });
  routes.get('/cargo/basedata/provinces', async (request) => ok(request, await findOptions(app, 'province')));
  routes.get('/cargo/basedata/continents', async (request) => {
    requireSession(request);
    return ok(request, await findOptions(app, 'continent'));
  });
  routes.get('/cargo/basedata/currency', async (request) => {
    requireSession(request);
    return ok(request, await findOptions(app, 'currency'));
  });
  routes.get('/cargo/basedata/states', { schema: { querystring: ZStatesQuery } }, async (request) => {
    requireSession(request);
    return ok(request, await findCountriesOfContinent(app, request.query.continentCode));
  });
  routes.get('/cargo/basedata/cityCounty', { schema: { querystring: ZCityCountyQuery } }, async (request) => {
    requireSession(request);
    return ok(request, await findCitiesOrDistricts(app, request.query));
  });
  routes.get('/cargo/basedata/ports', { schema: { querystring: ZPortsQuery } }, async (request) => {
    requireSession(request);
    return ok(request, await searchPorts(app, request.query));
  });
};
