import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settlementPayments } from '../../db/schema/index.ts';

export type SettlementPaymentRow = typeof settlementPayments.$inferSelect;
export type NewSettlementPayment = typeof settlementPayments.$inferInsert;

/** Every settlement payment of the account (to take what was paid off the unpaid list). */
export const findPaymentsOfAccount = (db: Executor, accountId: number): Promise<SettlementPaymentRow[]> =>
  db.select().from(settlementPayments).where(eq(settlementPayments.accountId, accountId));

export const findPaymentByRequestKey = async (db: Executor, accountId: number, requestKey: string) => {
  const [row] = await db
    .select()
    .from(settlementPayments)
    .where(and(eq(settlementPayments.accountId, accountId), eq(settlementPayments.requestKey, requestKey)));
  return row;
};

/** A paid settlement of the account by its settlement number. */
export const findPaymentBySettlementNo = async (db: Executor, accountId: number, settlementNo: string) => {
  const [row] = await db
    .select()
    .from(settlementPayments)
    .where(
      and(eq(settlementPayments.accountId, accountId), eq(settlementPayments.settlementNo, settlementNo)),
    );
  return row;
};

/** Inserts a payment; undefined when the settlement number was paid meanwhile. */
export const insertSettlementPayment = async (
  db: Executor,
  row: NewSettlementPayment,
): Promise<SettlementPaymentRow | undefined> => {
  const [inserted] = await db.insert(settlementPayments).values(row).onConflictDoNothing().returning();
  return inserted;
};

/** One page of the account's payments, newest first, and their number. */
export const findPaymentPage = async (db: Executor, accountId: number, limit: number, offset: number) => {
  const where = eq(settlementPayments.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(settlementPayments)
      .where(where)
      .orderBy(desc(settlementPayments.paidAt), desc(settlementPayments.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(settlementPayments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** Records the provider's reference of a payment's charge. */
export const setProviderReference = async (
  db: Executor,
  id: number,
  providerReference: string,
): Promise<SettlementPaymentRow> => {
  const [row] = await db
    .update(settlementPayments)
    .set({ providerReference })
    .where(eq(settlementPayments.id, id))
    .returning();
  return row!;
};
