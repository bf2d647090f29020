import { businessNow } from '@cargo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { embargoedDestinations, featureSwitches, users } from '../../db/schema/index.ts';
import { MATCH_THRESHOLD_SWITCH } from '../../platform/sanctions/screening.ts';

/** The embargoed destinations, countries first, by code, with who added each. */
export const findEmbargoes = (db: Executor) =>
  db
    .select({
      id: embargoedDestinations.id,
      kind: embargoedDestinations.kind,
      code: embargoedDestinations.code,
      programme: embargoedDestinations.programme,
      note: embargoedDestinations.note,
      createdBy: users.userName,
      createdAt: embargoedDestinations.createdAt,
    })
    .from(embargoedDestinations)
    .leftJoin(users, eq(users.id, embargoedDestinations.createdBy))
    .orderBy(asc(embargoedDestinations.kind), asc(embargoedDestinations.code));

export type EmbargoRow = Awaited<ReturnType<typeof findEmbargoes>>[number];

/** The new row's id, or undefined when the destination is embargoed already. */
export const insertEmbargo = async (
  db: Executor,
  row: { kind: 'country' | 'port'; code: string; programme: string; note: string; createdBy: number },
): Promise<number | undefined> => {
  const [inserted] = await db
    .insert(embargoedDestinations)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: embargoedDestinations.id });
  return inserted?.id;
};

export const deleteEmbargo = async (db: Executor, id: number) => {
  const [removed] = await db
    .delete(embargoedDestinations)
    .where(eq(embargoedDestinations.id, id))
    .returning();
  return removed;
};

export const findThresholdValue = async (db: Executor): Promise<string | undefined> => {
  const [row] = await db
    .select({ value: featureSwitches.value })
    .from(featureSwitches)
    .where(eq(featureSwitches.name, MATCH_THRESHOLD_SWITCH));
  return row?.value;
};

export const writeThreshold = (db: Executor, value: string) =>
  db
    .insert(featureSwitches)
    .values({ name: MATCH_THRESHOLD_SWITCH, value })
    .onConflictDoUpdate({ target: featureSwitches.name, set: { value, updatedAt: businessNow() } });
