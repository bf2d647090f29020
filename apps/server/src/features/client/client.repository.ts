import { businessNow } from '@cargo/domain';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientRecords } from '../../db/schema/index.ts';

export type ClientRow = typeof clientRecords.$inferSelect;
export type NewClient = typeof clientRecords.$inferInsert;
export type ClientChanges = Partial<Omit<NewClient, 'id' | 'accountId' | 'kind' | 'createdAt'>>;

const likeText = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ClientFilter {
  clientName?: string;
  idNo?: string;
  offset: number;
  limit: number;
}

/** One page of the account's clients of a kind: the default first, then the latest changed. */
export const listClients = async (
  db: Executor,
  accountId: number,
  kind: string,
  filter: ClientFilter,
): Promise<{ rows: ClientRow[]; total: number }> => {
  const conditions: SQL[] = [eq(clientRecords.accountId, accountId), eq(clientRecords.kind, kind)];
  if (filter.clientName) conditions.push(ilike(clientRecords.clientName, `%${likeText(filter.clientName)}%`));
  if (filter.idNo) conditions.push(ilike(clientRecords.idNo, `%${likeText(filter.idNo)}%`));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(clientRecords)
      .where(where)
      .orderBy(desc(clientRecords.isDefault), desc(clientRecords.updatedAt), desc(clientRecords.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(clientRecords).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/**
 * Serialises the saves of one account's clients of a kind (default changes, identities) and answers them locked.
 * The transaction-scoped advisory lock comes first: row locks alone leave the first save of an account with
 * nothing to lock, and two first saves of one identity then both inserted (a duplicate key, 500).
 */
export const lockClientsOfKind = async (
  db: Executor,
  accountId: number,
  kind: string,
): Promise<ClientRow[]> => {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('client_records'), hashtext(${`${accountId}:${kind}`}))`,
  );
  return db
    .select()
    .from(clientRecords)
    .where(and(eq(clientRecords.accountId, accountId), eq(clientRecords.kind, kind)))
    .orderBy(asc(clientRecords.id))
    .for('update');
};

export const findClient = async (
  db: Executor,
  accountId: number,
  id: number,
): Promise<ClientRow | undefined> => {
  const [row] = await db
    .select()
    .from(clientRecords)
    .where(and(eq(clientRecords.accountId, accountId), eq(clientRecords.id, id)));
  return row;
};

export const findClientsByIds = async (
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<ClientRow[]> =>
  db
    .select()
    .from(clientRecords)
    .where(and(eq(clientRecords.accountId, accountId), inArray(clientRecords.id, ids)))
    .for('update');

export const findDefaultClient = async (
  db: Executor,
  accountId: number,
  kind: string,
): Promise<ClientRow | undefined> => {
  const [row] = await db
    .select()
    .from(clientRecords)
    .where(
      and(
        eq(clientRecords.accountId, accountId),
        eq(clientRecords.kind, kind),
        eq(clientRecords.isDefault, true),
      ),
    );
  return row;
};

export const insertClient = async (db: Executor, row: NewClient): Promise<ClientRow> => {
  const [inserted] = await db.insert(clientRecords).values(row).returning();
  return inserted!;
};

export const updateClient = async (db: Executor, id: number, changes: ClientChanges): Promise<ClientRow> => {
  const [row] = await db
    .update(clientRecords)
    .set({ ...changes, updatedAt: businessNow() })
    .where(eq(clientRecords.id, id))
    .returning();
  return row!;
};

/** Clears the default of a kind (before another record becomes the default). */
export const clearDefaultClient = async (db: Executor, accountId: number, kind: string) => {
  await db
    .update(clientRecords)
    .set({ isDefault: false })
    .where(
      and(
        eq(clientRecords.accountId, accountId),
        eq(clientRecords.kind, kind),
        eq(clientRecords.isDefault, true),
      ),
    );
};

export const deleteClients = async (db: Executor, accountId: number, ids: number[]) => {
  await db
    .delete(clientRecords)
    .where(and(eq(clientRecords.accountId, accountId), inArray(clientRecords.id, ids)));
};
