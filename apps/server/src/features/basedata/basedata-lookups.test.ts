import type { BaseOption, EndpointDeclaration, EndpointInput } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type {
  GoodsCategorySuggestion,
  ParsedAddress,
  PunishState,
  SpecialPromise,
  SurveyAgent,
} from '@cargo/domain/schemas/basedata-lookups';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { countRows, exportForm, newKey } from '../../test/insuring.fixtures.ts';
import { data, refusalOf, useTestApp } from '../../test/suite.ts';
import { call, prepareCall } from '../../test/test-app.ts';
import { RECOGNIZED_SUBCATEGORIES } from './goods-recognition.ts';

const ctx = useTestApp({ logIn: 'demo' });

const ask = <E extends EndpointDeclaration>(endpoint: E, input: EndpointInput<E>, lang: 'zh' | 'en' = 'zh') =>
  call(ctx.app, endpoint, input, { cookie: ctx.token, lang });

describe('GET /cargo/basedata/surveyAgent', () => {
  it('answers the agents of a country, given by country or by port, in the caller language', async () => {
    const byCountry = data<SurveyAgent[]>(
      await ask(basedataEndpoints.surveyAgents, { areaCode: 'DE' }, 'en'),
    );
    expect(byCountry.map((agent) => agent.agentCode)).toEqual(['DE-BRE-01', 'DE-HAM-01']);
    expect(byCountry[1]).toMatchObject({ city: 'Hamburg', claimPayableAt: 'Hamburg', countryCode: 'DE' });
    const byPort = data<SurveyAgent[]>(await ask(basedataEndpoints.surveyAgents, { areaCode: 'deham' }));
    expect(byPort.map((agent) => agent.agentCode)).toEqual(['DE-BRE-01', 'DE-HAM-01']);
    expect(byPort[1]!.agentName).toBe('汉堡易北河海事检验公司');
  });

  it('answers an empty list for a country without agents and refuses a malformed code by field', async () => {
    expect(data<SurveyAgent[]>(await ask(basedataEndpoints.surveyAgents, { areaCode: 'IS' }))).toEqual([]);
    const bad = await ask(basedataEndpoints.surveyAgents, { areaCode: 'D-1' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Area code: is not valid');
  });
});

describe('GET /cargo/basedata/specialPromise', () => {
  it('offers the fixed and semi-fixed agreements of a product of the account, blanks kept', async () => {
    const list = data<SpecialPromise[]>(
      await ask(basedataEndpoints.specialPromises, { productCode: 'MP09110009', productClass: '09' }, 'en'),
    );
    expect(list.map((item) => `${item.agreementCode}:${item.agreementType}`)).toEqual([
      'FA01:fixed',
      'FA02:fixed',
      'FA03:fixed',
      'SA01:semiFixed',
      'SA02:semiFixed',
    ]);
    expect(list[3]!.text).toBe('Cover attaches when the goods are loaded onto the conveyance at {{value}}.');
  });

  it('refuses a product class that does not match and an unknown product by field', async () => {
    const mismatch = await ask(
      basedataEndpoints.specialPromises,
      { productCode: 'MP09110009', productClass: '10' },
      'en',
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Product class: does not match the product; it should be 09');
    expect(
      await refusalOf(ctx, { endpoint: basedataEndpoints.specialPromises, input: { productCode: 'XX' } }),
    ).toMatch(/^Product: /);
  });
});

describe('GET /cargo/basedata/portName', () => {
  it('finds ports of any country by name or code, exact code first', async () => {
    const ports = data<BaseOption[]>(await ask(basedataEndpoints.portNames, { keyword: 'hamburg' }));
    expect(ports.map((port) => port.valueCode)).toContain('DEHAM');
    const byCode = data<BaseOption[]>(await ask(basedataEndpoints.portNames, { keyword: 'CNSHA' }));
    expect(byCode[0]!.valueCode).toBe('CNSHA');
    const byChinese = data<BaseOption[]>(await ask(basedataEndpoints.portNames, { keyword: '鹿特丹' }));
    expect(byChinese.map((port) => port.valueCode)).toEqual(['NLRTM']);
  });

  it('requires a keyword', async () => {
    const response = await ask(basedataEndpoints.portNames, { keyword: '' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Keyword: cannot be empty');
  });
});

describe('GET /cargo/basedata/isPunishState', () => {
  it('answers Y with the reason for a listed party by ID number or exact name, N otherwise', async () => {
    const byId = data<PunishState>(
      await ask(basedataEndpoints.punishState, { idNo: '91440300ma5g7demo1' }, 'en'),
    );
    expect(byId).toEqual({
      punishState: 'Y',
      reasonCode: '02',
      reason: 'On a sanctions or prohibited-trade list',
      validUntil: null,
    });
    const byName = data<PunishState>(
      await ask(basedataEndpoints.punishState, { name: '上海虚构货运代理有限公司' }),
    );
    expect(byName).toMatchObject({ punishState: 'Y', reasonCode: '01', validUntil: '2028-02-29' });
    const clean = data<PunishState>(await ask(basedataEndpoints.punishState, { name: '上海虚构' }));
    expect(clean.punishState).toBe('N');
  });

  it('ignores an entry whose punish state has ended', async () => {
    const lapsed = data<PunishState>(
      await ask(basedataEndpoints.punishState, { idNo: '91120000MA0DEMO03Y' }),
    );
    expect(lapsed).toEqual({ punishState: 'N', reasonCode: null, reason: null, validUntil: null });
  });

  it('needs a name or an ID number', async () => {
    const response = await ask(basedataEndpoints.punishState, {}, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Name: cannot be empty');
  });
});

describe('the punish state at submission', () => {
  it('refuses an application whose insured is under the punish state, on the field, writing nothing', async () => {
    const form = exportForm();
    const before = await countRows(ctx.app, applications);
    const response = await call(
      ctx.app,
      applicationEndpoints.submitApplication,
      {
        requestKey: newKey(),
        form: {
          ...form,
          insured: {
            insuredType: 'group',
            insuredName: 'Shenzhen Example Trading Co., Ltd.',
            insuredIdType: '99',
            insuredIdNo: 'HK-778120',
          },
        },
      },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      {
        path: ['form', 'insured', 'insuredIdNo'],
        message: expect.stringContaining('punish state and cannot be insured online (On a sanctions'),
      },
    ]);
    expect(await countRows(ctx.app, applications)).toBe(before);
  });
});

describe('GET /cargo/basedata/cancelNumberType', () => {
  it('lists the kinds of cancellation with both names, 99 other last', async () => {
    const list = data<BaseOption[]>(await ask(basedataEndpoints.cancelReasonTypes, {}));
    expect(list.map((option) => option.valueCode)).toEqual(['01', '02', '03', '04', '05', '06', '99']);
    expect(list[0]).toEqual({
      valueCode: '01',
      valueChineseName: '重复投保',
      valueEnglishName: 'Duplicate insurance',
    });
  });
});

describe('POST /cargo/basedata/cargoRiskDepictRecognition', () => {
  const recognize = async (goodsDescription: string, lang: 'zh' | 'en' = 'zh') =>
    data<GoodsCategorySuggestion[]>(
      await call(
        ctx.app,
        basedataEndpoints.goodsRecognition,
        { goodsDescription },
        { cookie: ctx.token, lang },
      ),
    );

  it('suggests the subcategory whose keywords the description holds, best first', async () => {
    const [best] = await recognize('SMART PHONES AND LAPTOPS, 200 CARTONS', 'en');
    expect(best).toMatchObject({
      majorCategory: '03',
      subCategory: '0303',
      subCategoryName: 'Mobile phones, computers and digital products',
      matchedKeywords: ['phones', 'laptops'],
    });
    const chinese = await recognize('二手设备一批，含旧机器两台');
    expect(chinese[0]).toMatchObject({ subCategory: '1201', majorCategoryName: '旧货（二手货物）' });
    expect(chinese.length).toBeLessThanOrEqual(3);
  });

  it('matches English keywords as whole words only and answers none for an unknown description', async () => {
    const codes = (await recognize('Steelworks catalogues', 'en')).map((s) => s.subCategory);
    expect(codes).not.toContain('0701');
    const steel = (await recognize('Hot-rolled steel coils', 'en')).map((s) => s.subCategory);
    expect(steel[0]).toBe('0701');
    expect(await recognize('XYZ-123')).toEqual([]);
  });

  it('has keywords for every goods subcategory', async () => {
    const { GOODS_CATEGORIES } = await import('@cargo/domain');
    const subcategories = GOODS_CATEGORIES.flatMap((category) => category.subcategories.map((s) => s.code));
    expect([...RECOGNIZED_SUBCATEGORIES].sort()).toEqual([...subcategories].sort());
  });

  it('refuses an empty description by field', async () => {
    expect(
      await refusalOf(ctx, prepareCall(basedataEndpoints.goodsRecognition, { goodsDescription: ' ' })),
    ).toMatch(/: cannot be empty$/);
  });
});

describe('GET /cargo/basedata/getParseAddress', () => {
  const parse = async (address: string, lang: 'zh' | 'en' = 'zh') =>
    data<ParsedAddress>(await ask(basedataEndpoints.parseAddress, { address }, lang));

  it('splits province, city and district and keeps the rest as the detail', async () => {
    expect(await parse('广东省深圳市南山区科技园南区高新南七道 1 号')).toEqual({
      provinceCode: '440000',
      provinceName: '广东省',
      cityCode: '440300',
      cityName: '深圳市',
      districtCode: '440305',
      districtName: '南山区',
      detailAddress: '科技园南区高新南七道1号',
    });
  });

  it('finds the province from a city without one and the municipality city from the province', async () => {
    expect(await parse('深圳南山区粤海街道')).toMatchObject({
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      detailAddress: '粤海街道',
    });
    expect(await parse('上海市浦东新区东方路800号', 'en')).toMatchObject({
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      districtName: 'Pudong New Area',
      detailAddress: '东方路800号',
    });
  });

  it('leaves a district name used by several cities unresolved without a city', async () => {
    const parsed = await parse('朝阳区建国路88号');
    expect(parsed).toMatchObject({ provinceCode: null, cityCode: null, districtCode: null });
    expect(parsed.detailAddress).toBe('朝阳区建国路88号');
  });
});

describe('base-data lookups and the session', () => {
  it('answer 401 without a session', async () => {
    const response = await call(ctx.app, basedataEndpoints.surveyAgents, { areaCode: 'DE' });
    expect(response.statusCode).toBe(401);
  });
});
