import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type ScreeningStage,
  type ScreeningSubject,
  sanctionsHits,
  sanctionsScreenings,
} from '../../db/schema/index.ts';
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

/** Many documents' screenings in two statements (a batch's rows). */
export const recordScreenings = async (
  db: Executor,
  screened: readonly { document: ScreenedDocument; outcome: ScreeningOutcome }[],
) => {
  if (screened.length === 0) return;
  const rows = await db
    .insert(sanctionsScreenings)
    .values(
      screened.map(({ document, outcome }) => ({
        ...document,
        listVersionId: outcome.listVersionId,
        status: isStopped(outcome) ? ('pendingReview' as const) : ('noHit' as const),
      })),
    )
    .returning({ id: sanctionsScreenings.id });
  const hits = screened.flatMap(({ outcome }, i) =>
    outcome.hits.map((hit) => ({ ...hit, screeningId: rows[i]!.id })),
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
