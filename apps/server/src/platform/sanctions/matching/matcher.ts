import { jaroWinkler } from './jaro-winkler.ts';

/**
 * The matcher: one list version's names in memory, and a party's or a vessel's best matches against them.
 * A name's score is a symmetric token-set similarity: each word of either side is paired with its most
 * similar word of the other side by Jaro-Winkler, and the similarities are averaged weighted by word length,
 * over both sides. Word order does not count; a word that has no counterpart lowers the score, so a short
 * name inside a longer one ("OCEAN" in "SHANGHAI OCEAN TRADING") stays below the threshold.
 */

export interface IndexedName {
  entNum: string;
  /** The normalised form (sorted distinct words, `normalise.ts`). */
  normalised: string;
  kind: string;
}

export interface IndexedEntry {
  entNum: string;
  name: string;
  entryType: string;
  programmes: readonly string[];
  imoNo: string | null;
  contentHash: string;
}

export interface ListIndex {
  listVersionId: number;
  source: string;
  entries: ReadonlyMap<string, IndexedEntry>;
  /** Words of each name, by position in `names`. */
  names: readonly { entNum: string; kind: string; words: readonly string[]; isVessel: boolean }[];
  /** Names (positions) holding a word that starts with these 3 characters (the whole word when shorter). */
  byPrefix: ReadonlyMap<string, readonly number[]>;
  byImo: ReadonlyMap<string, string>;
}

export interface NameMatch {
  entNum: string;
  score: number;
  /** `name` for the entry's primary name, `alias` for an a.k.a./f.k.a. name, `imo` for the IMO number. */
  matchedFields: string[];
}

const prefixOf = (word: string) => word.slice(0, 3);

export const buildIndex = (
  listVersionId: number,
  source: string,
  entries: readonly IndexedEntry[],
  names: readonly IndexedName[],
): ListIndex => {
  const entryMap = new Map(entries.map((entry) => [entry.entNum, entry]));
  const byPrefix = new Map<string, number[]>();
  const indexed = names.map((name, position) => {
    const words = name.normalised.split(' ').filter((word) => word !== '');
    for (const prefix of new Set(words.map(prefixOf))) {
      const bucket = byPrefix.get(prefix);
      if (bucket === undefined) byPrefix.set(prefix, [position]);
      else bucket.push(position);
    }
    const isVessel = entryMap.get(name.entNum)?.entryType === 'vessel';
    return { entNum: name.entNum, kind: name.kind, words, isVessel };
  });
  const byImo = new Map<string, string>();
  for (const entry of entries) if (entry.imoNo) byImo.set(entry.imoNo, entry.entNum);
  return { listVersionId, source, entries: entryMap, names: indexed, byPrefix, byImo };
};

/** How well the words of one side are met on the other: Σ length × best similarity / Σ length. */
const coverage = (from: readonly string[], to: readonly string[]) => {
  let weighted = 0;
  let total = 0;
  for (const word of from) {
    let best = 0;
    for (const other of to) {
      const similarity = word === other ? 1 : jaroWinkler(word, other);
      if (similarity > best) best = similarity;
      if (best === 1) break;
    }
    weighted += word.length * best;
    total += word.length;
  }
  return { weighted, total };
};

/** The token-set similarity of two normalised word lists, 0…1. */
export const nameSimilarity = (a: readonly string[], b: readonly string[]): number => {
  if (a.length === 0 || b.length === 0) return 0;
  const there = coverage(a, b);
  const back = coverage(b, a);
  return (there.weighted + back.weighted) / (there.total + back.total);
};

/**
 * The names worth scoring: those sharing the first three characters of one of the name's two rarest words.
 * A score at the threshold needs every long word met closely, so the rarest two find it without scoring the
 * thousands of names that share a common word ("TRADING", "SHIPPING") with the party.
 */
const CANDIDATE_WORDS = 2;
const candidatesOf = (index: ListIndex, words: readonly string[]) => {
  const buckets = [...new Set(words.map(prefixOf))]
    .map((prefix) => index.byPrefix.get(prefix) ?? [])
    .sort((a, b) => a.length - b.length)
    .slice(0, CANDIDATE_WORDS);
  return new Set(buckets.flat());
};

/** The best score per entry of the names of one kind (vessels or not) at or above `threshold`, best first. */
export const matchName = (
  index: ListIndex,
  words: readonly string[],
  threshold: number,
  vessels: boolean,
): NameMatch[] => {
  if (words.length === 0) return [];
  const best = new Map<string, NameMatch>();
  for (const position of candidatesOf(index, words)) {
    const name = index.names[position]!;
    if (name.isVessel !== vessels) continue;
    const score = nameSimilarity(words, name.words);
    if (score < threshold) continue;
    const field = name.kind === 'primary' ? 'name' : 'alias';
    const known = best.get(name.entNum);
    if (known === undefined || score > known.score) {
      best.set(name.entNum, { entNum: name.entNum, score, matchedFields: [field] });
    } else if (score === known.score && !known.matchedFields.includes(field)) {
      known.matchedFields.push(field);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
};

/** A vessel: the entry with its IMO number if any (score 1), then by name among the list's vessels. */
export const matchVessel = (
  index: ListIndex,
  vessel: { imoNo: string | null; words: readonly string[] },
  threshold: number,
): NameMatch[] => {
  const byImo = vessel.imoNo === null ? undefined : index.byImo.get(vessel.imoNo);
  const byName = matchName(index, vessel.words, threshold, true).filter((match) => match.entNum !== byImo);
  return byImo === undefined ? byName : [{ entNum: byImo, score: 1, matchedFields: ['imo'] }, ...byName];
};
