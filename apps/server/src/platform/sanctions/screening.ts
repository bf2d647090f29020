import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import {
  embargoedDestinations,
  featureSwitches,
  type ScreenedPartyRole,
  sanctionsClearances,
} from '../../db/schema/index.ts';
import { type ListIndex, matchName, matchVessel, type NameMatch } from './matching/matcher.ts';
import { nameWords, normaliseName } from './matching/normalise.ts';

/**
 * Screening one document: its parties against the newest list's people and companies, its vessel by IMO
 * number and then by name against the list's vessels, its ports and their countries against the embargoed
 * destinations. A hit a compliance officer cleared for the same party and the same unchanged entry is left
 * out. Pure but for the context (`screeningContext`, read once per request or batch) and the clearances.
 */

/** The threshold operations set (`feature_switches`, migration 0049) when it is missing or not a number. */
export const DEFAULT_MATCH_THRESHOLD = 0.9;
export const MATCH_THRESHOLD_SWITCH = 'sanctions.matchThreshold';

export interface ScreeningInput {
  parties: readonly { role: 'applicant' | 'insured'; name: string | null | undefined }[];
  /** The conveyance's name as the form holds it; an IMO number in it is matched exactly. */
  vesselName?: string | null;
  /** UN/LOCODE codes of the departure, destination and transit ports. */
  ports: readonly (string | null | undefined)[];
}

export interface ScreeningHit {
  partyRole: ScreenedPartyRole;
  partyName: string;
  partyNormalised: string;
  entNum: string | null;
  entryName: string;
  entryContentHash: string | null;
  programme: string;
  score: number;
  matchedFields: string[];
}

export interface ScreeningContext {
  index: ListIndex | undefined;
  threshold: number;
  /** Embargoed country codes and port codes → programme. */
  embargoes: ReadonlyMap<string, string>;
}

export interface ScreeningOutcome {
  listVersionId: number | null;
  hits: ScreeningHit[];
}

const thresholdOf = (value: string | undefined) => {
  const threshold = Number(value);
  return Number.isFinite(threshold) && threshold > 0 && threshold <= 1 ? threshold : DEFAULT_MATCH_THRESHOLD;
};

/** The newest list's index, the threshold and the embargoed destinations: what screening reads. */
export const screeningContext = async (
  app: FastifyInstance,
  db: Executor,
  withList = true,
): Promise<ScreeningContext> => {
  const [index, switches, embargoes] = await Promise.all([
    withList ? app.sanctionsIndex.current() : undefined,
    db
      .select({ value: featureSwitches.value })
      .from(featureSwitches)
      .where(eq(featureSwitches.name, MATCH_THRESHOLD_SWITCH)),
    db
      .select({
        kind: embargoedDestinations.kind,
        code: embargoedDestinations.code,
        programme: embargoedDestinations.programme,
      })
      .from(embargoedDestinations),
  ]);
  return {
    index,
    threshold: thresholdOf(switches[0]?.value),
    embargoes: new Map(embargoes.map((row) => [`${row.kind}:${row.code}`, row.programme])),
  };
};

/** An IMO number (7 digits whose last is the check digit of the six before) written in a vessel's name. */
export const imoNumberIn = (text: string): string | null => {
  for (const [digits] of text.matchAll(/\b\d{7}\b/g)) {
    const sum = [...digits.slice(0, 6)].reduce((total, digit, i) => total + Number(digit) * (7 - i), 0);
    if (sum % 10 === Number(digits[6])) return digits;
  }
  return null;
};

const hitOf = (index: ListIndex, role: ScreenedPartyRole, name: string, match: NameMatch): ScreeningHit => {
  const entry = index.entries.get(match.entNum)!;
  return {
    partyRole: role,
    partyName: name,
    partyNormalised: normaliseName(name),
    entNum: entry.entNum,
    entryName: entry.name,
    entryContentHash: entry.contentHash,
    programme: entry.programmes.join(', '),
    score: Math.round(match.score * 1000) / 1000,
    matchedFields: match.matchedFields,
  };
};

const routeHits = (context: ScreeningContext, ports: ScreeningInput['ports']): ScreeningHit[] => {
  const hits: ScreeningHit[] = [];
  for (const port of new Set(ports.filter((code): code is string => !!code))) {
    const byPort = context.embargoes.get(`port:${port}`);
    const byCountry = context.embargoes.get(`country:${port.slice(0, 2)}`);
    const programme = byPort ?? byCountry;
    if (programme === undefined) continue;
    hits.push({
      partyRole: 'route',
      partyName: port,
      partyNormalised: port,
      entNum: null,
      entryName: '',
      entryContentHash: null,
      programme,
      score: 1,
      matchedFields: [byPort === undefined ? 'country' : 'port'],
    });
  }
  return hits;
};

/** Every possible hit of a document, before clearances (pure: the context holds what is read). */
export const findHits = (context: ScreeningContext, input: ScreeningInput): ScreeningHit[] => {
  const hits = routeHits(context, input.ports);
  const { index, threshold } = context;
  if (index === undefined) return hits;
  for (const party of input.parties) {
    if (!party.name?.trim()) continue;
    const matches = matchName(index, nameWords(party.name), threshold, false);
    for (const match of matches) hits.push(hitOf(index, party.role, party.name, match));
  }
  const vesselName = input.vesselName?.trim();
  if (vesselName) {
    const imoNo = imoNumberIn(vesselName);
    const words = nameWords(vesselName.replace(/\bIMO\b|\b\d{7}\b/gi, ' '));
    for (const match of matchVessel(index, { imoNo, words }, threshold)) {
      hits.push(hitOf(index, 'vessel', vesselName, match));
    }
  }
  return hits;
};

/** The hits left once the ones cleared for the same party and the same unchanged entry are taken out. */
export const withoutCleared = async (
  db: Executor,
  source: string | undefined,
  hits: readonly ScreeningHit[],
): Promise<ScreeningHit[]> => {
  const clearable = hits.filter((hit) => hit.entNum !== null && hit.entryContentHash !== null);
  if (clearable.length === 0 || source === undefined) return [...hits];
  const cleared = await db
    .select({
      party: sanctionsClearances.partyNormalised,
      entNum: sanctionsClearances.entNum,
      hash: sanctionsClearances.entryContentHash,
    })
    .from(sanctionsClearances)
    .where(
      and(
        eq(sanctionsClearances.source, source),
        inArray(
          sanctionsClearances.partyNormalised,
          clearable.map((hit) => hit.partyNormalised),
        ),
        or(...clearable.map((hit) => eq(sanctionsClearances.entNum, hit.entNum!))),
      ),
    );
  const keys = new Set(cleared.map((row) => `${row.party}\u001f${row.entNum}\u001f${row.hash}`));
  return hits.filter(
    (hit) => !keys.has(`${hit.partyNormalised}\u001f${hit.entNum}\u001f${hit.entryContentHash}`),
  );
};

/** Screens one document against the newest list: its hits (cleared ones left out) and the version used. */
export const screenDocument = async (
  app: FastifyInstance,
  db: Executor,
  input: ScreeningInput,
  context?: ScreeningContext,
): Promise<ScreeningOutcome> => {
  // A route alone (a quote) needs no list index.
  const withList = input.parties.some((party) => !!party.name?.trim()) || !!input.vesselName?.trim();
  const used = context ?? (await screeningContext(app, db, withList));
  const hits = await withoutCleared(db, used.index?.source, findHits(used, input));
  return { listVersionId: used.index?.listVersionId ?? null, hits };
};
