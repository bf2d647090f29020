import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messageSweeps, messages } from '../../db/schema/index.ts';

export type MessageRecord = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The account's messages read (`true`) or unread (`false`). */
const readCondition = (accountId: number, read: boolean): SQL =>
  and(eq(messages.accountId, accountId), read ? isNotNull(messages.readAt) : isNull(messages.readAt)) as SQL;

/** Writes a message; one with an event key already written for the account is skipped (undefined). */
export const insertMessage = async (db: Executor, values: NewMessage): Promise<MessageRecord | undefined> => {
  const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning();
  return row;
};

/** Which of `eventKeys` the account's messages already have (one JSON parameter, however many keys). */
export const findWrittenEventKeys = async (
  db: Executor,
  accountId: number,
  eventKeys: readonly string[],
): Promise<Set<string>> => {
  if (eventKeys.length === 0) return new Set();
  const rows = await db
    .select({ eventKey: messages.eventKey })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        sql`${messages.eventKey} in (select jsonb_array_elements_text(${JSON.stringify(eventKeys)}::jsonb))`,
      ),
    );
  return new Set(rows.map((row) => row.eventKey ?? ''));
};

/**
 * Rows per insert statement: a statement holds at most 65,535 parameters (eight per message here), and an account
 * with tens of thousands of policies due for renewal made one statement of them all, which failed (issue 14).
 */
export const MESSAGES_PER_STATEMENT = 1_000;

/**
 * Writes the messages whose event key the account does not have yet, all or none (one transaction of statements of
 * `MESSAGES_PER_STATEMENT`); answers how many were new.
 */
export const insertMessagesOnce = async (db: Executor, values: NewMessage[]): Promise<number> => {
  if (values.length === 0) return 0;
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < values.length; start += MESSAGES_PER_STATEMENT) {
      const part = values.slice(start, start + MESSAGES_PER_STATEMENT);
      const rows = await tx
        .insert(messages)
        .values(part)
        .onConflictDoNothing()
        .returning({ id: messages.id });
      inserted += rows.length;
    }
    return inserted;
  });
};

/** One page of the account's read or unread messages, newest first, and how many there are. */
export const findMessagePage = async (
  db: Executor,
  accountId: number,
  read: boolean,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRecord[]; total: number }> => {
  const where = readCondition(accountId, read);
  const [rows, [counted]] = await Promise.all([
    db.select().from(messages).where(where).orderBy(desc(messages.id)).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

export const countUnreadMessages = async (db: Executor, accountId: number): Promise<number> => {
  const [counted] = await db.select({ total: count() }).from(messages).where(readCondition(accountId, false));
  return counted?.total ?? 0;
};

/** The ids among `ids` that are the account's messages, locked until the transaction ends. */
export const lockOwnMessageIds = async (
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<number[]> => {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), inArray(messages.id, ids)))
    .for('update');
  return rows.map((row) => row.id);
};

/** Marks the account's unread messages read: those of `ids`, or every one up to `upToId`. */
export const markMessagesRead = async (
  db: Executor,
  accountId: number,
  which: { ids: number[] } | { upToId: number },
  reader: { userId: number; at: Date },
): Promise<number> => {
  const chosen = 'ids' in which ? inArray(messages.id, which.ids) : lte(messages.id, which.upToId);
  const rows = await db
    .update(messages)
    .set({ readAt: reader.at, readByUserId: reader.userId })
    .where(and(readCondition(accountId, false), chosen))
    .returning({ id: messages.id });
  return rows.length;
};

/**
 * Claims the account's sweep of time-based messages: true when none ran since `since` (the row is then
 * stamped `at`), false when another ran recently. Two callers at once: one of them gets true.
 */
export const claimMessageSweep = async (
  db: Executor,
  accountId: number,
  at: Date,
  since: Date,
): Promise<boolean> => {
  const rows = await db
    .insert(messageSweeps)
    .values({ accountId, sweptAt: at })
    .onConflictDoUpdate({
      target: messageSweeps.accountId,
      set: { sweptAt: sql`excluded.swept_at` },
      where: lt(messageSweeps.sweptAt, since),
    })
    .returning({ accountId: messageSweeps.accountId });
  return rows.length > 0;
};
