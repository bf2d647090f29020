import { and, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { livePolicyDays } from '../../db/schema/index.ts';

/** The dashboard's renewal windows a statement sums (CONTINUED_POLICY_WINDOWS has three). */
const WINDOWS = 3;
const summed = (
  column: typeof livePolicyDays.starting | typeof livePolicyDays.ending,
  condition: SQL | undefined,
) => sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);
const { day, starting, ending } = livePolicyDays;

// The dashboard's policy figures in one pass over the account's live policy days (migration 0033), prepared once
// (db/prepared.ts): in force on `today` = started by it less ended before it (no policy ends before it starts).
const livePolicyFigures = preparedStatement((db) =>
  db
    .select({
      started: summed(starting, lte(day, sql.placeholder('today'))),
      endedBefore: summed(ending, lt(day, sql.placeholder('today'))),
      ...Object.fromEntries(
        Array.from({ length: WINDOWS }, (_, index) => [
          `endingBy${index}`,
          summed(
            ending,
            and(gte(day, sql.placeholder('today')), lte(day, sql.placeholder(`windowEnd${index}`))),
          ),
        ]),
      ),
    })
    .from(livePolicyDays)
    .where(eq(livePolicyDays.accountId, sql.placeholder('accountId')))
    .prepare('live_policy_figures'),
);

/**
 * The dashboard's figures of the account's live policies: those in force on `today` (started by then, not ended
 * before it), and those ending between `today` and each day of `windowEnds` (inclusive; at most three), summed
 * from the day counts the database keeps with the policies.
 */
export const countLivePolicyFigures = async (
  db: Executor,
  accountId: number,
  today: string,
  windowEnds: readonly string[],
): Promise<{ inForce: number; endingBy: number[] }> => {
  if (windowEnds.length > WINDOWS) throw new Error(`At most ${WINDOWS} renewal windows are summed`);
  const ends = Array.from({ length: WINDOWS }, (_, index) => [
    `windowEnd${index}`,
    windowEnds[index] ?? today,
  ]);
  const [row] = await livePolicyFigures(db).execute({ accountId, today, ...Object.fromEntries(ends) });
  const figures = row as Record<string, number> | undefined;
  return {
    inForce: (figures?.started ?? 0) - (figures?.endedBefore ?? 0),
    endingBy: windowEnds.map((_, index) => figures?.[`endingBy${index}`] ?? 0),
  };
};
