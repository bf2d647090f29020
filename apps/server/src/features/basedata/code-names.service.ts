import {
  type BaseDataListCode,
  CLIENT_KINDS,
  CONVEYANCE_TYPES,
  type CodeItem,
  CURRENCIES,
  currencyByCode,
  findMainClause,
  findRider,
  GOODS_CATEGORIES,
  ID_TYPES,
  LETTER_OF_CREDIT,
  labelOf,
  PRODUCTS,
  SEXES,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import { findOptionLabel } from './basedata.service.ts';

/**
 * A coded field's value by its name in the caller's language, for screens that show a stored form or
 * certificate as it was submitted (the underwriter's reviews, a correction's changes). The code lists are
 * the domain's (`codes/`, goods categories, clauses) and the base-data lists the customer chose from.
 */

const GOODS_SUBCATEGORIES: readonly CodeItem[] = GOODS_CATEGORIES.flatMap(
  (category): readonly CodeItem[] => category.subcategories,
);

/** Fields named by a domain code list. */
const CODE_LISTS: Readonly<Record<string, readonly CodeItem[]>> = {
  productCode: PRODUCTS,
  appliType: CLIENT_KINDS,
  insuredType: CLIENT_KINDS,
  appliIdType: ID_TYPES,
  insuredIdType: ID_TYPES,
  appliSex: SEXES,
  insuredSex: SEXES,
  majorCategory: GOODS_CATEGORIES,
  subCategory: GOODS_SUBCATEGORIES,
  carryMode: CONVEYANCE_TYPES,
  letterOfCredit: LETTER_OF_CREDIT,
};

/** Fields named by a base-data list; a port keeps its UN/LOCODE beside the name ("Hamburg (DEHAM)"). */
const BASE_DATA_LISTS: Readonly<Record<string, BaseDataListCode>> = {
  departurePort: 'port',
  destinationPort: 'port',
  transitPort: 'port',
  packingCode: 'packingType',
  iacsClass: 'classificationSociety',
  courierCompany: 'courierCompany',
  departureCountry: 'portCountry',
  destinationCountry: 'portCountry',
};
const WITH_CODE: ReadonlySet<BaseDataListCode> = new Set(['port']);

const CURRENCY_FIELDS = new Set(['currencyCode', 'invoiceCurrency']);
const CLAUSE_FIELDS = new Set(['mainClause', 'riderCode']);

/** A main clause or rider by its name, or the code when the clause is unknown. */
export const clauseName = (code: string): string => {
  const clause = findMainClause(code) ?? findRider(code);
  return clause ? labelOf([clause], code, callerLanguage()) : code;
};

/** A currency by its name and ISO code ("US Dollar (USD)"). */
const currencyName = (code: string): string => {
  const currency = currencyByCode(code);
  return currency ? `${labelOf(CURRENCIES, code, callerLanguage())} (${currency.iso})` : code;
};

const nameInBaseData = async (
  app: FastifyInstance,
  list: BaseDataListCode,
  code: string,
  withPortCode: boolean,
) => {
  const name = await findOptionLabel(app, list, code);
  if (name === undefined) return code;
  return withPortCode && WITH_CODE.has(list) ? `${name} (${code})` : name;
};

/**
 * The value of a form field as shown: a code by its name; other values (and unknown codes) as they are. A
 * screen shows a port with its code; a printed document (`withPortCode: false`) by its name alone.
 */
export const nameOfCode = async (
  app: FastifyInstance,
  field: string,
  value: string,
  { withPortCode = true }: { withPortCode?: boolean } = {},
): Promise<string> => {
  if (value === '') return '';
  const codeList = CODE_LISTS[field];
  if (codeList !== undefined) return labelOf(codeList, value, callerLanguage());
  const baseDataList = BASE_DATA_LISTS[field];
  if (baseDataList !== undefined) return nameInBaseData(app, baseDataList, value, withPortCode);
  if (CURRENCY_FIELDS.has(field)) return currencyName(value);
  if (CLAUSE_FIELDS.has(field)) return clauseName(value);
  if (field === 'agreementType') {
    const key = `insuringWeb.agreement.type.${value}`;
    return translate(callerLanguage(), key);
  }
  return value;
};
