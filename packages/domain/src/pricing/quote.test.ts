import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import type { ReferralKey } from './outcome.ts';
import { type PricingInput, type PricingResult, priceApplication, type Quote } from './quote.ts';

const TODAY = '2025-06-01';

/** Export, USD 100,000.00, ICC (A), general goods, container ship classed by CCS, 10 years old. */
const exportUsd: PricingInput = {
  productCode: 'MP09110009',
  mainClause: 'ICC_A',
  goods: { majorCode: '01', subCode: '0101' },
  currency: 'USD',
  invoiceAmount: '100000.00',
  exchangeRate: '7.1',
  startDate: '2025-06-10',
  today: TODAY,
  conveyanceType: '01',
  vessel: { age: 10, classSociety: 'CCS' },
  departureCountry: 'CN',
  destinationCountry: 'DE',
};

const domesticCny: PricingInput = {
  productCode: 'MP09110012',
  mainClause: 'DOMESTIC_BASIC',
  goods: { majorCode: '01', subCode: '0101' },
  currency: '01',
  invoiceAmount: '10000.00',
  startDate: TODAY,
  today: TODAY,
};

function quoteOf(result: PricingResult): Quote {
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result.issues)}`);
  return result.quote;
}

function issuesOf(result: PricingResult): { path: string; key: string }[] {
  if (result.ok) throw new Error('expected issues');
  return [...result.issues];
}

const price = (overrides: Partial<PricingInput>, base: PricingInput = exportUsd) =>
  priceApplication({ ...base, ...overrides });

describe('worked examples', () => {
  it('USD 100,000.00 + 10% at ICC (A) 0.20% → insured 110,000.00, premium 220.00', () => {
    const quote = quoteOf(priceApplication(exportUsd));
    expect(quote).toMatchObject({
      currency: 'USD',
      currencyCode: '03',
      minorUnits: 2,
      exchangeRate: '7.1',
      invoiceAmount: 10_000_000,
      additionPercent: '10',
      additionPpm: 100_000,
      insuredAmount: 11_000_000,
      insuredAmountCny: 78_100_000,
      baseRatePpm: 2000,
      loadings: [],
      mainRatePpm: 2000,
      ratePpm: 2000,
      mainPremium: 22_000,
      premium: 22_000,
      minimumPremium: 705,
      minimumPremiumApplied: false,
      premiumCny: 156_200,
      shortTerm: null,
      referrals: [],
      notices: [],
    });
    expect(quote.deductible).toMatchObject({
      class: 'standard',
      amount: 55_000,
      textKey: 'pricing.deductible.standard',
      params: { currency: 'USD', amount: '550.00' },
    });
    expect(translate('zh-CN', quote.deductible.textKey, quote.deductible.params)).toBe(
      '每次事故绝对免赔额为USD 550.00（人民币500元或保险金额的0.5%，以高者为准）',
    );
  });

  it('accepts the portal currency code and ISO code alike', () => {
    expect(quoteOf(price({ currency: '03' })).premium).toBe(22_000);
    expect(quoteOf(price({ currency: 'usd' })).premium).toBe(22_000);
  });

  it('adds war and strikes premiums on the same sum insured', () => {
    const quote = quoteOf(price({ riders: [{ code: 'WAR' }, { code: 'STRIKES' }] }));
    expect(quote.riderPremiums).toEqual([
      { code: 'WAR', zh: '战争险', en: 'War risks', sumInsured: 11_000_000, ratePpm: 400, premium: 4_400 },
      {
        code: 'STRIKES',
        zh: '罢工险',
        en: 'Strikes risks',
        sumInsured: 11_000_000,
        ratePpm: 200,
        premium: 2_200,
      },
    ]);
    expect(quote.ratePpm).toBe(2600);
    expect(quote.premium).toBe(28_600); // 220.00 + 44.00 + 22.00
  });

  it('prices a rider on its own, lower sum insured', () => {
    const quote = quoteOf(price({ riders: [{ code: 'WAR', sumInsured: '50000.00' }] }));
    expect(quote.riderPremiums[0]).toMatchObject({ sumInsured: 5_000_000, premium: 2_000 });
    expect(quote.premium).toBe(24_000);
  });

  it('applies the CNY 50 minimum premium to a small CNY shipment', () => {
    // Domestic: no default addition; 10,000.00 × 0.04% = 4.00 < 50.00.
    const quote = quoteOf(priceApplication(domesticCny));
    expect(quote).toMatchObject({
      additionPercent: '0',
      insuredAmount: 1_000_000,
      mainPremium: 400,
      minimumPremium: 5_000,
      minimumPremiumApplied: true,
      premium: 5_000,
      premiumCny: 5_000,
      exchangeRate: '1',
      notices: [{ key: 'pricing.notice.minimumPremium' }],
    });
    expect(quote.deductible.amount).toBe(50_000);
  });

  it('rounds half-up at the cent', () => {
    // 1,000,002.50 × 0.20% = 2,000.005 → 2,000.01; and 1,000,002.49 → 2,000.00498 → 2,000.00.
    const up = quoteOf(price({ currency: 'CNY', invoiceAmount: '1000002.50', additionPercent: '0' }));
    expect(up.mainPremium).toBe(200_001);
    const down = quoteOf(price({ currency: 'CNY', invoiceAmount: '1000002.49', additionPercent: '0' }));
    expect(down.mainPremium).toBe(200_000);
    // Insured amount: 33.33 × 1.1 = 36.663 → 36.66; 33.35 × 1.1 = 36.685 → 36.69.
    expect(quoteOf(price({ currency: 'CNY', invoiceAmount: '33.33' })).insuredAmount).toBe(3_666);
    expect(quoteOf(price({ currency: 'CNY', invoiceAmount: '33.35' })).insuredAmount).toBe(3_669);
  });

  it('prices JPY in whole yen', () => {
    const quote = quoteOf(price({ currency: 'JPY', invoiceAmount: '1000000', exchangeRate: '0.048' }));
    expect(quote).toMatchObject({
      minorUnits: 0,
      insuredAmount: 1_100_000,
      premium: 2_200,
      premiumCny: 10_560, // ¥2,200 × 0.048 = CNY 105.60
      minimumPremium: 1_042, // CNY 50 / 0.048 = ¥1,041.67, rounded up
    });
    // 0.5% = ¥5,500 is below CNY 500 / 0.048 = ¥10,416.67 → ¥10,417.
    expect(quote.deductible).toMatchObject({ amount: 10_417, params: { currency: 'JPY', amount: '10,417' } });
    const small = quoteOf(price({ currency: 'JPY', invoiceAmount: '10000', exchangeRate: '0.048' }));
    expect(small).toMatchObject({ mainPremium: 22, premium: 1_042, minimumPremiumApplied: true });
    expect(issuesOf(price({ currency: 'JPY', invoiceAmount: '1000.5', exchangeRate: '0.048' }))).toEqual([
      { path: 'invoiceAmount', key: 'pricing.error.amountDecimals' },
    ]);
  });

  it('loads fragile goods ×3 with the fragile deductible', () => {
    const quote = quoteOf(price({ goods: { majorCode: '08', subCode: '0801' } }));
    expect(quote.loadings).toEqual([{ key: 'pricing.loading.goods', ratePpm: 4000, factorPpm: 3_000_000 }]);
    expect(quote.mainRatePpm).toBe(6000);
    expect(quote.premium).toBe(66_000); // 110,000.00 × 0.60%
    // CNY 2,000 / 7.1 = USD 281.69 vs 1% = USD 1,100.00.
    expect(quote.deductible).toMatchObject({ class: 'fragile', amount: 110_000 });
  });

  it('gives grain the mandatory 0.5% deductible', () => {
    const quote = quoteOf(price({ goods: { majorCode: '05', subCode: '0501' } }));
    expect(quote.deductible).toMatchObject({ class: 'grainOils', amount: 55_000, mandatory: true });
  });

  it('loads an over-age vessel by type', () => {
    // Non-container ('other', limit 15): 22 years = 7 over → +0.10%.
    const quote = quoteOf(price({ conveyanceType: '02', vessel: { age: '22', iacs: true } }));
    expect(quote.loadings).toEqual([{ key: 'pricing.loading.vesselAge', ratePpm: 1000 }]);
    expect(quote.mainRatePpm).toBe(3000);
    expect(quote.premium).toBe(33_000);
    // Container ship (limit 30): 22 years → no loading.
    expect(quoteOf(price({ vessel: { age: 22, iacs: true } })).loadings).toEqual([]);
    // Bulk carrier (limit 10): 26 years = 16 over → +0.20%.
    expect(quoteOf(price({ vessel: { type: 'bulk', age: 26, iacs: true } })).mainRatePpm).toBe(4000);
  });

  it('ignores vessel data without a sea leg', () => {
    const quote = quoteOf(price({ transportModes: ['air'], vessel: { age: 45, iacs: false } }));
    expect(quote.loadings).toEqual([]);
    expect(quote.referrals).toEqual([]);
  });

  it('rates annual carrier liability with the short-term table', () => {
    // Hazardous goods carrier: limit CNY 1,000,000 × 3.0% a year × 30% (3 months) = 9,000.00.
    const quote = quoteOf(
      priceApplication({
        productCode: 'MP09000018',
        mainClause: 'HAZMAT_CARRIER_LIABILITY',
        goods: { majorCode: '06', subCode: '0603' },
        currency: 'CNY',
        invoiceAmount: '1000000',
        startDate: '2025-06-01',
        endDate: '2025-08-20',
        today: TODAY,
      }),
    );
    expect(quote).toMatchObject({
      additionPercent: '0',
      insuredAmount: 100_000_000,
      baseRatePpm: 30_000,
      loadings: [],
      shortTerm: { months: 3, factorPpm: 300_000 },
      mainPremium: 900_000,
      premium: 900_000,
      referrals: [], // dangerous goods are what this product insures
      notices: [{ key: 'pricing.notice.shortTerm', params: { count: 3, percent: 30 } }],
    });
    expect(translate('zh-CN', quote.notices[0].key, quote.notices[0].params)).toBe(
      '保险期间3个月，按短期费率表30%计收保费',
    );
  });

  it('rates per-trip carrier liability without goods or addition', () => {
    const quote = quoteOf(
      priceApplication({
        productCode: 'MP09000041',
        mainClause: 'CARRIER_LIABILITY_TRIP',
        currency: 'CNY',
        invoiceAmount: '500000',
        today: TODAY,
      }),
    );
    expect(quote).toMatchObject({
      insuredAmount: 50_000_000,
      premium: 25_000,
      shortTerm: null,
      referrals: [],
    });
  });
});

describe('validation errors', () => {
  it('rejects unknown products and clauses of another product', () => {
    expect(issuesOf(price({ productCode: 'MP00000000' }))).toEqual([
      { path: 'productCode', key: 'pricing.error.productUnknown' },
    ]);
    expect(issuesOf(price({ mainClause: 'CIC_ALL_RISKS' }))).toEqual([
      { path: 'mainClause', key: 'pricing.error.clauseNotAvailable' },
    ]);
    expect(issuesOf(price({ productCode: 'MP09110008' }))).toEqual([
      { path: 'mainClause', key: 'pricing.error.clauseNotAvailable' },
    ]);
    expect(quoteOf(price({ productCode: 'MP09110008', mainClause: 'CIC_ALL_RISKS' })).premium).toBe(22_000);
    expect(quoteOf(price({ productCode: 'MP09000111' })).premium).toBe(22_000);
    expect(issuesOf(price({ mainClause: '' }))).toEqual([
      { path: 'mainClause', key: 'pricing.error.clauseRequired' },
    ]);
  });

  it('checks the addition: 0–30%, at least 10% under a letter of credit', () => {
    expect(quoteOf(price({ additionPercent: '30' })).insuredAmount).toBe(13_000_000);
    expect(quoteOf(price({ additionPercent: 0 })).insuredAmount).toBe(10_000_000);
    expect(quoteOf(price({ additionPercent: '12.5' })).insuredAmount).toBe(11_250_000);
    expect(issuesOf(price({ additionPercent: '30.01' }))).toEqual([
      { path: 'additionPercent', key: 'pricing.error.additionTooHigh' },
    ]);
    expect(issuesOf(price({ additionPercent: '5', letterOfCredit: '1' }))).toEqual([
      { path: 'additionPercent', key: 'pricing.error.additionBelowLetterOfCredit' },
    ]);
    expect(quoteOf(price({ additionPercent: '10', letterOfCredit: true })).additionPercent).toBe('10');
    expect(quoteOf(price({ additionPercent: '5', letterOfCredit: '0' })).additionPercent).toBe('5');
    expect(issuesOf(price({ additionPercent: '10.125' }))).toEqual([
      { path: 'additionPercent', key: 'pricing.error.additionInvalid' },
    ]);
    expect(issuesOf(price({ additionPercent: 'abc' }))).toEqual([
      { path: 'additionPercent', key: 'pricing.error.additionInvalid' },
    ]);
    expect(
      issuesOf(
        priceApplication({
          productCode: 'MP09000041',
          mainClause: 'CARRIER_LIABILITY_TRIP',
          currency: 'CNY',
          invoiceAmount: '500000',
          additionPercent: '10',
          today: TODAY,
        }),
      ),
    ).toEqual([{ path: 'additionPercent', key: 'pricing.error.additionNotApplicable' }]);
  });

  it('checks amounts, currency and exchange rate', () => {
    expect(issuesOf(price({ invoiceAmount: '0' }))).toEqual([
      { path: 'invoiceAmount', key: 'pricing.error.amountNotPositive' },
    ]);
    expect(issuesOf(price({ invoiceAmount: '1,000.00' }))).toEqual([
      { path: 'invoiceAmount', key: 'pricing.error.amountInvalid' },
    ]);
    expect(issuesOf(price({ invoiceAmount: '1.234' }))).toEqual([
      { path: 'invoiceAmount', key: 'pricing.error.amountDecimals' },
    ]);
    expect(issuesOf(price({ currency: 'XYZ' }))).toEqual([
      { path: 'currency', key: 'pricing.error.currencyUnknown' },
    ]);
    expect(issuesOf(price({ exchangeRate: null }))).toEqual([
      { path: 'exchangeRate', key: 'pricing.error.exchangeRateRequired' },
    ]);
    expect(issuesOf(price({ exchangeRate: '7,1' }))).toEqual([
      { path: 'exchangeRate', key: 'pricing.error.exchangeRateInvalid' },
    ]);
    expect(issuesOf(price({ currency: 'USD', exchangeRate: '7.1' }, domesticCny))).toEqual([
      { path: 'currency', key: 'pricing.error.currencyCnyOnly' },
    ]);
    // CNY needs no exchange rate and ignores one given.
    expect(quoteOf(price({ currency: 'CNY', exchangeRate: '7.1' })).exchangeRate).toBe('1');
  });

  it('checks goods, dates, modes, countries and ship age', () => {
    expect(issuesOf(price({ goods: null }))).toEqual([{ path: 'goods', key: 'pricing.error.goodsRequired' }]);
    expect(issuesOf(price({ goods: { majorCode: '01', subCode: '0801' } }))).toEqual([
      { path: 'goods', key: 'pricing.error.goodsUnknown' },
    ]);
    expect(issuesOf(price({ startDate: '2025-13-01' }))).toEqual([
      { path: 'startDate', key: 'pricing.error.dateInvalid' },
    ]);
    expect(issuesOf(price({ endDate: '2025-06-09' }))).toEqual([
      { path: 'endDate', key: 'pricing.error.periodOrder' },
    ]);
    expect(issuesOf(price({ transportModes: ['sea', 'teleport'] }))).toEqual([
      { path: 'transportModes', key: 'pricing.error.transportModeInvalid' },
    ]);
    expect(issuesOf(price({ transitCountries: ['SG', 'Singapore'] }))).toEqual([
      { path: 'transitCountries.1', key: 'pricing.error.countryInvalid' },
    ]);
    for (const age of [0, -1, 2.5, 'ten']) {
      expect(issuesOf(price({ vessel: { age, iacs: true } }))).toEqual([
        { path: 'vessel.age', key: 'pricing.error.shipAgeInvalid' },
      ]);
    }
  });

  it('checks the insurance period of annual products', () => {
    const annual: PricingInput = {
      productCode: 'MP09000028',
      mainClause: 'CARRIER_LIABILITY_ANNUAL',
      currency: 'CNY',
      invoiceAmount: '500000',
      startDate: '2025-06-01',
      today: TODAY,
    };
    expect(issuesOf(priceApplication(annual))).toEqual([
      { path: 'endDate', key: 'pricing.error.periodRequired' },
    ]);
    expect(issuesOf(priceApplication({ ...annual, endDate: '2026-06-01' }))).toEqual([
      { path: 'endDate', key: 'pricing.error.periodTooLong' },
    ]);
    const full = quoteOf(priceApplication({ ...annual, endDate: '2026-05-31' }));
    expect(full).toMatchObject({
      shortTerm: { months: 12, factorPpm: 1_000_000 },
      premium: 500_000,
      notices: [],
    });
  });

  it('reports every error at once', () => {
    expect(issuesOf(price({ mainClause: 'X', currency: 'XYZ', goods: null, additionPercent: '40' }))).toEqual(
      [
        { path: 'mainClause', key: 'pricing.error.clauseNotAvailable' },
        { path: 'currency', key: 'pricing.error.currencyUnknown' },
        { path: 'additionPercent', key: 'pricing.error.additionTooHigh' },
        { path: 'goods', key: 'pricing.error.goodsRequired' },
      ],
    );
  });
});

describe('riders', () => {
  it('caps a rider sum insured at the main sum insured (SPEC §5)', () => {
    expect(quoteOf(price({ riders: [{ code: 'WAR', sumInsured: '110000.00' }] })).premium).toBe(26_400);
    expect(issuesOf(price({ riders: [{ code: 'WAR', sumInsured: '110000.01' }] }))).toEqual([
      { path: 'riders.0.sumInsured', key: 'pricing.error.riderExceedsMain' },
    ]);
    expect(issuesOf(price({ riders: [{ code: 'STRIKES' }, { code: 'WAR', sumInsured: '0' }] }))).toEqual([
      { path: 'riders.1.sumInsured', key: 'pricing.error.amountNotPositive' },
    ]);
  });

  it('offers war only with a sea or air leg, on-deck only by sea', () => {
    expect(issuesOf(price({ transportModes: ['road', 'rail'], riders: [{ code: 'WAR' }] }))).toEqual([
      { path: 'riders.0', key: 'pricing.error.riderWarNeedsSeaOrAir' },
    ]);
    expect(
      quoteOf(price({ transportModes: ['road', 'air'], riders: [{ code: 'WAR' }] })).riderPremiums,
    ).toHaveLength(1);
    expect(issuesOf(price({ transportModes: ['air'], riders: [{ code: 'ON_DECK' }] }))).toEqual([
      { path: 'riders.0', key: 'pricing.error.riderOnDeckNeedsSea' },
    ]);
  });

  it('rejects unknown, unavailable, included and repeated riders', () => {
    expect(
      issuesOf(
        price({
          riders: [{ code: 'NOPE' }, { code: 'THEFT' }, { code: 'WAR' }, { code: 'WAR' }],
        }),
      ),
    ).toEqual([
      { path: 'riders.0', key: 'pricing.error.riderUnknown' },
      { path: 'riders.1', key: 'pricing.error.riderIncluded' },
      { path: 'riders.3', key: 'pricing.error.riderDuplicate' },
    ]);
    expect(issuesOf(price({ riders: [{ code: 'WAR' }] }, domesticCny))).toEqual([
      { path: 'riders.0', key: 'pricing.error.riderNotAvailable' },
    ]);
    const theft = quoteOf(price({ mainClause: 'ICC_C', riders: [{ code: 'THEFT' }, { code: 'RAIN' }] }));
    expect(theft.riderPremiums.map((r) => r.premium)).toEqual([3_300, 2_200]);
    expect(quoteOf(price({ riders: [{ code: 'THEFT' }] }, domesticCny)).riderPremiums[0].premium).toBe(300);
  });
});

describe('referrals', () => {
  const referrals = (
    overrides: Partial<PricingInput>,
    base: PricingInput = exportUsd,
  ): readonly ReferralKey[] => quoteOf(price(overrides, base)).referrals;

  it('refers a sum insured above CNY 5,000,000 or its equivalent', () => {
    expect(referrals({ currency: 'CNY', invoiceAmount: '5000000.00', additionPercent: '0' })).toEqual([]);
    expect(referrals({ currency: 'CNY', invoiceAmount: '5000000.01', additionPercent: '0' })).toEqual([
      'pricing.refer.sumInsuredOverLimit',
    ]);
    // 4,545,454.55 × 1.1 = 5,000,000.005 → 5,000,000.01.
    expect(referrals({ currency: 'CNY', invoiceAmount: '4545454.54' })).toEqual([]);
    expect(referrals({ currency: 'CNY', invoiceAmount: '4545454.55' })).toEqual([
      'pricing.refer.sumInsuredOverLimit',
    ]);
    // USD 640,000 × 1.1 × 7.1 = CNY 4,998,400; USD 641,000 → CNY 5,006,210.
    expect(referrals({ invoiceAmount: '640000' })).toEqual([]);
    expect(referrals({ invoiceAmount: '641000' })).toEqual(['pricing.refer.sumInsuredOverLimit']);
  });

  it('refers hazardous, live, valuable, used goods and project cargo', () => {
    const goods = (majorCode: string, subCode: string) => referrals({ goods: { majorCode, subCode } });
    expect(goods('06', '0603')).toEqual(['pricing.refer.hazardousGoods']);
    expect(goods('06', '0601')).toEqual([]);
    expect(goods('10', '1001')).toEqual(['pricing.refer.liveAnimals']);
    expect(goods('11', '1102')).toEqual(['pricing.refer.valuables']);
    expect(goods('12', '1202')).toEqual(['pricing.refer.usedGoods']);
    expect(goods('13', '1301')).toEqual(['pricing.refer.projectCargo']);
  });

  it('refers an anti-dated start', () => {
    expect(referrals({ startDate: '2025-05-31' })).toEqual(['pricing.refer.antiDated']);
    expect(referrals({ startDate: TODAY })).toEqual([]);
    expect(referrals({ startDate: null })).toEqual([]);
  });

  it('refers and loads a route through a high-risk country', () => {
    const quote = quoteOf(price({ transitCountries: ['ye'] }));
    expect(quote.referrals).toEqual(['pricing.refer.highRiskCountry']);
    expect(quote.loadings).toEqual([{ key: 'pricing.loading.highRiskCountry', ratePpm: 500 }]);
    expect(quote.premium).toBe(27_500);
    expect(referrals({ departureCountry: 'IR' })).toEqual(['pricing.refer.highRiskCountry']);
    expect(referrals({ destinationCountry: 'SG' })).toEqual([]);
  });

  it('refers war cover in an excluded area', () => {
    expect(referrals({ destinationCountry: 'UA', riders: [{ code: 'WAR' }] })).toEqual([
      'pricing.refer.highRiskCountry',
      'pricing.refer.warExcludedArea',
    ]);
    // Cuba is sanctioned but not a war-risk area.
    expect(referrals({ destinationCountry: 'CU', riders: [{ code: 'WAR' }] })).toEqual([
      'pricing.refer.highRiskCountry',
    ]);
  });

  it('refers sea transport on an old, unclassed or unknown vessel', () => {
    expect(referrals({ vessel: { age: 40, iacs: true } })).toEqual(['pricing.refer.vesselOverAge']);
    expect(referrals({ vessel: { age: 39, iacs: true } })).toEqual([]);
    expect(referrals({ vessel: { age: 10, iacs: false } })).toEqual(['pricing.refer.vesselNotIacs']);
    expect(referrals({ vessel: { age: 10, classSociety: 'XYZ' } })).toEqual(['pricing.refer.vesselNotIacs']);
    expect(referrals({ vessel: { age: 10 } })).toEqual(['pricing.refer.vesselNotIacs']);
    // Unknown age: referred for non-container cargo only.
    expect(referrals({ vessel: { iacs: true } })).toEqual([]);
    expect(referrals({ conveyanceType: '02', vessel: { iacs: true } })).toEqual([
      'pricing.refer.vesselAgeUnknown',
    ]);
    expect(referrals({ conveyanceType: '02', vessel: null })).toEqual([
      'pricing.refer.vesselAgeUnknown',
      'pricing.refer.vesselNotIacs',
    ]);
    // Domestic road: no vessel rules.
    expect(referrals({}, domesticCny)).toEqual([]);
  });

  it('refers on-deck cargo', () => {
    expect(referrals({ riders: [{ code: 'ON_DECK' }] })).toEqual(['pricing.refer.onDeck']);
  });

  it('has zh and en text for every referral', () => {
    const quote = quoteOf(
      price({
        startDate: '2025-01-01',
        goods: { majorCode: '06', subCode: '0603' },
        destinationCountry: 'SY',
        riders: [{ code: 'WAR' }, { code: 'ON_DECK' }],
        vessel: { age: 45 },
        invoiceAmount: '9000000',
      }),
    );
    expect(quote.referrals).toHaveLength(8);
    for (const key of quote.referrals) {
      expect(translate('zh-CN', key)).toMatch(/核保/);
      expect(translate('en-US', key)).toMatch(/underwrit/);
    }
  });
});

describe('properties', () => {
  const input = fc.record({
    invoiceAmount: fc.integer({ min: 1, max: 10_000_000_000 }).map((n) => (n / 100).toFixed(2)),
    additionPercent: fc.integer({ min: 0, max: 30 }),
    mainClause: fc.constantFrom('ICC_A', 'ICC_B', 'ICC_C'),
    currency: fc.constantFrom('CNY', 'USD', 'HKD', 'EUR'),
    exchangeRate: fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 1_000_000).toFixed(6)),
    goods: fc.constantFrom(
      { majorCode: '01', subCode: '0101' },
      { majorCode: '08', subCode: '0801' },
      { majorCode: '05', subCode: '0501' },
      { majorCode: '03', subCode: '0303' },
    ),
    vessel: fc.record({ age: fc.integer({ min: 1, max: 60 }), iacs: fc.boolean() }),
    riders: fc.subarray([{ code: 'WAR' }, { code: 'STRIKES' }]),
  });

  it('premium ≥ minimum ≥ 0, insured ≥ invoice, CNY premium ≥ CNY 50, parts add up', () => {
    fc.assert(
      fc.property(input, (fields) => {
        const quote = quoteOf(price(fields));
        expect(quote.premium).toBeGreaterThanOrEqual(quote.minimumPremium);
        expect(quote.minimumPremium).toBeGreaterThan(0);
        expect(quote.insuredAmount).toBeGreaterThanOrEqual(quote.invoiceAmount);
        expect(quote.premiumCny).toBeGreaterThanOrEqual(5_000);
        expect(quote.deductible.amount).toBeGreaterThanOrEqual(quote.deductible.floor);
        const parts = quote.riderPremiums.reduce((s, r) => s + r.premium, quote.mainPremium);
        expect(quote.premium).toBe(quote.minimumPremiumApplied ? quote.minimumPremium : parts);
        for (const value of [quote.premium, quote.insuredAmount, quote.premiumCny, quote.insuredAmountCny]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('premium never falls when the invoice rises', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 1_000_000 }), (fields, extra) => {
        const a = quoteOf(price(fields));
        const b = quoteOf(price({ ...fields, invoiceAmount: ((a.invoiceAmount + extra) / 100).toFixed(2) }));
        expect(b.premium).toBeGreaterThanOrEqual(a.premium);
      }),
    );
  });
});
