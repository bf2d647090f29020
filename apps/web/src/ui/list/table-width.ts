/**
 * The width a table needs to show every column at its set width: the sum of the column widths, or
 * undefined when a column has none in pixels (the table then keeps the width it was given). A list's
 * `scroll.x` is this sum, so a fixed column (the actions on the right) never sits over another column
 * once the table is scrolled to it (docs/business-rules.md "Lists").
 */
export const columnsWidth = (
  columns: readonly { width?: number | string; children?: unknown }[] | undefined,
): number | undefined => {
  if (columns === undefined || columns.length === 0) return undefined;
  let sum = 0;
  for (const column of columns) {
    if (typeof column.width !== 'number') return undefined;
    sum += column.width;
  }
  return sum;
};
