import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export const findPaymentByKey = async (
  db: Executor,
  accountId: number,
  requestKey: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.requestKey, requestKey)));
  return row;
};

export const findSucceededPayment = async (
  db: Executor,
  accountId: number,
  applicationId: number,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        eq(payments.applicationId, applicationId),
        eq(payments.status, 'succeeded'),
      ),
    );
  return row;
};

export const insertPayment = async (db: Executor, row: NewPayment): Promise<PaymentRow> => {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
};
