import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../codes/index.ts';
import { findMainClause, mainClausesFor, PRICING_PRODUCTS, RIDERS, ridersFor } from './clauses.ts';

const codes = (items: readonly { code: string }[]): string[] => items.map((i) => i.code);

describe('main clauses by product', () => {
  it('covers every SPEC §9 product and the export-type MP09000111', () => {
    const priced = PRICING_PRODUCTS.map((p) => p.code as string);
    for (const product of PRODUCTS) expect(priced).toContain(product.code);
    expect(priced).toContain('MP09000111');
    for (const code of priced) expect(mainClausesFor(code).length).toBeGreaterThan(0);
  });

  it('offers ICC (A)/(B)/(C) for export-type codes and the CIC names for import', () => {
    expect(codes(mainClausesFor('MP09110009'))).toEqual(['ICC_A', 'ICC_B', 'ICC_C']);
    expect(codes(mainClausesFor('MP09000111'))).toEqual(['ICC_A', 'ICC_B', 'ICC_C']);
    expect(mainClausesFor('MP09110008').map((c) => c.zh)).toEqual(['一切险', '水渍险', '平安险']);
  });

  it('offers basic and comprehensive for domestic road, waterway and rail', () => {
    for (const code of ['MP09110012', 'MP09110015', 'MP09110013']) {
      expect(mainClausesFor(code).map((c) => c.zh)).toEqual(['基本险', '综合险']);
    }
    expect(codes(mainClausesFor('MP09110014'))).toEqual(['AIR_ALL_RISKS']);
    expect(codes(mainClausesFor('MP09110011'))).toEqual(['PARCEL_RISKS']);
    expect(codes(mainClausesFor('MP09000041'))).toEqual(['CARRIER_LIABILITY_TRIP']);
    expect(codes(mainClausesFor('MP09000018'))).toEqual(['HAZMAT_CARRIER_LIABILITY']);
    expect(mainClausesFor('MP00000000')).toEqual([]);
  });

  it('uses the DOMAIN §8 base rates', () => {
    const rate = (code: string) => findMainClause(code)?.ratePpm;
    expect([rate('ICC_A'), rate('ICC_B'), rate('ICC_C')]).toEqual([2000, 1000, 600]);
    expect([rate('CIC_ALL_RISKS'), rate('CIC_WPA'), rate('CIC_FPA')]).toEqual([2000, 1000, 600]);
    expect([rate('DOMESTIC_BASIC'), rate('DOMESTIC_COMPREHENSIVE')]).toEqual([400, 1000]);
    expect([rate('AIR_ALL_RISKS'), rate('PARCEL_RISKS'), rate('CARRIER_LIABILITY_TRIP')]).toEqual([
      1200, 2000, 500,
    ]);
    expect(RIDERS.find((r) => r.code === 'WAR')?.ratePpm).toBe(400);
    expect(RIDERS.find((r) => r.code === 'STRIKES')?.ratePpm).toBe(200);
  });
});

describe('riders by product', () => {
  it('offers war and strikes only on import/export, and hides covers the clause includes', () => {
    expect(codes(ridersFor('MP09110009', 'ICC_A'))).toEqual(['WAR', 'STRIKES', 'ON_DECK']);
    expect(codes(ridersFor('MP09110009', 'ICC_B'))).toEqual(['WAR', 'STRIKES', 'THEFT', 'RAIN', 'ON_DECK']);
    expect(codes(ridersFor('MP09110012', 'DOMESTIC_BASIC'))).toEqual(['THEFT', 'RAIN']);
    expect(codes(ridersFor('MP09110012', 'DOMESTIC_COMPREHENSIVE'))).toEqual([]);
    expect(codes(ridersFor('MP09110014'))).toEqual([]);
    expect(codes(ridersFor('MP09000041'))).toEqual([]);
  });
});
