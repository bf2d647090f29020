import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { type ListLoadState, listEmptyText } from './list-failure.tsx';
import { columnsWidth } from './table-width.ts';
import type { ListQuery, Paging } from './use-list-query.ts';

/** What a list table shows of its query's answer: one page of rows and the total, or why it failed. */
interface ListResult<Row> extends ListLoadState {
  data?: { list: Row[]; total: number };
  isFetching: boolean;
}

export interface ListTableProps<Row>
  extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'locale'> {
  /** What the table says when the list is empty (a failure to load says so itself). */
  locale?: { emptyText: ReactNode };
  /** The list query's answer (react-query). */
  result: ListResult<Row>;
  /** The paging of the list, from `useListQuery`. */
  paging: Pick<ListQuery<Paging>, 'query' | 'changePage'>;
  /** "N in total" beside the pager. */
  totalText: (total: number) => ReactNode;
  pageSizeOptions?: number[];
}

/**
 * The table of a list page: the rows of the current page and the pager that moves through the list. A list
 * that could not be loaded shows the failure and a retry in place of its rows, never "no data".
 */
export function ListTable<Row extends object>({
  result,
  paging,
  totalText,
  pageSizeOptions,
  locale,
  ...table
}: ListTableProps<Row>) {
  const width = columnsWidth(table.columns);
  return (
    <Table<Row>
      {...table}
      // Every column at its set width: the table scrolls rather than squeezing columns under a fixed one.
      scroll={width === undefined ? table.scroll : { ...table.scroll, x: width }}
      locale={{ emptyText: listEmptyText(result, locale?.emptyText) }}
      dataSource={result.isError ? [] : (result.data?.list ?? [])}
      loading={result.isFetching}
      pagination={{
        current: paging.query.pageNo,
        pageSize: paging.query.pageSize,
        total: result.isError ? 0 : (result.data?.total ?? 0),
        showSizeChanger: true,
        ...(pageSizeOptions === undefined ? {} : { pageSizeOptions }),
        showTotal: totalText,
        onChange: paging.changePage,
      }}
    />
  );
}
