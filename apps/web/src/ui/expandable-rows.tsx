import type { TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/**
 * A table's expandable rows whose expand buttons say which row they open ("展开行 E2026…"): antd names
 * every one of them "展开行" alike. The button keeps antd's look (its classes) and its aria-expanded.
 */
export const expandableRows = <Row,>(
  t: TFunction,
  details: (row: Row) => ReactNode,
  rowName: (row: Row) => string,
): TableProps<Row>['expandable'] => ({
  expandedRowRender: details,
  expandIcon: ({ expanded, onExpand, record }) => (
    <button
      type="button"
      className={`ant-table-row-expand-icon ant-table-row-expand-icon-${expanded ? 'expanded' : 'collapsed'}`}
      aria-label={t(expanded ? 'shell.collapseRow' : 'shell.expandRow', { row: rowName(record) })}
      aria-expanded={expanded}
      onClick={(event) => onExpand(record, event)}
    />
  ),
});
