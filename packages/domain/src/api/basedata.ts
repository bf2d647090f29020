import { z } from 'zod';
import {
  ZBaseDataRequest,
  ZBaseDataResponse,
  ZBaseOption,
  ZCityCountyQuery,
  ZPortsQuery,
  ZStatesQuery,
} from '../schemas/basedata.ts';
import { endpoint } from './endpoint.ts';

const ZBaseOptions = z.array(ZBaseOption);

/**
 * Base data (SPEC §3 "Base-data option lists", §7): for logged-in users, except the provinces that the
 * public reservation page offers as servicing branches.
 */
export const basedataEndpoints = {
  optionLists: endpoint({
    method: 'POST',
    path: '/cargo/basedata',
    access: 'customer',
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
    access: 'customer',
    response: ZBaseOptions,
    summary: 'The continents',
  }),
  currencies: endpoint({
    method: 'GET',
    path: '/cargo/basedata/currency',
    access: 'customer',
    response: ZBaseOptions,
    summary: 'The currencies',
  }),
  countries: endpoint({
    method: 'GET',
    path: '/cargo/basedata/states',
    access: 'customer',
    query: ZStatesQuery,
    response: ZBaseOptions,
    summary: 'The countries of a continent',
  }),
  citiesOrDistricts: endpoint({
    method: 'GET',
    path: '/cargo/basedata/cityCounty',
    access: 'customer',
    query: ZCityCountyQuery,
    response: ZBaseOptions,
    summary: 'The cities of a province, or with a city code the districts of that city',
  }),
  ports: endpoint({
    method: 'GET',
    path: '/cargo/basedata/ports',
    access: 'customer',
    query: ZPortsQuery,
    response: ZBaseOptions,
    summary: 'Ports of a country, narrowed by a keyword on code or name (at most 50)',
  }),
};
