import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type ScreeningStage,
  type ScreeningSubject,
  sanctionsHits,
  sanctionsScreenings,
} from '../../db/schema/index.ts';
import { insertByUnnest } from '../../db/unnest-insert.ts';
import type { ScreeningOutcome } from './screening.ts';

/**
 * A screening written with the document it screened (in the caller's transaction): "no hit" with the list
 * version that screened it, or "pending review" with its hits, which puts the document in the compliance
 * queue.
 */

export interface ScreenedDocument {
  accountId: number;
  subjectType: ScreeningSubject;
  subjectId: number;
  subjectNo: string;
  stage: ScreeningStage;
}

export const isStopped = (outcome: ScreeningOutcome) => outcome.hits.length > 0;

export const recordScreening = async (
  db: Executor,
  document: ScreenedDocument,
  outcome: ScreeningOutcome,
) => {
  const [row] = await db
    .insert(sanctionsScreenings)
    .values({
      ...document,
      listVersionId: outcome.listVersionId,
      status: isStopped(outcome) ? 'pendingReview' : 'noHit',
    })
    .returning({ id: sanctionsScreenings.id });
  if (outcome.hits.length > 0) {
    await db.insert(sanctionsHits).values(outcome.hits.map((hit) => ({ ...hit, screeningId: row!.id })));
  }
  return row!.id;
};

/** Many documents' screenings in two statements (a batch's rows), the screenings by `unnest`. */
export const recordScreenings = async (
  db: Executor,
  screened: readonly { document: ScreenedDocument; outcome: ScreeningOutcome }[],
) => {
  if (screened.length === 0) return;
  const ids = await insertByUnnest(
    db,
    sanctionsScreenings,
    screened.map(({ document, outcome }) => ({
      ...document,
      listVersionId: outcome.listVersionId,
      status: isStopped(outcome) ? ('pendingReview' as const) : ('noHit' as const),
    })),
  );
  const hits = screened.flatMap(({ outcome }, i) =>
    outcome.hits.map((hit) => ({ ...hit, screeningId: ids[i]! })),
  );
  if (hits.length > 0) await db.insert(sanctionsHits).values(hits);
};

/** Whether a document has a screening compliance has not cleared (pending, or a hit confirmed). */
export const isHeldBySanctions = async (db: Executor, subjectType: ScreeningSubject, subjectId: number) =>
  (
    await db
      .select({ id: sanctionsScreenings.id })
      .from(sanctionsScreenings)
      .where(
        and(
          eq(sanctionsScreenings.subjectType, subjectType),
          eq(sanctionsScreenings.subjectId, subjectId),
          inArray(sanctionsScreenings.status, ['pendingReview', 'confirmed']),
        ),
      )
      .limit(1)
  ).length > 0;

/** The statuses of a document's screenings (a claim is held while one is pending, refused once one is confirmed). */
export const screeningStatusesOf = async (db: Executor, subjectType: ScreeningSubject, subjectId: number) =>
  new Set(
    (
      await db
        .selectDistinct({ status: sanctionsScreenings.status })
        .from(sanctionsScreenings)
        .where(
          and(eq(sanctionsScreenings.subjectType, subjectType), eq(sanctionsScreenings.subjectId, subjectId)),
        )
    ).map((row) => row.status),
  );

interface HitIdentity {
  partyRole: string;
  partyNormalised: string;
  entNum: string | null;
  entryContentHash: string | null;
}

const hitKey = (hit: HitIdentity) =>
  [hit.partyRole, hit.partyNormalised, hit.entNum ?? '', hit.entryContentHash ?? ''].join('\u001f');

/**
 * The hits left once those compliance cleared on this same document are taken out: a document screened again
 * (a claim's settlement retried after clearance) does not stop again on what was cleared for it, routes included.
 */
export const withoutClearedOnDocument = async <Hit extends HitIdentity>(
  db: Executor,
  subjectType: ScreeningSubject,
  subjectId: number,
  hits: readonly Hit[],
): Promise<Hit[]> => {
  if (hits.length === 0) return [];
  const cleared = await db
    .select({
      partyRole: sanctionsHits.partyRole,
      partyNormalised: sanctionsHits.partyNormalised,
      entNum: sanctionsHits.entNum,
      entryContentHash: sanctionsHits.entryContentHash,
    })
    .from(sanctionsHits)
    .innerJoin(sanctionsScreenings, eq(sanctionsScreenings.id, sanctionsHits.screeningId))
    .where(
      and(
        eq(sanctionsScreenings.subjectType, subjectType),
        eq(sanctionsScreenings.subjectId, subjectId),
        eq(sanctionsScreenings.status, 'cleared'),
      ),
    );
  const keys = new Set(cleared.map(hitKey));
  return hits.filter((hit) => !keys.has(hitKey(hit)));
};
