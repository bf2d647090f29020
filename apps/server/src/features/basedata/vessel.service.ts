import {
  isIacsSociety,
  todayInChina,
  translate,
  VESSEL_AGE_LIMITS,
  VESSEL_REFERRAL_AGE,
  vesselAgeLoadingPpm,
} from '@cargo/domain';
import type { ShipInfo, ShipRuleOutcome } from '@cargo/domain/schemas/basedata-lookups';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { findOptionLabel } from './basedata.service.ts';
import { type VesselRecord, vesselRecords } from './reference-data.ts';

/** At most this many vessels answer one name search. */
export const SHIP_SEARCH_LIMIT = 20;

/** IMO numbers: 7 digits, the last the check digit of the first six weighted 7…2 (SOLAS XI-1/3). */
export const isValidImo = (imo: string): boolean => {
  if (!/^\d{7}$/.test(imo)) return false;
  const sum = [...imo.slice(0, 6)].reduce((total, digit, index) => total + Number(digit) * (7 - index), 0);
  return sum % 10 === Number(imo[6]);
};

const IMO_KEYWORD = /^(?:IMO)?\s*(\d{7})$/i;

/**
 * A conveyance as the forms and policies write it names the voyage after the vessel ("COSCO SHIPPING ARIES
 * V.025W", "… VOY. 2514E"): the register knows the vessel, so the voyage is left out of the search.
 */
const VOYAGE_SUFFIX = /\s+(?:V|VOY)\.?\s*[0-9][0-9A-Z]*$/i;

/** The name searched for: the keyword in lower case, spaces collapsed, without a voyage number. */
export const vesselNameSearched = (keyword: string): string =>
  keyword.trim().replace(/\s+/g, ' ').replace(VOYAGE_SUFFIX, '').toLowerCase();

/** The ship-age and class rule of pricing (DOMAIN §3.4): referred, over-age loading, or accepted. */
const ruleOf = (vessel: VesselRecord, shipAge: number, isIacs: boolean) => {
  const ageLimit = VESSEL_AGE_LIMITS[vessel.vesselType];
  const language = callerLanguage();
  const outcome: ShipRuleOutcome =
    shipAge >= VESSEL_REFERRAL_AGE || !isIacs
      ? 'referred'
      : vesselAgeLoadingPpm(vessel.vesselType, shipAge) > 0
        ? 'loading'
        : 'accepted';
  const reason =
    outcome !== 'referred'
      ? `insuring.ship.outcome.${outcome}`
      : shipAge >= VESSEL_REFERRAL_AGE
        ? 'pricing.refer.vesselOverAge'
        : 'pricing.refer.vesselNotIacs';
  return {
    ageLimit,
    outcome,
    outcomeText: translate(language, reason, { ageLimit, shipAge, count: shipAge }),
  };
};

const toShipInfo = async (app: FastifyInstance, vessel: VesselRecord): Promise<ShipInfo> => {
  const language = callerLanguage();
  const shipAge = Math.max(1, Number(todayInChina().slice(0, 4)) - vessel.buildYear);
  const isIacs = isIacsSociety(vessel.classSociety);
  return {
    imo: vessel.valueCode,
    vesselName: vessel.valueEnglishName,
    displayName: language === 'en-US' ? vessel.valueEnglishName : vessel.valueChineseName,
    vesselType: vessel.vesselType,
    vesselTypeName: translate(language, `insuring.ship.type.${vessel.vesselType}`),
    buildYear: vessel.buildYear,
    shipAge,
    classSociety: vessel.classSociety,
    classSocietyName:
      (await findOptionLabel(app, 'classificationSociety', vessel.classSociety)) ?? vessel.classSociety,
    isIacs,
    flagCode: vessel.flagCode,
    flagName: (await findOptionLabel(app, 'portCountry', vessel.flagCode)) ?? vessel.flagCode,
    grossTonnage: vessel.grossTonnage,
    ...ruleOf(vessel, shipAge, isIacs),
  };
};

/**
 * POST queryShipInfo: by IMO number (exact; a wrong check digit is refused) or by part of the English or
 * Chinese name (case-insensitive, a voyage number after the name ignored), names starting with the keyword first.
 */
export const findShips = async (app: FastifyInstance, keyword: string): Promise<ShipInfo[]> => {
  const vessels = await vesselRecords();
  const imo = IMO_KEYWORD.exec(keyword)?.[1];
  if (imo !== undefined) {
    if (!isValidImo(imo)) throw fieldError(['keyword'], 'insuring.error.imoCheckDigit');
    const vessel = vessels.find((candidate) => candidate.valueCode === imo);
    return vessel ? [await toShipInfo(app, vessel)] : [];
  }
  const wanted = vesselNameSearched(keyword);
  const ranked = vessels
    .map((vessel) => {
      const names = [vessel.valueEnglishName.toLowerCase(), vessel.valueChineseName];
      const rank = names.some((name) => name.startsWith(wanted))
        ? 0
        : names.some((name) => name.includes(wanted))
          ? 1
          : -1;
      return { vessel, rank };
    })
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.vessel.valueEnglishName.localeCompare(b.vessel.valueEnglishName))
    .slice(0, SHIP_SEARCH_LIMIT);
  return Promise.all(ranked.map(({ vessel }) => toShipInfo(app, vessel)));
};
