import { describe, expect, it } from 'vitest';
import { CNY_RATE } from './money.ts';
import {
  computeDeductible,
  findHighRiskCountry,
  HIGH_RISK_COUNTRIES,
  isIacsSociety,
  vesselAgeLoadingPpm,
} from './underwriting.ts';

describe('vessel age loading (CL354 limits)', () => {
  it('is zero up to the limit of the vessel type', () => {
    expect(vesselAgeLoadingPpm('bulk', 10)).toBe(0);
    expect(vesselAgeLoadingPpm('liner', 25)).toBe(0);
    expect(vesselAgeLoadingPpm('container', 30)).toBe(0);
    expect(vesselAgeLoadingPpm('other', 15)).toBe(0);
  });

  it('rises from +0.05% to +0.20% with the years over the limit', () => {
    expect(vesselAgeLoadingPpm('bulk', 11)).toBe(500);
    expect(vesselAgeLoadingPpm('bulk', 15)).toBe(500);
    expect(vesselAgeLoadingPpm('bulk', 16)).toBe(1000);
    expect(vesselAgeLoadingPpm('bulk', 21)).toBe(1500);
    expect(vesselAgeLoadingPpm('bulk', 26)).toBe(2000);
    expect(vesselAgeLoadingPpm('other', 39)).toBe(2000);
    expect(vesselAgeLoadingPpm('container', 31)).toBe(500);
  });
});

describe('lists', () => {
  it('finds high-risk countries by ISO alpha-2, any case', () => {
    expect(HIGH_RISK_COUNTRIES.map((c) => c.code)).toEqual(
      expect.arrayContaining(['IR', 'KP', 'SY', 'CU', 'RU', 'UA', 'YE', 'AF', 'SD', 'SO', 'LY', 'MM']),
    );
    expect(findHighRiskCountry('ye')?.warRisk).toBe(true);
    expect(findHighRiskCountry('CU')?.warRisk).toBe(false);
    expect(findHighRiskCountry('DE')).toBeUndefined();
  });

  it('knows the IACS members', () => {
    expect(isIacsSociety('ccs')).toBe(true);
    expect(isIacsSociety('LR')).toBe(true);
    expect(isIacsSociety('XYZ')).toBe(false);
  });
});

describe('computeDeductible', () => {
  it('standard: higher of CNY 500 or 0.5%', () => {
    expect(computeDeductible('standard', 1_100_000, 'CNY', 2, CNY_RATE)).toMatchObject({
      amount: 50_000,
      params: { currency: 'CNY', amount: '500.00' },
      mandatory: false,
    });
    expect(computeDeductible('standard', 100_000_000, 'CNY', 2, CNY_RATE).amount).toBe(500_000);
  });

  it('fragile: higher of CNY 2,000 or 1%', () => {
    expect(computeDeductible('fragile', 10_000_000, 'CNY', 2, CNY_RATE).amount).toBe(200_000);
    expect(computeDeductible('fragile', 50_000_000, 'CNY', 2, CNY_RATE)).toMatchObject({
      amount: 500_000,
      params: { amount: '5,000.00' },
      textKey: 'pricing.deductible.fragile',
    });
  });

  it('grain and oils: 0.5%, mandatory', () => {
    expect(computeDeductible('grainOils', 100_000_000, 'CNY', 2, CNY_RATE)).toMatchObject({
      amount: 500_000,
      mandatory: true,
      textKey: 'pricing.deductible.grainOils',
    });
  });

  it('converts the CNY floor into the policy currency', () => {
    const usd = { units: 71n, scale: 1 };
    // CNY 500 / 7.1 = USD 70.42; 0.5% of USD 10,000.00 = 50.00.
    expect(computeDeductible('standard', 1_000_000, 'USD', 2, usd)).toMatchObject({
      amount: 7_042,
      floor: 7_042,
    });
  });
});
