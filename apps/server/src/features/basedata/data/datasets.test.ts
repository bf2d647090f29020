import { describe, expect, it } from 'vitest';
import cargoStateLetters from './cargo-state-letters.json' with { type: 'json' };
import cities from './cities.json' with { type: 'json' };
import claimBanks from './claim-banks.json' with { type: 'json' };
import classificationSocieties from './classification-societies.json' with { type: 'json' };
import continents from './continents.json' with { type: 'json' };
import countriesByContinent from './countries-by-continent.json' with { type: 'json' };
import courierCompanies from './courier-companies.json' with { type: 'json' };
import datePrintFormats from './date-print-formats.json' with { type: 'json' };
import districts from './districts.json' with { type: 'json' };
import invoicePrintTypes from './invoice-print-types.json' with { type: 'json' };
import noClaimItems from './no-claim-items.json' with { type: 'json' };
import packingTypes from './packing-types.json' with { type: 'json' };
import portCountries from './port-countries.json' with { type: 'json' };
import ports from './ports.json' with { type: 'json' };
import premiumPrintFormats from './premium-print-formats.json' with { type: 'json' };
import provinces from './provinces.json' with { type: 'json' };
import ratePrintFormats from './rate-print-formats.json' with { type: 'json' };

interface Option {
  valueCode: string;
  valueChineseName: string;
  valueEnglishName: string;
}

const LISTS: Record<string, Option[]> = {
  'cargo-state-letters': cargoStateLetters,
  cities,
  'claim-banks': claimBanks,
  'classification-societies': classificationSocieties,
  continents,
  'courier-companies': courierCompanies,
  'date-print-formats': datePrintFormats,
  districts,
  'invoice-print-types': invoicePrintTypes,
  'no-claim-items': noClaimItems,
  'packing-types': packingTypes,
  'port-countries': portCountries,
  ports,
  'premium-print-formats': premiumPrintFormats,
  provinces,
  'rate-print-formats': ratePrintFormats,
};

const HAN = /\p{Script=Han}/u;
const codes = (list: Option[]) => list.map((o) => o.valueCode);
const isSortedByCode = (list: Option[]) => codes(list).every((c, i, a) => i === 0 || a[i - 1] < c);

