import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates, quotationNoSeq, quotations } from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';

export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotation = typeof quotations.$inferInsert;

/** The latest rate of a currency effective on or before `today` ('YYYY-MM-DD'). */
export const findExchangeRate = async (db: Executor, currencyCode: string, today: string) => {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currencyCode, currencyCode), lte(exchangeRates.effectiveDate, today)))
    .orderBy(desc(exchangeRates.effectiveDate))
    .limit(1);
  return row;
};

/** The next value of the quotation number sequence. */
export const nextQuotationSequence = (db: Executor): Promise<number> => nextSequence(db, quotationNoSeq);

export const insertQuotation = async (db: Executor, row: NewQuotation): Promise<QuotationRow> => {
  const [inserted] = await db.insert(quotations).values(row).returning();
  return inserted!;
};

export const findQuotationByNo = async (
  db: Executor,
  accountId: number,
  quotationNo: string,
): Promise<QuotationRow | undefined> => {
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.accountId, accountId), eq(quotations.quotationNo, quotationNo)));
  return row;
};
