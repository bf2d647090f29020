import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

export type StoredFileRecord = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export const insertStoredFile = async (db: Executor, values: NewStoredFile): Promise<StoredFileRecord> => {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
};

/** A file of the account; another account's file is never found. */
export const findStoredFile = async (db: Executor, accountId: number, id: string) => {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.accountId, accountId), eq(storedFiles.id, id)));
  return row;
};

/** The account's files among these ids (ids of other accounts or of no file are left out). */
export const findStoredFiles = (db: Executor, accountId: number, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.accountId, accountId), inArray(storedFiles.id, [...ids])));