describe('base-data datasets', () => {
  for (const [name, list] of Object.entries(LISTS)) {
    describe(name, () => {
      it('is a non-empty array of complete options', () => {
        expect(Array.isArray(list)).toBe(true);
        expect(list.length).toBeGreaterThan(0);
        for (const o of list) {
          for (const key of ['valueCode', 'valueChineseName', 'valueEnglishName'] as const) {
            expect(typeof o[key], `${name} ${o.valueCode} ${key}`).toBe('string');
            expect(o[key].trim(), `${name} ${o.valueCode} ${key}`).not.toBe('');
            expect(o[key], `${name} ${o.valueCode} ${key} has stray whitespace`).toBe(o[key].trim());
          }
          expect(o.valueChineseName, `${name} ${o.valueCode} Chinese name`).toMatch(HAN);
          // the Chinese-date print format legitimately shows 年月日 in its English label
          if (name !== 'date-print-formats') {
            expect(o.valueEnglishName, `${name} ${o.valueCode} English name`).not.toMatch(HAN);
          }
        }
      });

      it('has unique codes', () => {
        expect(new Set(codes(list)).size).toBe(list.length);
      });
    });
  }

  it('keeps lists sorted by code, port countries by English name and invoice type 03 first', () => {
    for (const [name, list] of Object.entries(LISTS)) {
      if (name === 'port-countries' || name === 'invoice-print-types') continue;
      expect(isSortedByCode(list), name).toBe(true);
    }
    const names = portCountries.map((c) => c.valueEnglishName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(invoicePrintTypes[0].valueCode).toBe('03');
    expect(invoicePrintTypes[0].valueChineseName).toBe('增值税电子普通发票');
    expect(isSortedByCode(invoicePrintTypes.slice(1))).toBe(true);
  });

  it('covers ISO 3166-1 and maps every country to a continent', () => {
    expect(portCountries.length).toBeGreaterThanOrEqual(249);
    for (const c of portCountries) expect(c.valueCode).toMatch(/^[A-Z]{2}$/);
    const continentCodes = new Set(codes(continents));
    expect(continentCodes.size).toBe(7);
    const mapping = countriesByContinent as Record<string, string>;
    expect(Object.keys(mapping).sort()).toEqual(codes(portCountries).sort());
    for (const [country, continent] of Object.entries(mapping)) {
      expect(continentCodes.has(continent), `${country} → ${continent}`).toBe(true);
    }
    const byCode = new Map(portCountries.map((c) => [c.valueCode, c]));
    expect(byCode.get('CN')?.valueChineseName).toBe('中国');
    expect(mapping.CN).toBe('AS');
    expect(mapping.DE).toBe('EU');
  });

  it('links districts → cities → provinces (GB/T 2260 codes)', () => {
    const provinceCodes = new Set(codes(provinces));
    const cityCodes = new Set(codes(cities));
    for (const p of provinces) expect(p.valueCode).toMatch(/^\d{2}0000$/);
    for (const c of cities) {
      expect(c.valueCode).toMatch(/^\d{6}$/);
      expect(provinceCodes.has(c.provinceCode), `city ${c.valueCode} → ${c.provinceCode}`).toBe(true);
      expect(c.valueCode.slice(0, 2)).toBe(c.provinceCode.slice(0, 2));
    }
    for (const d of districts) {
      expect(d.valueCode).toMatch(/^\d{6}$/);
      expect(cityCodes.has(d.cityCode), `district ${d.valueCode} → ${d.cityCode}`).toBe(true);
      expect(d.valueCode.slice(0, 2)).toBe(d.cityCode.slice(0, 2));
    }
    const name = (list: Option[], code: string) => list.find((o) => o.valueCode === code)?.valueEnglishName;
    expect(name(provinces, '440000')).toBe('Guangdong');
    expect(name(provinces, '610000')).toBe('Shaanxi');
    expect(name(cities, '440300')).toBe('Shenzhen');
    expect(name(cities, '610100')).toBe("Xi'an");
    expect(provinces).toHaveLength(34);
  });

  it('gives every port a valid country, type and UN/LOCODE', () => {
    const countryCodes = new Set(codes(portCountries));
    for (const p of ports) {
      expect(p.valueCode).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(p.countryCode).toBe(p.valueCode.slice(0, 2));
      expect(countryCodes.has(p.countryCode), p.valueCode).toBe(true);
      expect(['sea', 'river', 'air']).toContain(p.portType);
    }
    expect(ports.filter((p) => p.portType === 'sea').length).toBeGreaterThanOrEqual(150);
    const port = (code: string) => ports.find((p) => p.valueCode === code)?.valueChineseName;
    expect(port('CNSHA')).toBe('上海');
    expect(port('NLRTM')).toBe('鹿特丹');
  });

  it('has the 12 IACS members and an "other" class society', () => {
    const iacs = classificationSocieties.filter((s) => s.isIacs).map((s) => s.valueCode);
    expect(iacs.sort()).toEqual([
      'ABS',
      'BV',
      'CCS',
      'CRS',
      'DNV',
      'IRS',
      'KR',
      'LR',
      'NK',
      'PRS',
      'RINA',
      'TL',
    ]);
    expect(classificationSocieties.find((s) => s.valueCode === '99')?.isIacs).toBe(false);
    for (const s of classificationSocieties) expect(typeof s.isIacs).toBe('boolean');
  });

  it('uses CNAPS bank-class codes for claim banks', () => {
    for (const b of claimBanks) expect(b.valueCode).toMatch(/^\d{3}$/);
    expect(claimBanks.find((b) => b.valueCode === '102')?.valueChineseName).toBe('中国工商银行');
  });
});
