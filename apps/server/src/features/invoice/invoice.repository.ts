import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** Inserts an invoice; undefined when its premium has one already (unique source). */
export const insertInvoice = async (db: Executor, row: NewInvoice): Promise<InvoiceRow | undefined> => {
  const [inserted] = await db.insert(invoices).values(row).onConflictDoNothing().returning();
  return inserted;
};

/** The account's invoice of a premium. */
export const findInvoiceOfSource = async (
  db: Executor,
  accountId: number,
  sourceType: string,
  sourceNo: string,
) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.sourceType, sourceType as InvoiceRow['sourceType']),
        eq(invoices.sourceNo, sourceNo),
      ),
    );
  return row;
};

export const findInvoiceOfAccount = async (db: Executor, accountId: number, invoiceNo: string) => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.invoiceNo, invoiceNo)));
  return row;
};

/** The account's invoices of some premiums of one type. */
export const findInvoicesOfSources = (
  db: Executor,
  accountId: number,
  sourceType: InvoiceRow['sourceType'],
  sourceNos: readonly string[],
) =>
  sourceNos.length === 0
    ? Promise.resolve([])
    : db
        .select({ sourceNo: invoices.sourceNo, invoiceNo: invoices.invoiceNo })
        .from(invoices)
        .where(
          and(
            eq(invoices.accountId, accountId),
            eq(invoices.sourceType, sourceType),
            inArray(invoices.sourceNo, [...sourceNos]),
          ),
        );

/** One page of the account's invoices, newest first, and their number. */
export const findInvoicePage = async (
  db: Executor,
  accountId: number,
  filter: { sourceType?: InvoiceRow['sourceType'] },
  limit: number,
  offset: number,
) => {
  const where = and(
    eq(invoices.accountId, accountId),
    filter.sourceType === undefined ? undefined : eq(invoices.sourceType, filter.sourceType),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};
