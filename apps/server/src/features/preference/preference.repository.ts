import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { printHabits, userPreferences } from '../../db/schema/index.ts';

export type PrintHabitRow = typeof printHabits.$inferSelect;

/** The settings the user changed, code → value. */
export const findUserPreferences = async (db: Executor, userId: number): Promise<Record<string, string>> => {
  const rows = await db
    .select({ code: userPreferences.code, value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
};

/** Writes the given settings (one upsert per code; saving a value twice changes nothing). */
export const upsertUserPreferences = async (
  db: Executor,
  userId: number,
  values: Readonly<Record<string, string>>,
) => {
  const rows = Object.entries(values).map(([code, value]) => ({ userId, code, value }));
  if (rows.length === 0) return;
  await db
    .insert(userPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.code],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
};

export const findPrintHabitRow = async (db: Executor, userId: number) => {
  const [row] = await db.select().from(printHabits).where(eq(printHabits.userId, userId));
  return row;
};

export const upsertPrintHabit = async (
  db: Executor,
  row: Omit<typeof printHabits.$inferInsert, 'updatedAt'>,
): Promise<PrintHabitRow> => {
  const { userId, ...habit } = row;
  const [saved] = await db
    .insert(printHabits)
    .values(row)
    .onConflictDoUpdate({
      target: printHabits.userId,
      set: { ...habit, updatedAt: sql`excluded.updated_at` },
    })
    .returning();
  if (!saved) throw new Error(`print habit of user ${userId} not saved`);
  return saved;
};
