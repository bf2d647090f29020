import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type ClaimRecord,
  claimDocumentRequests,
  claimDocuments,
  claimEvents,
  claimGoodsLines,
  claimReportNoSeq,
  claimSettlements,
  claims,
} from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';

/** Claims with their goods lines, events, settlements and document requests: the only Drizzle user. */

export type ClaimRow = ClaimRecord;
export type NewClaim = typeof claims.$inferInsert;
export type GoodsLineRow = typeof claimGoodsLines.$inferSelect;
export type NewGoodsLine = typeof claimGoodsLines.$inferInsert;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type NewClaimEvent = typeof claimEvents.$inferInsert;
export type SettlementRow = typeof claimSettlements.$inferSelect;
export type NewSettlement = typeof claimSettlements.$inferInsert;
export type DocumentRequestRow = typeof claimDocumentRequests.$inferSelect;
export type NewDocumentRequest = typeof claimDocumentRequests.$inferInsert;

const first = async <T>(rows: PromiseLike<T[]>): Promise<T | undefined> => (await rows)[0];

const byReportNo = (reportNo: string, accountId: number | undefined) =>
  accountId === undefined
    ? eq(claims.reportNo, reportNo)
    : and(eq(claims.reportNo, reportNo), eq(claims.accountId, accountId));

/** The claim by its report number; `accountId` limits it to one account. */
export const findClaimByReportNo = (db: Executor, reportNo: string, accountId?: number) =>
  first(db.select().from(claims).where(byReportNo(reportNo, accountId)));

/** The claim of the account with that report number; undefined for another account's or an unknown one. */
export const findClaimOfAccount = (
  app: { db: Executor },
  accountId: number,
  reportNo: string,
): Promise<ClaimRow | undefined> => findClaimByReportNo(app.db, reportNo, accountId);

/** The claim, locked until the transaction ends; `accountId` limits it to one account. */
export const lockClaimByReportNo = (db: Executor, reportNo: string, accountId?: number) =>
  first(db.select().from(claims).where(byReportNo(reportNo, accountId)).for('update'));

export const findClaimByKey = (db: Executor, accountId: number, requestKey: string) =>
  first(
    db
      .select()
      .from(claims)
      .where(and(eq(claims.accountId, accountId), eq(claims.requestKey, requestKey))),
  );

/** The next value of the report number sequence. */
export const nextReportSequence = (db: Executor): Promise<number> => nextSequence(db, claimReportNoSeq);

/** Inserts a claim; undefined when its request key is already recorded (a concurrent double submit). */
export const insertClaim = async (db: Executor, row: NewClaim): Promise<ClaimRow | undefined> => {
  const [inserted] = await db.insert(claims).values(row).onConflictDoNothing().returning();
  return inserted;
};

export const insertGoodsLines = async (db: Executor, rows: NewGoodsLine[]) => {
  if (rows.length > 0) await db.insert(claimGoodsLines).values(rows);
};

export const insertClaimEvent = async (db: Executor, row: NewClaimEvent) => {
  await db.insert(claimEvents).values(row);
};

export const updateClaimStatus = async (db: Executor, id: number, status: string, at: Date) => {
  const [row] = await db
    .update(claims)
    .set({ status, updatedAt: at, version: sql`${claims.version} + 1` })
    .where(eq(claims.id, id))
    .returning();
  return row!;
};

export const findGoodsLines = (db: Executor, claimId: number) =>
  db
    .select()
    .from(claimGoodsLines)
    .where(eq(claimGoodsLines.claimId, claimId))
    .orderBy(asc(claimGoodsLines.lineNo));

export const findClaimEvents = (db: Executor, claimId: number) =>
  db
    .select()
    .from(claimEvents)
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.createdAt), asc(claimEvents.id));

export const findSettlements = (db: Executor, claimIds: readonly number[]) =>
  claimIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(claimSettlements)
        .where(inArray(claimSettlements.claimId, [...claimIds]));

/** Records the settlement calculation of a claim, replacing an earlier one. */
export const upsertSettlement = async (db: Executor, row: NewSettlement): Promise<SettlementRow> => {
  const { claimId: _claimId, ...changes } = row;
  const [saved] = await db
    .insert(claimSettlements)
    .values(row)
    .onConflictDoUpdate({ target: claimSettlements.claimId, set: changes })
    .returning();
  return saved!;
};

export const insertDocumentRequests = async (db: Executor, rows: NewDocumentRequest[]) => {
  if (rows.length > 0) await db.insert(claimDocumentRequests).values(rows);
};

/** The insurer's document requests of the claims, oldest first. */
export const findDocumentRequests = (db: Executor, claimIds: readonly number[]) =>
  claimIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(claimDocumentRequests)
        .where(inArray(claimDocumentRequests.claimId, [...claimIds]))
        .orderBy(asc(claimDocumentRequests.requestedAt), asc(claimDocumentRequests.id));

/** The uploaded documents of the claims: type and when (the checklist's facts). */
export const findDocumentUploads = (db: Executor, claimIds: readonly number[]) =>
  claimIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          claimId: claimDocuments.claimId,
          typeCode: claimDocuments.typeCode,
          uploadedAt: claimDocuments.uploadedAt,
        })
        .from(claimDocuments)
        .where(inArray(claimDocuments.claimId, [...claimIds]));

/** The status and settled payable (null: none calculated) of each claim of the account on the policy. */
export const findClaimStandingsOfPolicy = (db: Executor, accountId: number, policyNo: string) =>
  db
    .select({ status: claims.status, payable: claimSettlements.payable })
    .from(claims)
    .leftJoin(claimSettlements, eq(claimSettlements.claimId, claims.id))
    .where(and(eq(claims.accountId, accountId), eq(claims.policyNo, policyNo)));
