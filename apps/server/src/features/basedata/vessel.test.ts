import { todayInChina } from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type { ShipInfo } from '@cargo/domain/schemas/basedata-lookups';
import { describe, expect, it } from 'vitest';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import classificationSocieties from './data/classification-societies.json' with { type: 'json' };
import portCountries from './data/port-countries.json' with { type: 'json' };
import { vesselRecords } from './reference-data.ts';
import { isValidImo } from './vessel.service.ts';

const ctx = useTestApp({ logIn: 'demo' });

const search = (keyword: string, lang: 'zh' | 'en' = 'zh') =>
  call(ctx.app, basedataEndpoints.shipInfo, { keyword }, { cookie: ctx.token, lang });
const ageOf = (buildYear: number) => Number(todayInChina().slice(0, 4)) - buildYear;

describe('POST /cargo/query/queryShipInfo', () => {
  it('finds a vessel by IMO number with its age, class, flag and the ship-age rule in the caller language', async () => {
    const [ship] = data<ShipInfo[]>(await search('IMO 9473858', 'en'));
    expect(ship).toMatchObject({
      imo: '9473858',
      vesselName: 'ORIENT HARMONY',
      displayName: 'ORIENT HARMONY',
      vesselType: 'container',
      buildYear: 2015,
      shipAge: ageOf(2015),
      classSociety: 'CCS',
      classSocietyName: 'China Classification Society',
      isIacs: true,
      flagCode: 'HK',
      ageLimit: 30,
      outcome: 'accepted',
    });
    expect(ship!.outcomeText).toContain('30-year limit');
  });

  it('applies the over-age loading above the type limit and refers a vessel outside IACS class', async () => {
    const [bulk] = data<ShipInfo[]>(await search('ocean trust'));
    expect(bulk).toMatchObject({
      vesselType: 'bulk',
      ageLimit: 10,
      outcome: 'loading',
      displayName: '海洋信赖',
    });
    expect(bulk!.outcomeText).toContain('老船附加费率');
    const [unclassed] = data<ShipInfo[]>(await search('9406465', 'en'));
    expect(unclassed).toMatchObject({ vesselName: 'RED LANTERN', isIacs: false, outcome: 'referred' });
    expect(unclassed!.outcomeText).toMatch(/IACS/);
  });

  it('searches names in both languages, names starting with the keyword first, at most 20', async () => {
    const byPart = data<ShipInfo[]>(await search('Meridian'));
    expect(byPart.map((ship) => ship.vesselName)).toEqual(['MERIDIAN GLORY', 'HANSA MERIDIAN']);
    const byChinese = data<ShipInfo[]>(await search('东方'));
    expect(byChinese.map((ship) => ship.vesselName).sort()).toEqual(['EASTERN DAWN', 'ORIENT HARMONY']);
    expect(data<ShipInfo[]>(await search('an')).length).toBeLessThanOrEqual(20);
    expect(data<ShipInfo[]>(await search('no such ship'))).toEqual([]);
  });

  it('finds the vessels the demo policies name, by part of the name or by the conveyance with its voyage', async () => {
    const cosco = data<ShipInfo[]>(await search('COSCO', 'en'));
    expect(cosco.map((ship) => ship.vesselName)).toEqual([
      'COSCO SHIPPING ARIES',
      'COSCO SHIPPING LEO',
      'COSCO SHIPPING TAURUS',
    ]);
    for (const conveyance of [
      'COSCO SHIPPING ARIES V.025W',
      'EVER GIVEN V.1125S',
      'MAERSK ESSEN VOY. 2514E',
    ]) {
      const [ship] = data<ShipInfo[]>(await search(conveyance, 'en'));
      expect(conveyance.startsWith(ship?.vesselName ?? '-'), conveyance).toBe(true);
    }
    const [aries] = data<ShipInfo[]>(await search('中远海运白羊座'));
    expect(aries).toMatchObject({ imo: '9783497', classSociety: 'CCS', isIacs: true, outcome: 'accepted' });
  });

  it('refuses an IMO number with a wrong check digit and a keyword shorter than 2 by field', async () => {
    const wrong = await search('9473857', 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Keyword: the IMO number check digit is wrong');
    expect((await search('x', 'en')).statusCode).toBe(400);
  });
});

describe('the vessel register', () => {
  it('holds only valid IMO numbers, known class societies and flags, and build years in the past', async () => {
    const societies = new Set(classificationSocieties.map((society) => society.valueCode));
    const flags = new Set(portCountries.map((country) => country.valueCode));
    const vessels = await vesselRecords();
    expect(vessels.length).toBeGreaterThanOrEqual(50);
    for (const vessel of vessels) {
      expect(isValidImo(vessel.valueCode), vessel.valueCode).toBe(true);
      expect(societies.has(vessel.classSociety), vessel.classSociety).toBe(true);
      expect(flags.has(vessel.flagCode), vessel.flagCode).toBe(true);
      expect(ageOf(vessel.buildYear)).toBeGreaterThan(0);
    }
    expect(new Set(vessels.map((vessel) => vessel.valueCode)).size).toBe(vessels.length);
  });

  it('checks IMO check digits', () => {
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
  });
});
