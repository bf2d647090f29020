import {
  BASE_DATA_LIST_CODES,
  type BaseOption,
  CLAIM_DOCUMENT_TYPES,
  CURRENCIES,
  type EndpointDeclaration,
  type EndpointInput,
  PERSONAL_ID_TYPES,
  PORT_SEARCH_LIMIT,
} from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baseOptions } from '../../db/schema/index.ts';
import { refusalOf, useTestApp } from '../../test/suite.ts';
import { call, callPrepared, callWithInvalidInput, prepareCall } from '../../test/test-app.ts';
import { clearBaseDataCache } from './basedata.service.ts';

const ctx = useTestApp({ logIn: 'demo' });

const options = async <E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  lang?: 'zh' | 'en',
) => {
  const response = await call(ctx.app, endpoint, input, { cookie: ctx.token, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BaseOption[];
};
const codes = (list: BaseOption[]) => list.map((option) => option.valueCode);
const sortedByCode = (list: BaseOption[]) => [...codes(list)].sort();

describe('POST /cargo/basedata', () => {
  it('answers every list of the contract, each non-empty and sorted by code unless the SPEC says otherwise', async () => {
    const response = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: [...BASE_DATA_LIST_CODES] },
      { cookie: ctx.token },
    );
    expect(response.statusCode).toBe(200);
    const lists = response.json().data as Record<string, BaseOption[]>;
    expect(Object.keys(lists).sort()).toEqual([...BASE_DATA_LIST_CODES].sort());
    for (const listCode of BASE_DATA_LIST_CODES) {
      const list = lists[listCode]!;
      expect(list.length, listCode).toBeGreaterThan(0);
      for (const option of list) {
        expect(option.valueCode, listCode).toBeTruthy();
        expect(option.valueChineseName, listCode).toBeTruthy();
      }
      if (listCode !== 'portCountry' && listCode !== 'invoicePrintType') {
        expect(codes(list), listCode).toEqual(sortedByCode(list));
      }
    }
  });

  it('takes currencies, ID types and claim material types from the domain code lists, with English names', async () => {
    const response = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['currency', 'groupIdType', 'personalIdType', 'claimMaterialType'] },
      { cookie: ctx.token },
    );
    const lists = response.json().data as Record<string, BaseOption[]>;
    expect(codes(lists.currency!)).toEqual(CURRENCIES.map((currency) => currency.code));
    expect(lists.currency![2]).toMatchObject({
      valueCode: '03',
      valueChineseName: '美元',
      valueEnglishName: 'US Dollar',
      attributes: { iso: 'USD' },
    });
    expect(codes(lists.personalIdType!)).toEqual(PERSONAL_ID_TYPES.map((type) => type.code));
    expect(codes(lists.personalIdType!)).not.toContain('99');
    expect(codes(lists.groupIdType!)).toEqual(['10', '99']);
    expect(codes(lists.claimMaterialType!)).toEqual(CLAIM_DOCUMENT_TYPES.map((type) => type.code));
    expect(lists.claimMaterialType!.at(-1)).toMatchObject({ valueCode: '99', valueEnglishName: 'Other' });
  });

  it('sorts port countries by English name and puts invoice print type 03 first', async () => {
    const response = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['portCountry', 'invoicePrintType', 'portCountry'] },
      { cookie: ctx.token },
    );
    const { portCountry, invoicePrintType } = response.json().data as Record<string, BaseOption[]>;
    const names = portCountry!.map((country) => country.valueEnglishName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(portCountry!.find((country) => country.valueCode === 'CN')).toMatchObject({
      valueChineseName: '中国',
      parentCode: 'AS',
      attributes: { alpha3Code: 'CHN' },
    });
    expect(codes(invoicePrintType!)[0]).toBe('03');
    expect(codes(invoicePrintType!).slice(1)).toEqual([...codes(invoicePrintType!).slice(1)].sort());
  });

  it('keeps the two levels of claim accident causes together', async () => {
    const response = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['claimAccidentCause'] },
      { cookie: ctx.token },
    );
    const causes = (response.json().data as Record<string, BaseOption[]>).claimAccidentCause!;
    expect(causes[0]).toMatchObject({ valueCode: '01' });
    expect(causes[0]!.parentCode).toBeUndefined();
    expect(causes[1]).toMatchObject({ valueCode: '0101', parentCode: '01' });
  });

  it('refuses an unknown list code by name, in the caller language', async () => {
    const en = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['currency', 'shipTypes'] },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: '400000', message: 'Unknown base-data list: shipTypes' });
    const zh = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['shipTypes'] },
      { cookie: ctx.token },
    );
    expect(zh.json().message).toBe('未知的基础数据列表：shipTypes');
  });

  it('names the field when the list codes are missing or empty', async () => {
    expect(await refusalOf(ctx, { endpoint: basedataEndpoints.optionLists, input: {} })).toBe(
      'Base-data lists: cannot be empty',
    );
    const empty = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: [] },
      { cookie: ctx.token },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('基础数据列表');
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, basedataEndpoints.optionLists, { listCodes: ['currency'] });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('GET /cargo/basedata lookups', () => {
  it('serves the provinces without a session, for the public reservation page', async () => {
    const response = await call(ctx.app, basedataEndpoints.provinces);
    expect(response.statusCode).toBe(200);
    const provinces = response.json().data as BaseOption[];
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({
      valueCode: '110000',
      valueChineseName: '北京市',
      valueEnglishName: 'Beijing',
    });
    expect(codes(provinces)).toEqual(sortedByCode(provinces));
  });

  it('needs a session for every other lookup', async () => {
    for (const lookup of [
      prepareCall(basedataEndpoints.continents),
      prepareCall(basedataEndpoints.currencies),
      prepareCall(basedataEndpoints.countries, { continentCode: 'AS' }),
      prepareCall(basedataEndpoints.citiesOrDistricts, { provinceCode: '330000' }),
      prepareCall(basedataEndpoints.ports, { countryCode: 'CN' }),
    ]) {
      const response = await callPrepared(ctx.app, lookup);
      expect(response.statusCode, lookup.endpoint.path).toBe(401);
      expect(response.json().code, lookup.endpoint.path).toBe('-99');
    }
  });

  it('serves continents and currencies', async () => {
    expect(codes(await options(basedataEndpoints.continents, {}))).toEqual([
      'AF',
      'AN',
      'AS',
      'EU',
      'NA',
      'OC',
      'SA',
    ]);
    const currencies = await options(basedataEndpoints.currencies, {});
    expect(currencies[0]).toMatchObject({
      valueCode: '01',
      valueChineseName: '人民币',
      valueEnglishName: 'Chinese Yuan',
    });
    expect(currencies).toHaveLength(CURRENCIES.length);
  });

  it('answers the countries of a continent', async () => {
    const asia = codes(await options(basedataEndpoints.countries, { continentCode: 'AS' }));
    expect(asia).toContain('CN');
    expect(asia).toContain('JP');
    expect(asia).not.toContain('FR');
    expect(codes(await options(basedataEndpoints.countries, { continentCode: 'eu' }))).toContain('FR');
    expect(await options(basedataEndpoints.countries, { continentCode: 'XX' })).toEqual([]);
  });

  it('answers the countries of a continent in the documented order: by English name, as in the full list', async () => {
    const asia = await options(basedataEndpoints.countries, { continentCode: 'AS' });
    const names = asia.map((country) => country.valueEnglishName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const response = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['portCountry'] },
      { cookie: ctx.token },
    );
    const { portCountry } = response.json().data as Record<string, BaseOption[]>;
    expect(asia).toEqual(portCountry!.filter((country) => country.parentCode === 'AS'));
  });

  it('answers each lookup in its list order, the one the seed fixed (no second ordering)', async () => {
    const response = await call(
      ctx.app,
      basedataEndpoints.optionLists,
      { listCodes: ['province', 'continent', 'currency', 'city'] },
      { cookie: ctx.token },
    );
    const lists = response.json().data as Record<string, BaseOption[]>;
    expect(await options(basedataEndpoints.provinces, {})).toEqual(lists.province);
    expect(await options(basedataEndpoints.continents, {})).toEqual(lists.continent);
    expect(await options(basedataEndpoints.currencies, {})).toEqual(lists.currency);
    expect(await options(basedataEndpoints.citiesOrDistricts, { provinceCode: '330000' })).toEqual(
      lists.city!.filter((city) => city.parentCode === '330000'),
    );
  });

  it('names the missing continent code', async () => {
    const response = await callWithInvalidInput(
      ctx.app,
      basedataEndpoints.countries,
      {},
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '400000', message: 'Continent code: cannot be empty' });
  });

  it('answers the cities of a province, or the districts of one of its cities', async () => {
    const cities = await options(basedataEndpoints.citiesOrDistricts, { provinceCode: '330000' });
    expect(cities.find((city) => city.valueCode === '330100')).toMatchObject({
      valueChineseName: '杭州市',
      valueEnglishName: 'Hangzhou',
      parentCode: '330000',
    });
    expect(cities.every((city) => city.parentCode === '330000')).toBe(true);
    const districts = await options(basedataEndpoints.citiesOrDistricts, {
      provinceCode: '330000',
      cityCode: '330100',
    });
    expect(districts.find((district) => district.valueCode === '330106')).toMatchObject({
      valueChineseName: '西湖区',
      parentCode: '330100',
    });
    // A city of another province answers nothing rather than districts of the wrong province.
    expect(
      await options(basedataEndpoints.citiesOrDistricts, { provinceCode: '310000', cityCode: '330100' }),
    ).toEqual([]);
  });

  it('refuses a malformed code with the field name', async () => {
    expect(
      await refusalOf(ctx, prepareCall(basedataEndpoints.citiesOrDistricts, { provinceCode: "33' or 1" })),
    ).toBe('Province code: is not valid');
  });

  it('answers at most 50 ports of a country, narrowed by a keyword on code or name', async () => {
    const china = await options(basedataEndpoints.ports, { countryCode: 'CN' });
    expect(china).toHaveLength(PORT_SEARCH_LIMIT);
    expect(china.every((port) => port.parentCode === 'CN')).toBe(true);
    expect(codes(china)).toEqual(sortedByCode(china));

    const byCode = await options(basedataEndpoints.ports, { countryCode: 'CN', keyword: 'cnsha' });
    expect(byCode[0]).toMatchObject({ valueCode: 'CNSHA', valueEnglishName: 'Shanghai' });
    const byEnglish = await options(basedataEndpoints.ports, { countryCode: 'cn', keyword: 'ningbo' });
    expect(codes(byEnglish)).toEqual(['CNNGB']);
    const byChinese = await options(basedataEndpoints.ports, { countryCode: 'CN', keyword: '天津' });
    expect(codes(byChinese)).toEqual(['CNTSN', 'CNTXG']);
    expect(await options(basedataEndpoints.ports, { countryCode: 'CN', keyword: 'zzzz' })).toEqual([]);
    expect(await options(basedataEndpoints.ports, { countryCode: 'US', keyword: 'shanghai' })).toEqual([]);
  });
});

describe('base-data cache', () => {
  it('serves a copy held in memory; the database stays the source', async () => {
    const before = codes(await options(basedataEndpoints.continents, {}));
    expect(before).toContain('AN');
    await ctx.app.db
      .delete(baseOptions)
      .where(and(eq(baseOptions.listCode, 'continent'), eq(baseOptions.valueCode, 'AN')));
    expect(codes(await options(basedataEndpoints.continents, {}))).toEqual(before);
    clearBaseDataCache(ctx.app);
    expect(codes(await options(basedataEndpoints.continents, {}))).not.toContain('AN');
    // The cache belongs to the database handle, which later test files share: leave no stale copy.
    clearBaseDataCache(ctx.app);
  });
});
