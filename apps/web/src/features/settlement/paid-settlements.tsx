import { type PaidSettlement, ZPaidSettlementQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../ui/format.ts';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { InvoiceLink } from '../invoice/index.ts';
import { paidSettlementsQuery } from './settlement.api.ts';

const usePaidColumns = (): TableColumnsType<PaidSettlement> => {
  const { t } = useTranslation();
  return [
    {
      title: t('settlement.column.settlementNo'),
      dataIndex: 'settlementNo',
      key: 'settlementNo',
      width: 240,
    },
    {
      title: t('settlement.column.kind'),
      key: 'kind',
      width: 190,
      render: (_: unknown, row) => <Tag color="blue">{row.kindName}</Tag>,
    },
    {
      title: t('settlement.column.product'),
      key: 'product',
      width: 200,
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.productName}</span>
          <span className="text-description">{row.documentNo}</span>
        </Space>
      ),
    },
    {
      title: t('settlement.column.period'),
      key: 'month',
      width: 110,
      render: (_: unknown, row) => row.month ?? '—',
    },
    { title: t('settlement.column.count'), dataIndex: 'count', key: 'count', width: 80, align: 'right' },
    {
      title: t('settlement.paid.premium'),
      key: 'premium',
      width: 150,
      align: 'right',
      render: (_: unknown, row) => <strong>{money(row.currency, row.premium)}</strong>,
    },
    { title: t('settlement.paid.column.paidAt'), dataIndex: 'paidAt', key: 'paidAt', width: 170 },
    { title: t('settlement.paid.column.paymentNo'), dataIndex: 'paymentNo', key: 'paymentNo', width: 190 },
    {
      title: t('settlement.paid.column.invoice'),
      key: 'invoice',
      fixed: 'right',
      width: 170,
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0}>
          {row.invoiceNo !== null ? <span className="text-description">{row.invoiceNo}</span> : null}
          <InvoiceLink sourceType="settlement" sourceNo={row.settlementNo} invoiceNo={row.invoiceNo} />
        </Space>
      ),
    },
  ];
};

/** The paid settlements, newest first, each with its invoice (or the way to request it). */
export function PaidSettlements() {
  const { t } = useTranslation();
  // The unpaid list of the other tab keeps the unprefixed parameters.
  const paging = useListQuery(ZPaidSettlementQuery, () => ({}), {
    firstPageOnSizeChange: true,
    addressPrefix: 'paid.',
  });
  const list = useQuery(paidSettlementsQuery(paging.query));
  const columns = usePaidColumns();
  return (
    <ListTable<PaidSettlement>
      result={list}
      paging={paging}
      rowKey="paymentNo"
      columns={columns}
      scroll={{ x: 1500 }}
      locale={{ emptyText: t('settlement.paid.empty') }}
      totalText={(total) => t('settlement.totalText', { total })}
      data-testid="settlement-paid-table"
    />
  );
}
