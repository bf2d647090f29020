import {
  type BaseDataListCode,
  type BaseDataResponse,
  type BaseOption,
  type CityCountyQuery,
  isBaseDataListCode,
  PORT_SEARCH_LIMIT,
  type PortsQuery,
  ZBaseOption,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { type BaseOptionRow, findOptionsOfList } from './basedata.repository.ts';

interface OptionList {
  options: readonly BaseOption[];
  byParent: ReadonlyMap<string, readonly BaseOption[]>;
  byCode: ReadonlyMap<string, BaseOption>;
}

/**
 * Lists change only by seed, so each server process keeps a copy in memory. The database stays the
 * source: a copy older than the TTL is read again, so a reseed reaches every process without a restart.
 */
export const BASE_DATA_CACHE_TTL_MS = 10 * 60_000;

interface CacheEntry {
  loadedAt: number;
  list: Promise<OptionList>;
}
/** Keyed by the database handle: every plugin context of one app shares it (and so the cache). */
const caches = new WeakMap<object, Map<BaseDataListCode, CacheEntry>>();

const ZAttributes = ZBaseOption.shape.attributes.unwrap();
const parseAttributes = (json: string) => ZAttributes.parse(JSON.parse(json));

/** One option on the wire; parentCode and attributes only where the list has them. */
const toOption = (row: BaseOptionRow): BaseOption => {
  const attributes = parseAttributes(row.attributes);
  return Object.freeze({
    valueCode: row.valueCode,
    valueChineseName: row.valueChineseName,
    valueEnglishName: row.valueEnglishName,
    ...(row.parentCode ? { parentCode: row.parentCode } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  });
};

const toOptionList = (rows: BaseOptionRow[]): OptionList => {
  const options = Object.freeze(rows.map(toOption));
  const byParent = new Map<string, BaseOption[]>();
  for (const option of options) {
    if (option.parentCode === undefined) continue;
    const siblings = byParent.get(option.parentCode) ?? [];
    siblings.push(option);
    byParent.set(option.parentCode, siblings);
  }
  return { options, byParent, byCode: new Map(options.map((option) => [option.valueCode, option])) };
};

const loadList = (app: FastifyInstance, listCode: BaseDataListCode): Promise<OptionList> => {
  let cache = caches.get(app.db);
  if (!cache) {
    cache = new Map();
    caches.set(app.db, cache);
  }
  const now = Date.now();
  const cached = cache.get(listCode);
  if (cached && now - cached.loadedAt < BASE_DATA_CACHE_TTL_MS) return cached.list;
  const list = findOptionsOfList(app.db, listCode).then(toOptionList);
  const entry = { loadedAt: now, list };
  cache.set(listCode, entry);
  // A failed read is not kept: the next call asks the database again.
  list.catch(() => {
    if (cache.get(listCode) === entry) cache.delete(listCode);
  });
  return list;
};

/** Drops this server's copies, e.g. after the lists were reseeded in this process. */
export const clearBaseDataCache = (app: FastifyInstance) => {
  caches.delete(app.db);
};

/** A list's options (a copy: the cached list stays as loaded). */
export const findOptions = async (
  app: FastifyInstance,
  listCode: BaseDataListCode,
): Promise<BaseOption[]> => [...(await loadList(app, listCode)).options];

const childrenOf = async (
  app: FastifyInstance,
  listCode: BaseDataListCode,
  parentCode: string,
): Promise<BaseOption[]> => [...((await loadList(app, listCode)).byParent.get(parentCode) ?? [])];

/** POST /cargo/basedata: several lists at once; an unknown list code is refused by name. */
export const findOptionLists = async (
  app: FastifyInstance,
  listCodes: string[],
): Promise<BaseDataResponse> => {
  const unknown = listCodes.find((listCode) => !isBaseDataListCode(listCode));
  if (unknown !== undefined) throw badRequest('error.unknownBaseDataList', { listCode: unknown });
  const wanted = [...new Set(listCodes)] as BaseDataListCode[];
  const lists = await Promise.all(wanted.map((listCode) => findOptions(app, listCode)));
  return Object.fromEntries(wanted.map((listCode, index) => [listCode, lists[index]!]));
};

/** Countries of a continent (GET /cargo/basedata/states). */
export const findCountriesOfContinent = (app: FastifyInstance, continentCode: string) =>
  childrenOf(app, 'portCountry', continentCode.toUpperCase());

/**
 * GET /cargo/basedata/cityCounty: the cities of a province; with a city code, the districts of that city
 * (none when the city is not in the province).
 */
export const findCitiesOrDistricts = async (app: FastifyInstance, query: CityCountyQuery) => {
  if (query.cityCode === undefined) return childrenOf(app, 'city', query.provinceCode);
  const city = (await loadList(app, 'city')).byCode.get(query.cityCode);
  if (city?.parentCode !== query.provinceCode) return [];
  return childrenOf(app, 'district', query.cityCode);
};

/** How well a port matches a lower-case keyword: exact code, then code or name prefix, then anywhere in either. */
export const rankPort = (port: BaseOption, keyword: string): number => {
  const code = port.valueCode.toLowerCase();
  const names = [port.valueChineseName, port.valueEnglishName.toLowerCase()];
  if (code === keyword) return 0;
  if (code.startsWith(keyword) || names.some((name) => name.startsWith(keyword))) return 1;
  if (code.includes(keyword) || names.some((name) => name.includes(keyword))) return 2;
  return -1;
};

/** GET /cargo/basedata/ports: ports of a country, narrowed by a keyword on code or name; at most 50. */
export const searchPorts = async (app: FastifyInstance, query: PortsQuery): Promise<BaseOption[]> => {
  const ports = await childrenOf(app, 'port', query.countryCode.toUpperCase());
  const keyword = query.keyword?.toLowerCase();
  if (!keyword) return ports.slice(0, PORT_SEARCH_LIMIT);
  return ports
    .map((port) => ({ port, rank: rankPort(port, keyword) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PORT_SEARCH_LIMIT)
    .map(({ port }) => port);
};

/** The label of a code in a list, or undefined when the list has no such code. */
export const findOptionLabel = async (
  app: FastifyInstance,
  listCode: BaseDataListCode,
  valueCode: string,
): Promise<string | undefined> => {
  const option = (await loadList(app, listCode)).byCode.get(valueCode);
  if (!option) return undefined;
  return callerLanguage() === 'en-US' && option.valueEnglishName
    ? option.valueEnglishName
    : option.valueChineseName;
};

/**
 * A port's name in the caller's language (docs/business-rules.md "Documents speak names"): a UN/LOCODE of
 * the port list by its name; anything else (a port a declaration names as typed, '') as it is.
 */
export const portNameOf = async (app: FastifyInstance, port: string | null | undefined): Promise<string> => {
  const text = port ?? '';
  if (!/^[A-Z]{2}[A-Z0-9]{3}$/.test(text)) return text;
  return (await findOptionLabel(app, 'port', text)) ?? text;
};
