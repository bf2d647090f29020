import { sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * The next value of a sequence declared in the schema (the document numbers of quotations, applications,
 * policies and corrections): the one place a number is drawn. Drawn in a transaction, a value is not given
 * back when the transaction rolls back, so numbers may have gaps but are never given twice.
 */
export const nextSequence = async (db: Executor, sequence: PgSequence): Promise<number> => {
  if (sequence.seqName === undefined) throw new Error('nextSequence: the sequence has no name');
  const name = sequence.schema === undefined ? sequence.seqName : `${sequence.schema}.${sequence.seqName}`;
  const result = await db.execute(sql`select nextval(${name}::regclass) as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]!.value);
};
