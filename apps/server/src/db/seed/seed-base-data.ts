import { readFile } from 'node:fs/promises';
import {
  ACCIDENT_CAUSES,
  type BaseDataListCode,
  CLAIM_DOCUMENT_TYPES,
  type CodeItem,
  CURRENCIES,
  GROUP_ID_TYPES,
  LOSS_TYPES,
  PERSONAL_ID_TYPES,
} from '@cargo/domain';
import { z } from 'zod';
import type { Executor } from '../client.ts';
import { baseOptions } from '../schema/index.ts';

type BaseOptionRow = typeof baseOptions.$inferInsert;
type Attributes = Record<string, string | number | boolean | null>;

interface SourceOption {
  valueCode: string;
  valueChineseName: string;
  valueEnglishName: string;
  parentCode: string;
  attributes: Attributes;
}

const dataDir = new URL('../../features/basedata/data/', import.meta.url);

const ZFileOption = z.looseObject({
  valueCode: z.string().min(1),
  valueChineseName: z.string().min(1),
  valueEnglishName: z.string().default(''),
});
const ZAttributeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(new URL(file, dataDir), 'utf8'));
  } catch (error) {
    throw new Error(`Base-data file ${file} cannot be read`, { cause: error });
  }
};

/** A list from a JSON file; `parentKey` names the field holding the parent code (provinceCode, cityCode…). */
const fromFile = async (file: string, parentKey?: string): Promise<SourceOption[]> => {
  const items = z.array(ZFileOption).parse(await readJson(file));
  return items.map(({ valueCode, valueChineseName, valueEnglishName, ...rest }) => {
    const parent = parentKey ? rest[parentKey] : undefined;
    const extra = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== parentKey));
    return {
      valueCode,
      valueChineseName,
      valueEnglishName,
      parentCode: typeof parent === 'string' ? parent : '',
      attributes: z.record(z.string(), ZAttributeValue).parse(extra),
    };
  });
};

/** A list from a code list of packages/domain (one source of truth for codes the rules depend on). */
const fromCodes = (items: readonly (CodeItem & { iso?: string; parentCode?: string })[]): SourceOption[] =>
  items.map(
    (item): SourceOption => ({
      valueCode: item.code,
      valueChineseName: item.zh,
      valueEnglishName: item.en,
      parentCode: item.parentCode ?? '',
      attributes: item.iso === undefined ? {} : { iso: item.iso },
    }),
  );

/** Port countries carry their continent as parent, for GET /cargo/basedata/states?continentCode=. */
const portCountries = async (): Promise<SourceOption[]> => {
  const continentOf = z.record(z.string(), z.string()).parse(await readJson('countries-by-continent.json'));
  return (await fromFile('port-countries.json')).map((country) => ({
    ...country,
    parentCode: continentOf[country.valueCode] ?? '',
  }));
};

const LIST_SOURCES: Record<BaseDataListCode, () => Promise<SourceOption[]> | SourceOption[]> = {
  currency: () => fromCodes(CURRENCIES),
  groupIdType: () => fromCodes(GROUP_ID_TYPES),
  personalIdType: () => fromCodes(PERSONAL_ID_TYPES),
  claimMaterialType: () => fromCodes(CLAIM_DOCUMENT_TYPES),
  packingType: () => fromFile('packing-types.json'),
  portCountry: portCountries,
  port: () => fromFile('ports.json', 'countryCode'),
  province: () => fromFile('provinces.json'),
  city: () => fromFile('cities.json', 'provinceCode'),
  district: () => fromFile('districts.json', 'cityCode'),
  continent: () => fromFile('continents.json'),
  classificationSociety: () => fromFile('classification-societies.json'),
  courierCompany: () => fromFile('courier-companies.json'),
  datePrintFormat: () => fromFile('date-print-formats.json'),
  premiumPrintFormat: () => fromFile('premium-print-formats.json'),
  ratePrintFormat: () => fromFile('rate-print-formats.json'),
  invoicePrintType: () => fromFile('invoice-print-types.json'),
  noClaimItem: () => fromFile('no-claim-items.json'),
  claimBank: () => fromFile('claim-banks.json'),
  claimAccidentCause: () => fromCodes(ACCIDENT_CAUSES),
  claimCategoryDetailType: () => fromCodes(LOSS_TYPES),
  cargoStateLetter: () => fromFile('cargo-state-letters.json'),
};

/** Plain string order, so a level-2 code sorts right after its parent (01, 0101, 0102, 02…). */
const byCode = (a: SourceOption, b: SourceOption) =>
  a.valueCode < b.valueCode ? -1 : a.valueCode > b.valueCode ? 1 : 0;

/** Invoice print type 03 (VAT electronic ordinary invoice, the only one issued online, SPEC §5) comes first. */
const FIRST_INVOICE_PRINT_TYPE = '03';

/**
 * SPEC §3: lists are sorted by code; port countries by English name; invoice print type 03 first.
 * The one place base-data order is decided: the server answers every list in this order (sort_order) and
 * the web shows it as it comes (apps/web/src/api/base-data-order.test.ts keeps it so).
 */
const ORDER: Partial<Record<BaseDataListCode, (a: SourceOption, b: SourceOption) => number>> = {
  portCountry: (a, b) =>
    a.valueEnglishName.localeCompare(b.valueEnglishName, 'en', { sensitivity: 'base' }) || byCode(a, b),
  invoicePrintType: (a, b) =>
    Number(b.valueCode === FIRST_INVOICE_PRINT_TYPE) - Number(a.valueCode === FIRST_INVOICE_PRINT_TYPE) ||
    byCode(a, b),
};

/** Every option of every list, with its sort order fixed at seed time. */
export const buildBaseOptionRows = async (): Promise<BaseOptionRow[]> => {
  const lists = await Promise.all(
    Object.entries(LIST_SOURCES).map(async ([listCode, load]) => {
      const options = [...(await load())].sort(ORDER[listCode as BaseDataListCode] ?? byCode);
      return options.map(
        (option, index): BaseOptionRow => ({
          listCode,
          valueCode: option.valueCode,
          valueChineseName: option.valueChineseName,
          valueEnglishName: option.valueEnglishName,
          parentCode: option.parentCode,
          sortOrder: index,
          attributes: JSON.stringify(option.attributes),
        }),
      );
    }),
  );
  return lists.flat();
};

/** Rows per INSERT: 7 parameters a row stays far below PostgreSQL's 65,535 bind parameters. */
const CHUNK_SIZE = 1000;

/**
 * Loads the base-data option lists (SPEC §3), replacing what the table held. The JSON files under
 * features/basedata/data are described in their SOURCES.md; code lists the business rules depend on
 * (currencies, ID types, claim document types) come from packages/domain.
 */
export const seedBaseData = async (db: Executor) => {
  const rows = await buildBaseOptionRows();
  await db.delete(baseOptions);
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await db.insert(baseOptions).values(rows.slice(start, start + CHUNK_SIZE));
  }
  return rows.length;
};
