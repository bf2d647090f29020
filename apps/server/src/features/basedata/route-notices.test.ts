import type { EndpointInput, ProductCode } from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type { DisasterWarning, InsuredStatement } from '@cargo/domain/schemas/basedata-lookups';
import { describe, expect, it } from 'vitest';
import { logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, refusalOf, useTestApp } from '../../test/suite.ts';
import { call, prepareCall } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const warnings = async (
  query: EndpointInput<typeof basedataEndpoints.disasterWarnings>,
  lang: 'zh' | 'en' = 'zh',
) =>
  data<DisasterWarning[]>(
    await call(ctx.app, basedataEndpoints.disasterWarnings, query, { cookie: ctx.token, lang }),
  );

describe('GET /cargo/basedata/naturalDisasterWarning', () => {
  it("answers the warnings in force on the departure day at the route's ports, most severe first", async () => {
    const found = await warnings(
      { departurePort: 'CNSHA', destinationPort: 'JPTYO', departureDate: '2026-11-25' },
      'en',
    );
    expect(found.map((warning) => warning.warningCode)).toEqual(['NDW-2026-031', 'NDW-2026-034']);
    expect(found[0]).toMatchObject({
      level: 'red',
      levelName: 'Red warning',
      disasterTypeName: 'Typhoon',
      matchedPorts: ['CNSHA'],
      validUntil: '2026-12-05',
    });
  });

  it('matches a warning on a whole country by any port of it', async () => {
    const found = await warnings({ destinationPort: 'BDCGP', departureDate: '2026-11-20' });
    expect(found.map((warning) => warning.warningCode)).toEqual(['NDW-2026-035']);
    expect(found[0]!.title).toBe('孟加拉湾气旋：孟加拉国全境');
  });

  it('answers none outside the validity or for a route without warnings', async () => {
    expect(await warnings({ departurePort: 'CNSHA', departureDate: '2026-12-06' })).toEqual([]);
    expect(await warnings({ departurePort: 'CNSHA', departureDate: '2026-11-19' })).toEqual([]);
    expect(
      await warnings({ departurePort: 'DEHAM', destinationPort: 'NLRTM', departureDate: '2026-11-25' }),
    ).toEqual([]);
    expect(await warnings({ departureDate: '2026-11-25' })).toEqual([]);
  });

  it('refuses a malformed port or date by field', async () => {
    expect(
      await refusalOf(ctx, prepareCall(basedataEndpoints.disasterWarnings, { departurePort: 'SHANGHAI' })),
    ).toBe('Departure port: is not valid');
  });
});

describe('GET /cargo/customs/getInsuredStatement', () => {
  const statement = (productCode: ProductCode, cookie = ctx.token, lang: 'zh' | 'en' = 'zh') =>
    call(ctx.app, basedataEndpoints.insuredStatement, { productCode }, { cookie, lang });

  it('answers the import statement (premium in the dutiable value) in the caller language', async () => {
    const zh = data<InsuredStatement>(await statement('MP09110008'));
    expect(zh).toMatchObject({ productCode: 'MP09110008', applicable: true, title: '被保险人海关声明' });
    expect(zh.paragraphs).toHaveLength(3);
    expect(zh.paragraphs[0]).toContain('完税价格');
    const en = data<InsuredStatement>(await statement('MP09110009', ctx.token, 'en'));
    expect(en.paragraphs[0]).toContain('export declaration');
  });

  it('says no statement is needed for a domestic product', async () => {
    const domestic = data<InsuredStatement>(await statement('MP09110012', ctx.token, 'en'));
    expect(domestic).toMatchObject({ applicable: false });
    expect(domestic.paragraphs[0]).toContain('do not cross a customs border');
  });

  it('refuses a product the account may not use by field', async () => {
    const other = await logInToAccount(ctx.app, 'HZSHUNDA');
    const response = await statement('MP09110008', other, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Product: /);
  });
});
