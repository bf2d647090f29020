import type { QuoteResult, UserProduct } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { paymentEndpoints } from '@cargo/domain/api/payment';
import { quotationEndpoints } from '@cargo/domain/api/quotation';
import { describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.ts';
import { countRows, EXPORT_FORM_PREMIUM, exportForm, logInToAccount } from '../../test/insuring.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const productCodes = (products: UserProduct[]) => products.map((product) => product.productCode);

describe('POST /cargo/quote/queryUserProductList', () => {
  it('gives SHOCEAN all 12 products with clauses and riders, named in the caller language', async () => {
    const response = await call(
      ctx.app,
      quotationEndpoints.listUserProducts,
      {},
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const products = response.json().data as UserProduct[];
    expect(products).toHaveLength(12);
    const exportProduct = products.find((product) => product.productCode === 'MP09110009')!;
    expect(exportProduct).toMatchObject({
      productName: 'Export Cargo Transportation Insurance',
      productKind: 'export',
      defaultAdditionPercent: '10',
    });
    expect(exportProduct.mainClauses.map((clause) => `${clause.code} ${clause.rate}`)).toEqual([
      'ICC_A 0.20',
      'ICC_B 0.10',
      'ICC_C 0.06',
    ]);
    expect(exportProduct.riders.map((rider) => rider.code)).toContain('WAR');
    expect(exportProduct.currencyCodes).toHaveLength(16);
    const road = products.find((product) => product.productCode === 'MP09110012')!;
    expect(road.currencyCodes).toEqual(['01']);
    const zh = (await call(ctx.app, quotationEndpoints.listUserProducts, {}, { cookie: ctx.token })).json()
      .data as UserProduct[];
    expect(zh[0]!.productName).toBe('进口货物运输保险');
  });

  it('gives HZSHUNDA the domestic products and SZXINQIHANG import and export', async () => {
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const domestic = (
      await call(ctx.app, quotationEndpoints.listUserProducts, {}, { cookie: hangzhou })
    ).json().data;
    expect(productCodes(domestic)).toEqual([
      'MP09110012',
      'MP09110015',
      'MP09110014',
      'MP09110013',
      'MP09000053',
    ]);
    const newbie = await logInAs(ctx.app, 'newbie');
    const trade = (await call(ctx.app, quotationEndpoints.listUserProducts, {}, { cookie: newbie })).json()
      .data;
    expect(productCodes(trade)).toEqual(['MP09110008', 'MP09110009']);
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, quotationEndpoints.listUserProducts, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('-99');
  });
});

describe('GET /cargo/basedata/getExchangeRate', () => {
  it('answers the CNY rate per one unit by portal or ISO code, CNY being 1', async () => {
    const usd = await call(
      ctx.app,
      quotationEndpoints.getExchangeRate,
      { currencyCode: '03' },
      { cookie: ctx.token },
    );
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.json().data).toMatchObject({ currencyCode: '03', currency: 'USD', rate: '7.09' });
    const jpy = (
      await call(ctx.app, quotationEndpoints.getExchangeRate, { currencyCode: 'JPY' }, { cookie: ctx.token })
    ).json().data;
    expect(jpy).toMatchObject({ currencyCode: '05', rate: '0.0468' });
    const cny = (
      await call(ctx.app, quotationEndpoints.getExchangeRate, { currencyCode: '01' }, { cookie: ctx.token })
    ).json().data;
    expect(cny.rate).toBe('1');
    expect(
      (await call(ctx.app, quotationEndpoints.getExchangeRate, { currencyCode: 'XX' }, { cookie: ctx.token }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx.app, quotationEndpoints.getExchangeRate, { currencyCode: '03' })).statusCode).toBe(
      401,
    );
  });
});

describe('quotes', () => {
  const quoteRequest = () => {
    const form = exportForm();
    return { ...form, applicant: undefined };
  };

  it('previewQuote prices the form on the server without storing it', async () => {
    const before = await countRows(ctx.app, quotations);
    const response = await call(ctx.app, quotationEndpoints.previewQuote, quoteRequest(), {
      cookie: ctx.token,
      lang: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json().data as QuoteResult;
    expect(quote).toMatchObject({
      quotationNo: null,
      currency: 'USD',
      exchangeRate: '7.09',
      insuredAmount: '110000.00',
      baseRate: '0.20',
      mainRate: '0.30',
      rate: '0.34',
      mainPremium: '330.00',
      premium: EXPORT_FORM_PREMIUM,
      premiumCny: '2651.66',
      referrals: [],
    });
    expect(quote.riderPremiums).toEqual([
      { code: 'WAR', name: 'War risks', sumInsured: '110000.00', rate: '0.04', premium: '44.00' },
    ]);
    expect(quote.deductibles[0]).toMatchObject({ amount: '550.00', ratio: '0.5', isMandatory: false });
    expect(quote.deductibles[0]!.description).toContain('USD 550.00');
    expect(await countRows(ctx.app, quotations)).toBe(before);
  });

  it('acquireQuote stores a 20-character quotation valid for 30 days, readable and verifiable by its account', async () => {
    const response = await call(ctx.app, quotationEndpoints.acquireQuote, quoteRequest(), {
      cookie: ctx.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json().data as QuoteResult;
    expect(quote.quotationNo).toMatch(/^Q0009\d{15}$/);
    expect(quote.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const info = await call(
      ctx.app,
      quotationEndpoints.findQuotation,
      { id: quote.quotationNo! },
      { cookie: ctx.token },
    );
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ premium: EXPORT_FORM_PREMIUM, isEffective: true });
    const verify = await call(
      ctx.app,
      quotationEndpoints.verifyQuotation,
      { id: quote.quotationNo! },
      { cookie: ctx.token },
    );
    expect(verify.json().data).toEqual({
      quotationNo: quote.quotationNo,
      isEffective: true,
      validUntil: quote.validUntil,
    });

    // Another account does not see it.
    const newbie = await logInAs(ctx.app, 'newbie');
    expect(
      (await call(ctx.app, quotationEndpoints.findQuotation, { id: quote.quotationNo! }, { cookie: newbie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          quotationEndpoints.verifyQuotation,
          { id: quote.quotationNo! },
          { cookie: newbie },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers referrals as localised messages', async () => {
    const request = { ...quoteRequest(), goods: { majorCategory: '06', subCategory: '0603' } };
    const response = await call(ctx.app, quotationEndpoints.previewQuote, request, {
      cookie: ctx.token,
      lang: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.referrals).toEqual([
      { key: 'pricing.refer.hazardousGoods', message: 'Dangerous goods need manual underwriting' },
    ]);
  });

  it('refuses input it cannot price with 400 naming the field, in Chinese and English, and stores nothing', async () => {
    const before = await countRows(ctx.app, quotations);
    const request = quoteRequest();
    const tooHigh = { ...request, insurance: { ...request.insurance, additionPercent: '35' } };
    const zh = await call(ctx.app, quotationEndpoints.acquireQuote, tooHigh, { cookie: ctx.token });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ code: '400000', message: '加成比例：加成比例不能超过30%' });
    const en = await call(ctx.app, quotationEndpoints.acquireQuote, tooHigh, {
      cookie: ctx.token,
      lang: 'en',
    });
    expect(en.json().message).toBe('Addition percentage: The addition percentage cannot exceed 30%');
    const badPort = { ...request, transport: { ...request.transport, destinationPort: 'DEXXX' } };
    const port = await call(ctx.app, quotationEndpoints.acquireQuote, badPort, {
      cookie: ctx.token,
      lang: 'en',
    });
    expect(port.statusCode).toBe(400);
    expect(port.json().message).toBe('Destination port: Unknown port code; please choose one from the list');
    const badAge = { ...request, transport: { ...request.transport, shipAge: 40 } };
    const age = await call(ctx.app, quotationEndpoints.acquireQuote, badAge, { cookie: ctx.token });
    expect(age.json().message).toBe('船龄：船龄须大于0年且小于40年');
    expect(await countRows(ctx.app, quotations)).toBe(before);
  });

  it('refuses a product the account may not use', async () => {
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const response = await call(ctx.app, quotationEndpoints.previewQuote, quoteRequest(), {
      cookie: hangzhou,
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Product: This product is not available to your account');
  });
});

describe('OpenAPI', () => {
  it('publishes the insuring calls at /docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    for (const endpoint of [
      applicationEndpoints.submitApplication,
      quotationEndpoints.acquireQuote,
      paymentEndpoints.payApplication,
    ]) {
      expect(
        paths.some((p) => p.endsWith(endpoint.path)),
        endpoint.path,
      ).toBe(true);
    }
  });
});
