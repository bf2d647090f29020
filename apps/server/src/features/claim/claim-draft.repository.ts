import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ClaimDraftRecord, claimDrafts } from '../../db/schema/index.ts';

/** Report drafts of an account: the only Drizzle user of `claim_drafts`. */

export type ClaimDraftRow = ClaimDraftRecord;
export type NewClaimDraft = typeof claimDrafts.$inferInsert;

const first = async <T>(rows: PromiseLike<T[]>): Promise<T | undefined> => (await rows)[0];
const ofAccount = (accountId: number, id: number) =>
  and(eq(claimDrafts.accountId, accountId), eq(claimDrafts.id, id));

/** Inserts a draft; undefined when its request key is already recorded (a repeated first save). */
export const insertClaimDraft = async (db: Executor, row: NewClaimDraft) => {
  const [inserted] = await db.insert(claimDrafts).values(row).onConflictDoNothing().returning();
  return inserted;
};

export const findClaimDraftByKey = (db: Executor, accountId: number, requestKey: string) =>
  first(
    db
      .select()
      .from(claimDrafts)
      .where(and(eq(claimDrafts.accountId, accountId), eq(claimDrafts.requestKey, requestKey))),
  );

export const findClaimDraft = (db: Executor, accountId: number, id: number) =>
  first(db.select().from(claimDrafts).where(ofAccount(accountId, id)));

/** Replaces a draft's form; undefined when the account has no such draft. */
export const updateClaimDraft = (
  db: Executor,
  accountId: number,
  id: number,
  values: Pick<NewClaimDraft, 'form' | 'policyNo' | 'updatedAt'>,
) => first(db.update(claimDrafts).set(values).where(ofAccount(accountId, id)).returning());

/** Deletes a draft of the account; false when there was none. */
export const deleteClaimDraft = async (db: Executor, accountId: number, id: number) =>
  (await db.delete(claimDrafts).where(ofAccount(accountId, id)).returning({ id: claimDrafts.id })).length > 0;

/** One page of the account's drafts, last saved first, and the total. */
export const listClaimDrafts = async (db: Executor, accountId: number, offset: number, limit: number) => {
  const where = eq(claimDrafts.accountId, accountId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(claimDrafts)
      .where(where)
      .orderBy(desc(claimDrafts.updatedAt), desc(claimDrafts.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(claimDrafts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};
