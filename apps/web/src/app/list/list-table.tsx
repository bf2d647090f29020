import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { ListQuery, Paging } from './use-list-query.ts';

/** What a list table shows of its query's answer: one page of rows and the total. */
interface ListResult<Row> {
  data?: { list: Row[]; total: number };
  isFetching: boolean;
}

export interface ListTableProps<Row>
  extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'onChange'> {
  /** The list query's answer (react-query). */
  result: ListResult<Row>;
  /** The paging of the list, from `useListQuery`. */
  paging: Pick<ListQuery<Paging>, 'query' | 'changePage'>;
  /** "N in total" beside the pager. */
  totalText: (total: number) => ReactNode;
  pageSizeOptions?: number[];
}

/** The table of a list page: the rows of the current page and the pager that moves through the list. */
export function ListTable<Row extends object>({
  result,
  paging,
  totalText,
  pageSizeOptions,
  ...table
}: ListTableProps<Row>) {
  return (
    <Table<Row>
      {...table}
      dataSource={result.data?.list ?? []}
      loading={result.isFetching}
      pagination={{
        current: paging.query.pageNo,
        pageSize: paging.query.pageSize,
        total: result.data?.total ?? 0,
        showSizeChanger: true,
        ...(pageSizeOptions === undefined ? {} : { pageSizeOptions }),
        showTotal: totalText,
        onChange: paging.changePage,
      }}
    />
  );
}
