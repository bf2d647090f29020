import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { baseOptions } from '../../db/schema/index.ts';

export type BaseOptionRow = typeof baseOptions.$inferSelect;

/** Every option of one list, in its seeded order. */
export const findOptionsOfList = async (db: Executor, listCode: string): Promise<BaseOptionRow[]> =>
  db
    .select()
    .from(baseOptions)
    .where(eq(baseOptions.listCode, listCode))
    .orderBy(asc(baseOptions.sortOrder), asc(baseOptions.valueCode));
