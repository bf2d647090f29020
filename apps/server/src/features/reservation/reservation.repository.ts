import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';

export type NewReservation = typeof reservations.$inferInsert;

export const findReservationIdByKey = async (
  db: Executor,
  requestKey: string,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.requestKey, requestKey));
  return row?.id;
};

export const countReservationsFromIp = async (db: Executor, ip: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(reservations)
    .where(and(eq(reservations.ip, ip), gt(reservations.createdAt, since)));
  return row?.total ?? 0;
};

/** Inserts the reservation; undefined when a reservation with the same request key already exists. */
export const insertReservation = async (db: Executor, row: NewReservation): Promise<number | undefined> => {
  const [inserted] = await db
    .insert(reservations)
    .values(row)
    .onConflictDoNothing({ target: reservations.requestKey })
    .returning({ id: reservations.id });
  return inserted?.id;
};
