/**
 * A page whose rows each carry the query's total (`rangeTotal`: a scalar subquery of the page's statement, so the
 * page and its total cost one round trip): the rows without it, and the total, `undefined` for an empty page (a
 * page past the last, whose total is then asked for alone).
 */
export const splitPageTotal = <Row extends { rangeTotal: number }>(page: Row[]) => ({
  rows: page.map(({ rangeTotal: _total, ...row }) => row),
  total: page[0]?.rangeTotal,
});

/** A statement prepared with placeholders (Drizzle's prepared query). */
interface Executable<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/**
 * Runs a page statement whose rows carry the total; for an empty page (past the last) asks `totalAlone` for it.
 * Both take the same placeholder values.
 */
export const pageCarryingTotal = async <Row extends { rangeTotal: number }>(
  page: Executable<Row[]>,
  totalAlone: Executable<{ total: number }[]>,
  values: Record<string, unknown>,
) => {
  const { rows, total } = splitPageTotal(await page.execute(values));
  if (total !== undefined) return { rows, total };
  const [alone] = await totalAlone.execute(values);
  return { rows, total: alone?.total ?? 0 };
};
