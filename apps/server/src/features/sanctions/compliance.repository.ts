import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  type ScreeningStatus,
  sanctionsClearances,
  sanctionsHits,
  sanctionsListVersions,
  sanctionsScreenings,
  users,
} from '../../db/schema/index.ts';

/** The compliance queue's reads and a decision's writes. */

const screeningColumns = {
  id: sanctionsScreenings.id,
  accountName: accounts.accountName,
  companyName: accounts.companyName,
  subjectType: sanctionsScreenings.subjectType,
  subjectId: sanctionsScreenings.subjectId,
  subjectNo: sanctionsScreenings.subjectNo,
  stage: sanctionsScreenings.stage,
  status: sanctionsScreenings.status,
  screenedAt: sanctionsScreenings.screenedAt,
  decidedAt: sanctionsScreenings.decidedAt,
  decidedBy: users.userName,
  decisionReason: sanctionsScreenings.decisionReason,
  listSource: sanctionsListVersions.source,
  listPublishedOn: sanctionsListVersions.publishedOn,
};

const screeningsWith = (db: Executor) =>
  db
    .select(screeningColumns)
    .from(sanctionsScreenings)
    .innerJoin(accounts, eq(accounts.id, sanctionsScreenings.accountId))
    .leftJoin(users, eq(users.id, sanctionsScreenings.decidedBy))
    .leftJoin(sanctionsListVersions, eq(sanctionsListVersions.id, sanctionsScreenings.listVersionId));

export type ScreeningRow = Awaited<ReturnType<typeof findScreening>> & {};

/** One page of the screenings in `status`: the queue oldest first, decided ones newest first. */
export const findScreeningPage = async (
  db: Executor,
  status: Exclude<ScreeningStatus, 'noHit'>,
  page: { pageNo: number; pageSize: number },
) => {
  const order =
    status === 'pendingReview' ? asc(sanctionsScreenings.screenedAt) : desc(sanctionsScreenings.decidedAt);
  const [rows, [total]] = await Promise.all([
    screeningsWith(db)
      .where(and(eq(sanctionsScreenings.status, status), isNull(accounts.sandboxOf)))
      .orderBy(order, asc(sanctionsScreenings.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(sanctionsScreenings)
      .innerJoin(accounts, eq(accounts.id, sanctionsScreenings.accountId))
      // Sandbox accounts' screenings never reach the compliance queue (docs/business-rules.md "The sandbox").
      .where(and(eq(sanctionsScreenings.status, status), isNull(accounts.sandboxOf))),
  ]);
  return { rows, total: total?.total ?? 0 };
};

export const findScreening = async (db: Executor, id: number) =>
  (await screeningsWith(db).where(eq(sanctionsScreenings.id, id)))[0];

/** The screening, locked until the transaction ends (a second officer deciding at once waits). */
export const lockScreening = async (db: Executor, id: number) =>
  (
    await db
      .select({
        id: sanctionsScreenings.id,
        status: sanctionsScreenings.status,
        subjectType: sanctionsScreenings.subjectType,
        subjectId: sanctionsScreenings.subjectId,
        subjectNo: sanctionsScreenings.subjectNo,
        listSource: sanctionsListVersions.source,
      })
      .from(sanctionsScreenings)
      .leftJoin(sanctionsListVersions, eq(sanctionsListVersions.id, sanctionsScreenings.listVersionId))
      .where(eq(sanctionsScreenings.id, id))
      .for('update', { of: sanctionsScreenings })
  )[0];

export const findHitsOf = (db: Executor, screeningIds: readonly number[]) =>
  screeningIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(sanctionsHits)
        .where(inArray(sanctionsHits.screeningId, [...screeningIds]))
        .orderBy(asc(sanctionsHits.id));

export const decideScreeningRow = (
  db: Executor,
  id: number,
  decision: { status: 'cleared' | 'confirmed'; decidedBy: number; reason: string; at: Date },
) =>
  db
    .update(sanctionsScreenings)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.at,
      decisionReason: decision.reason,
    })
    .where(and(eq(sanctionsScreenings.id, id), eq(sanctionsScreenings.status, 'pendingReview')));

/** The clearances of a cleared screening's list hits: that party and entry do not alert again. */
export const insertClearances = async (
  db: Executor,
  clearances: (typeof sanctionsClearances.$inferInsert)[],
) => {
  if (clearances.length > 0) await db.insert(sanctionsClearances).values(clearances).onConflictDoNothing();
};

/** Whether a document still waits for compliance (another screening of it pending). */
export const hasPendingScreening = async (db: Executor, subjectType: string, subjectId: number) =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(sanctionsScreenings)
      .where(
        and(
          eq(sanctionsScreenings.subjectType, subjectType as 'application'),
          eq(sanctionsScreenings.subjectId, subjectId),
          eq(sanctionsScreenings.status, 'pendingReview'),
        ),
      )
      .limit(1)
  ).length > 0;
