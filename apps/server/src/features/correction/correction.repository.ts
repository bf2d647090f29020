import { and, count, desc, eq, gt, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { correctionNoSeq, corrections, endorsementNoSeq } from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';

export type CorrectionRow = typeof corrections.$inferSelect;
export type NewCorrection = typeof corrections.$inferInsert;
export type CorrectionChanges = Partial<
  Pick<NewCorrection, 'status' | 'reviewComment' | 'decidedBy' | 'decidedAt' | 'endorsementNo'>
>;

/** The next value of the correction number sequence. */
export const nextCorrectionSequence = (db: Executor): Promise<number> => nextSequence(db, correctionNoSeq);

/** The next value of the endorsement number sequence (given when a correction becomes effective). */
export const nextEndorsementSequence = (db: Executor): Promise<number> => nextSequence(db, endorsementNoSeq);

/** Inserts a correction; undefined when a unique index (request key, pending per policy) refused it. */
export const insertCorrection = async (
  db: Executor,
  row: NewCorrection,
): Promise<CorrectionRow | undefined> => {
  const [inserted] = await db.insert(corrections).values(row).onConflictDoNothing().returning();
  return inserted;
};

const first = async <T>(rows: PromiseLike<T[]>): Promise<T | undefined> => (await rows)[0];

const ofAccount = (accountId: number, condition: SQL) => and(eq(corrections.accountId, accountId), condition);

export const findCorrectionByKey = (db: Executor, accountId: number, requestKey: string) =>
  first(
    db
      .select()
      .from(corrections)
      .where(ofAccount(accountId, eq(corrections.requestKey, requestKey))),
  );

const byIdOf = (id: number, accountId: number | undefined) =>
  accountId === undefined ? eq(corrections.id, id) : ofAccount(accountId, eq(corrections.id, id));

/** The correction; `accountId` limits it to one account. */
export const findCorrection = (db: Executor, id: number, accountId?: number) =>
  first(db.select().from(corrections).where(byIdOf(id, accountId)));

/** The correction, locked until the transaction ends; `accountId` limits it to one account. */
export const lockCorrection = (db: Executor, id: number, accountId?: number) =>
  first(db.select().from(corrections).where(byIdOf(id, accountId)).for('update'));

export const updateCorrection = async (
  db: Executor,
  id: number,
  changes: CorrectionChanges,
): Promise<CorrectionRow> => {
  const [row] = await db.update(corrections).set(changes).where(eq(corrections.id, id)).returning();
  return row!;
};

export const deleteCorrection = async (db: Executor, id: number) => {
  await db.delete(corrections).where(eq(corrections.id, id));
};

export interface CorrectionFilter {
  /** 20 digits: that policy; 4 digits: policy numbers ending with them. */
  policyNo?: string;
  correctionType?: string;
  status?: string;
  /** Application time range, instants inclusive. */
  appliedFrom?: Date;
  appliedTo?: Date;
  offset: number;
  limit: number;
}

const likeText = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const conditionsOf = (accountId: number, filter: CorrectionFilter): SQL[] => {
  const conditions: SQL[] = [eq(corrections.accountId, accountId)];
  if (filter.policyNo) {
    conditions.push(
      filter.policyNo.length === 4
        ? like(corrections.policyNo, `%${likeText(filter.policyNo)}`)
        : eq(corrections.policyNo, filter.policyNo),
    );
  }
  if (filter.correctionType) conditions.push(eq(corrections.correctionType, filter.correctionType));
  if (filter.status) conditions.push(eq(corrections.status, filter.status));
  if (filter.appliedFrom) conditions.push(gte(corrections.createdAt, filter.appliedFrom));
  if (filter.appliedTo) conditions.push(lte(corrections.createdAt, filter.appliedTo));
  return conditions;
};

/** One page of the account's corrections, newest first, and the total. */
export const listCorrections = async (
  db: Executor,
  accountId: number,
  filter: CorrectionFilter,
): Promise<{ rows: CorrectionRow[]; total: number }> => {
  const where = and(...conditionsOf(accountId, filter));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(corrections)
      .where(where)
      .orderBy(desc(corrections.createdAt), desc(corrections.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(corrections).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/**
 * Effective corrections of the account with an additional premium, effective within the range (instants,
 * inclusive), newest first: the unpaid correction premium of the settlement enquiry.
 */
export const findEffectiveWithAdditionalPremium = (
  db: Executor,
  accountId: number,
  effectiveStatus: string,
  range: { from?: Date; to?: Date },
): Promise<CorrectionRow[]> => {
  const conditions: SQL[] = [
    eq(corrections.accountId, accountId),
    eq(corrections.status, effectiveStatus),
    gt(corrections.additionalPremium, 0),
  ];
  if (range.from) conditions.push(gte(corrections.decidedAt, range.from));
  if (range.to) conditions.push(lte(corrections.decidedAt, range.to));
  return db
    .select()
    .from(corrections)
    .where(and(...conditions))
    .orderBy(desc(corrections.decidedAt), desc(corrections.id));
};

/** The account's corrections in a status created since the instant: the newest `limit` and the total. */
export const findCreatedSince = async (
  db: Executor,
  accountId: number,
  status: string,
  since: Date,
  limit: number,
): Promise<{ rows: CorrectionRow[]; total: number }> => {
  const where = and(
    eq(corrections.accountId, accountId),
    eq(corrections.status, status),
    gte(corrections.createdAt, since),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(corrections)
      .where(where)
      .orderBy(desc(corrections.createdAt), desc(corrections.id))
      .limit(limit),
    db.select({ total: count() }).from(corrections).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** How many of the account's corrections are in the status. */
export const countInStatus = async (db: Executor, accountId: number, status: string): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(corrections)
    .where(and(eq(corrections.accountId, accountId), eq(corrections.status, status)));
  return row?.total ?? 0;
};

/**
 * The account's corrections in `openStatus` (whenever applied for) or in one of `decidedStatuses` decided
 * since the instant, latest event first: the newest `limit` and the total.
 */
export const findOpenOrDecidedSince = async (
  db: Executor,
  accountId: number,
  statuses: { open: string; decided: readonly string[] },
  since: Date,
  limit: number,
): Promise<{ rows: CorrectionRow[]; total: number }> => {
  const where = and(
    eq(corrections.accountId, accountId),
    or(
      eq(corrections.status, statuses.open),
      and(inArray(corrections.status, [...statuses.decided]), gte(corrections.decidedAt, since)),
    ),
  );
  const latest = sql`coalesce(${corrections.decidedAt}, ${corrections.createdAt})`;
  const [rows, totals] = await Promise.all([
    db.select().from(corrections).where(where).orderBy(desc(latest), desc(corrections.id)).limit(limit),
    db.select({ total: count() }).from(corrections).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** A policy's corrections in a status, oldest first by the time they were decided (the correction inventory). */
export const findPolicyCorrectionsInStatus = (
  db: Executor,
  accountId: number,
  policyId: number,
  status: string,
) =>
  db
    .select()
    .from(corrections)
    .where(
      ofAccount(accountId, and(eq(corrections.policyId, policyId), eq(corrections.status, status)) as SQL),
    )
    .orderBy(corrections.decidedAt, corrections.id);
