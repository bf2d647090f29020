import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type OutboxMessage = typeof outbox.$inferInsert;

export const insertOutboxMessage = async (db: Executor, message: OutboxMessage) => {
  await db.insert(outbox).values(message);
};

export const findOutboxMessages = async (db: Executor, filter: { channel?: string; recipient?: string }) =>
  db
    .select()
    .from(outbox)
    .where(
      and(
        filter.channel ? eq(outbox.channel, filter.channel) : undefined,
        filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(20);
