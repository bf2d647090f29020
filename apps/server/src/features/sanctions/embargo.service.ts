import {
  type BaseOption,
  chinaDateTime,
  type EmbargoAddBody,
  type EmbargoedDestination,
  type EmbargoList,
  type EmbargoPlaces,
  type EmbargoPlacesQuery,
  ERROR_CODES,
  type MatchThresholdBody,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { DEFAULT_MATCH_THRESHOLD, MATCH_THRESHOLD_SWITCH } from '../../platform/sanctions/screening.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { findOptions, rankPort } from '../basedata/basedata.service.ts';
import {
  deleteEmbargo,
  type EmbargoRow,
  findEmbargoes,
  findThresholdValue,
  insertEmbargo,
  writeThreshold,
} from './embargo.repository.ts';

/**
 * Embargoed destinations and the match threshold, kept by operations staff (docs/business-rules.md "Sanctions
 * screening"). Screening reads both from the database at every screening (`screeningContext`), so a change
 * takes effect at once on every instance. Each change is one transaction with its staff audit row.
 */

const PLACES_LIMIT = 50;

/**
 * The seeded Crimean and Donbas ports (migration 0049) are not in the portal's port list: their names here, so
 * the page never shows a bare code. Operations can add only ports of the list.
 */
const SEEDED_PORTS: Readonly<Record<string, BaseOption>> = Object.fromEntries(
  [
    ['UASVP', '塞瓦斯托波尔', 'Sevastopol'],
    ['UAKEH', '刻赤', 'Kerch'],
    ['UAFEO', '费奥多西亚', 'Feodosiya'],
    ['UAYAL', '雅尔塔', 'Yalta'],
    ['UAEVP', '叶夫帕托里亚', 'Yevpatoriya'],
    ['UAMPW', '马里乌波尔', 'Mariupol'],
  ].map(([valueCode, valueChineseName, valueEnglishName]) => [
    valueCode,
    { valueCode: valueCode!, valueChineseName: valueChineseName!, valueEnglishName: valueEnglishName! },
  ]),
);

const nameOf = (option: BaseOption) =>
  callerLanguage() === 'en-US' && option.valueEnglishName ? option.valueEnglishName : option.valueChineseName;

/** Country and port names by code, in the caller's language. */
const placeNames = async (app: FastifyInstance) => {
  const [countries, ports] = await Promise.all([findOptions(app, 'portCountry'), findOptions(app, 'port')]);
  return {
    countries: new Map(countries.map((option) => [option.valueCode, option])),
    ports: new Map(ports.map((option) => [option.valueCode, option])),
  };
};
type PlaceNames = Awaited<ReturnType<typeof placeNames>>;

/** "Bandar Abbas (IRBND), Iran". */
const destinationName = (names: PlaceNames, kind: string, code: string) => {
  const country = names.countries.get(code.slice(0, 2));
  const countryName = country === undefined ? code.slice(0, 2) : nameOf(country);
  if (kind === 'country') return countryName;
  const port = names.ports.get(code) ?? SEEDED_PORTS[code];
  return `${port === undefined ? code : `${nameOf(port)} (${code})`}, ${countryName}`;
};

/** A port's name with its code and country in the caller's language, for the compliance queue's route hits. */
export const portNamer = async (app: FastifyInstance) => {
  const names = await placeNames(app);
  return (code: string) => destinationName(names, 'port', code);
};

const toDestination = (names: PlaceNames, row: EmbargoRow): EmbargoedDestination => ({
  id: row.id,
  kind: row.kind,
  code: row.code,
  name: destinationName(names, row.kind, row.code),
  programme: row.programme,
  note: row.note,
  createdBy: row.createdBy ?? '',
  createdAt: chinaDateTime(row.createdAt),
});

const thresholdOf = (value: string | undefined) => {
  const threshold = Number(value);
  return value !== undefined && Number.isFinite(threshold) ? threshold : DEFAULT_MATCH_THRESHOLD;
};

/** POST embargo/list. */
export const listEmbargoes = async (app: FastifyInstance): Promise<EmbargoList> => {
  const [rows, names, threshold] = await Promise.all([
    findEmbargoes(app.db),
    placeNames(app),
    findThresholdValue(app.db),
  ]);
  return { list: rows.map((row) => toDestination(names, row)), threshold: thresholdOf(threshold) };
};

/** POST embargo/places: every country, or the ports of one country narrowed by a keyword on code or name. */
export const embargoPlaces = async (
  app: FastifyInstance,
  query: EmbargoPlacesQuery,
): Promise<EmbargoPlaces> => {
  const names = await placeNames(app);
  if (query.kind === 'country') {
    return [...names.countries.values()]
      .map((option) => ({ code: option.valueCode, name: nameOf(option) }))
      .sort((a, b) => a.name.localeCompare(b.name, callerLanguage()));
  }
  const keyword = query.keyword.toLowerCase();
  return [...names.ports.values()]
    .filter((option) => option.parentCode === query.countryCode)
    .map((port) => ({ port, rank: keyword === '' ? 0 : rankPort(port, keyword) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PLACES_LIMIT)
    .map(({ port }) => ({ code: port.valueCode, name: `${nameOf(port)} (${port.valueCode})` }));
};

/** POST embargo/add: a country or port of the portal's lists, not embargoed yet (409 if it is). */
export const addEmbargo = async (
  app: FastifyInstance,
  session: Session,
  body: EmbargoAddBody,
): Promise<EmbargoedDestination> => {
  const names = await placeNames(app);
  const known = body.kind === 'country' ? names.countries.has(body.code) : names.ports.has(body.code);
  if (!known) throw fieldError(['code'], 'embargo.error.unknownPlace');
  const id = await app.db.transaction(async (tx) => {
    const inserted = await insertEmbargo(tx, { ...body, createdBy: session.userId });
    if (inserted === undefined) throw new AppError(ERROR_CODES.conflict, 'embargo.error.duplicate');
    await recordStaffAction(tx, session, {
      action: 'embargo.add',
      objectType: 'embargo',
      objectNo: body.code,
      before: null,
      after: body,
    });
    return inserted;
  });
  const row = (await findEmbargoes(app.db)).find((candidate) => candidate.id === id)!;
  return toDestination(names, row);
};

/** POST embargo/remove: an unknown id is "not found". */
export const removeEmbargo = async (
  app: FastifyInstance,
  session: Session,
  id: number,
): Promise<EmbargoList> => {
  await app.db.transaction(async (tx) => {
    const removed = await deleteEmbargo(tx, id);
    if (removed === undefined) throw notFound();
    await recordStaffAction(tx, session, {
      action: 'embargo.remove',
      objectType: 'embargo',
      objectNo: removed.code,
      before: { kind: removed.kind, code: removed.code, programme: removed.programme, note: removed.note },
      after: null,
    });
  });
  return listEmbargoes(app);
};

/** POST embargo/threshold: the switch `sanctions.matchThreshold`, two decimals. */
export const setMatchThreshold = async (
  app: FastifyInstance,
  session: Session,
  body: MatchThresholdBody,
): Promise<EmbargoList> => {
  const value = body.threshold.toFixed(2);
  await app.db.transaction(async (tx) => {
    const before = await findThresholdValue(tx);
    if (before === value) return;
    await writeThreshold(tx, value);
    await recordStaffAction(tx, session, {
      action: 'sanctions.threshold',
      objectType: 'switch',
      objectNo: MATCH_THRESHOLD_SWITCH,
      before: { value: before ?? null },
      after: { value },
    });
  });
  return listEmbargoes(app);
};
