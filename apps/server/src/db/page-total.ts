/**
 * A page whose rows each carry the query's total (`rangeTotal`: a scalar subquery of the page's statement, so the
 * page and its total cost one round trip): the rows without it, and the total, `undefined` for an empty page (a
 * page past the last, whose total is then asked for alone).
 */
export const splitPageTotal = <Row extends { rangeTotal: number }>(page: Row[]) => ({
  rows: page.map(({ rangeTotal: _total, ...row }) => row),
  total: page[0]?.rangeTotal,
});
