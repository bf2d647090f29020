import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FilterBar } from '../../../ui/list/filter-bar.tsx';
import type { FilterField, TextFilter } from '../../../ui/list/filter-fields.ts';
import { ListTable, type ListTableProps } from '../../../ui/list/list-table.tsx';
import { useFilteredList } from '../../../ui/list/use-filtered-list.ts';
import type { Paging } from '../../../ui/list/use-list-query.ts';

/** One text filter of a work queue. */
export type QueueFilter = Omit<TextFilter, 'kind'>;

interface QueuePageProps<Row, Q extends Paging> {
  testId: string;
  title: string;
  intro: string;
  emptyText: string;
  schema: z.ZodType<Q>;
  filters: readonly QueueFilter[];
  /** Loads one page of the queue (a react-query hook). */
  useRows: (query: Q) => ListTableProps<Row>['result'];
  columns: TableColumnsType<Row>;
  rowKey: ListTableProps<Row>['rowKey'];
  scrollX: number;
  /** The open item's review (a drawer), when one is open. */
  children?: ReactNode;
}

/**
 * A work queue of the back office (referred applications, declarations under review, corrections pending):
 * its title and intro, text filters checked by the queue's schema, the paged table and the open item's review.
 */
export function QueuePage<Row extends object, Q extends Paging>(props: QueuePageProps<Row, Q>) {
  const { t } = useTranslation();
  const fields = props.filters.map((filter): FilterField => ({ kind: 'text', ...filter }));
  const paging = useFilteredList(props.schema, fields, () => ({}), { firstPageOnSizeChange: true });
  const list = props.useRows(paging.query);
  return (
    <div className="page-card" data-testid={props.testId}>
      <Typography.Title level={2}>{props.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      <FilterBar list={paging} testId="queue" style={{ marginBottom: 8 }} />
      <ListTable<Row>
        rowKey={props.rowKey}
        columns={props.columns}
        result={list}
        paging={paging}
        totalText={(total) => t('staff.total', { count: total })}
        locale={{ emptyText: props.emptyText }}
        scroll={{ x: props.scrollX }}
      />
      {props.children}
    </div>
  );
}

/** The queue's first column: the item's number, a link-styled button that opens its review. */
export const openColumn = <Row extends object>(
  title: string,
  numberOf: (row: Row) => string,
  open: (row: Row) => void,
): TableColumnsType<Row>[number] => ({
  title,
  key: 'number',
  width: 210,
  render: (_, row) => (
    <Button
      type="link"
      onClick={() => open(row)}
      data-testid={`queue-open-${numberOf(row)}`}
      style={{ padding: 0 }}
    >
      {numberOf(row)}
    </Button>
  ),
});

/** Whose an item is: "company (account)". */
export const accountColumn = <Row extends { companyName: string; accountName: string }>(
  t: TFunction,
): TableColumnsType<Row>[number] => ({
  title: t('staff.column.account'),
  key: 'account',
  width: 220,
  render: (_, row) => `${row.companyName} (${row.accountName})`,
});

/** How long an item has waited, orange after a day and red after two. */
export const AgeTag = ({ hours }: { hours: number }) => {
  const { t } = useTranslation();
  return (
    <Tag color={hours > 48 ? 'red' : hours > 24 ? 'orange' : 'default'}>
      {t('staff.ageHours', { count: hours })}
    </Tag>
  );
};

export const ageColumn = <Row extends { ageHours: number }>(t: TFunction): TableColumnsType<Row>[number] => ({
  title: t('staff.column.age'),
  key: 'age',
  width: 110,
  render: (_, row) => <AgeTag hours={row.ageHours} />,
});
