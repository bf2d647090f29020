import { type Invoice, ZInvoiceQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupDigits } from '../../ui/format.ts';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { invoicesQuery } from './invoice.api.ts';
import { DownloadInvoiceButton, POLICY_ENQUIRY_PATH, SETTLEMENT_ENQUIRY_PATH } from './invoice-links.tsx';

const useInvoiceColumns = (): TableColumnsType<Invoice> => {
  const { t } = useTranslation();
  return [
    { title: t('invoice.web.column.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo', width: 200 },
    {
      title: t('invoice.web.column.source'),
      key: 'source',
      width: 250,
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.sourceNo}</span>
          <span className="text-description">{t(`invoice.source.${row.sourceType}`)}</span>
        </Space>
      ),
    },
    { title: t('invoice.web.column.title'), dataIndex: 'invoiceTitle', key: 'invoiceTitle', width: 220 },
    {
      title: t('invoice.web.column.amount'),
      key: 'amount',
      width: 150,
      align: 'right',
      render: (_: unknown, row) => <strong>{groupDigits(row.amount)}</strong>,
    },
    {
      title: t('invoice.web.column.tax'),
      key: 'tax',
      width: 120,
      align: 'right',
      render: (_: unknown, row) => groupDigits(row.taxAmount),
    },
    { title: t('invoice.web.column.issuedAt'), dataIndex: 'issuedAt', key: 'issuedAt', width: 170 },
    {
      title: t('invoice.web.column.status'),
      key: 'status',
      width: 190,
      render: (_: unknown, row) => <Tag color="green">{row.statusName}</Tag>,
    },
    { title: t('invoice.web.column.email'), dataIndex: 'email', key: 'email', width: 220 },
    {
      title: t('invoice.web.column.actions'),
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_: unknown, row) => <DownloadInvoiceButton invoiceNo={row.invoiceNo} />,
    },
  ];
};

/** /invoice "E-invoices": the account's invoices with their status and download. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.invoiceList');
  const paging = useListQuery(ZInvoiceQuery, () => ({}), { firstPageOnSizeChange: true });
  const list = useQuery(invoicesQuery(paging.query));
  const columns = useInvoiceColumns();
  return (
    <div className="page-card" data-testid="invoice-list">
      <h2 style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 600 }}>{title}</h2>
      <p className="text-description">{t('invoice.web.intro')}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Link to={POLICY_ENQUIRY_PATH}>{t('invoice.web.toPolicies')}</Link>
        <Link to={`${SETTLEMENT_ENQUIRY_PATH}?tab=paid`}>{t('invoice.web.toSettlements')}</Link>
      </Space>
      <ListTable<Invoice>
        result={list}
        paging={paging}
        rowKey="invoiceNo"
        columns={columns}
        scroll={{ x: 1660 }}
        locale={{ emptyText: t('invoice.web.empty') }}
        totalText={(total) => t('invoice.web.totalText', { total })}
        data-testid="invoice-table"
      />
    </div>
  );
}
