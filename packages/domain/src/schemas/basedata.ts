import { z } from 'zod';

/**
 * Option lists served by POST /cargo/basedata (SPEC §3 "Base-data option lists"). City, district, port and
 * claim accident cause options carry the code of their parent (province, city, country, level-1 cause);
 * port countries carry their continent.
 */
export const BASE_DATA_LIST_CODES = [
  'currency',
  'groupIdType',
  'personalIdType',
  'packingType',
  'portCountry',
  'port',
  'province',
  'city',
  'district',
  'continent',
  'classificationSociety',
  'courierCompany',
  'datePrintFormat',
  'premiumPrintFormat',
  'ratePrintFormat',
  'invoicePrintType',
  'noClaimItem',
  'claimMaterialType',
  'claimCategoryDetailType',
  'claimAccidentCause',
  'claimBank',
  'cargoStateLetter',
] as const;
export type BaseDataListCode = (typeof BASE_DATA_LIST_CODES)[number];

export const isBaseDataListCode = (value: string): value is BaseDataListCode =>
  (BASE_DATA_LIST_CODES as readonly string[]).includes(value);

/** At most this many ports answer one GET /cargo/basedata/ports. */
export const PORT_SEARCH_LIMIT = 50;

export const ZBaseOption = z.object({
  valueCode: z.string(),
  valueChineseName: z.string(),
  valueEnglishName: z.string(),
  /** Only on child lists: province of a city, city of a district, country of a port, continent of a country… */
  parentCode: z.string().optional(),
  /** Extra facts of some lists: `isIacs` of a classification society, `portType` of a port, `iso` of a currency… */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type BaseOption = z.infer<typeof ZBaseOption>;

/** A code used as a lookup key (province 310000, country CN, continent AS…). */
const lookupCode = z
  .string()
  .trim()
  .min(1, 'error.fieldRequired')
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'error.fieldInvalid');

/** POST /cargo/basedata; unknown list codes are refused by name. */
export const ZBaseDataRequest = z.object({
  listCodes: z.array(z.string().trim().min(1, 'error.fieldRequired').max(64)).min(1).max(64),
});
export type BaseDataRequest = z.infer<typeof ZBaseDataRequest>;
export const ZBaseDataResponse = z.record(z.string(), z.array(ZBaseOption));
export type BaseDataResponse = z.infer<typeof ZBaseDataResponse>;

/** GET /cargo/basedata/states: the countries of a continent. */
export const ZStatesQuery = z.object({ continentCode: lookupCode });
export type StatesQuery = z.infer<typeof ZStatesQuery>;

/** GET /cargo/basedata/cityCounty: the cities of a province, or with cityCode the districts of that city. */
export const ZCityCountyQuery = z.object({ provinceCode: lookupCode, cityCode: lookupCode.optional() });
export type CityCountyQuery = z.infer<typeof ZCityCountyQuery>;

/** GET /cargo/basedata/ports: ports of a country, optionally narrowed by a keyword on code or name. */
export const ZPortsQuery = z.object({
  countryCode: lookupCode,
  keyword: z.string().trim().max(64).optional(),
});
export type PortsQuery = z.infer<typeof ZPortsQuery>;
