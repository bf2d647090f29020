import type { SettlementRow } from '@cargo/domain';
import { Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../ui/format.ts';
import { SettlementPayButton } from './settlement-pay-button.tsx';

const APPLICATION_ENQUIRY_PATH = '/pending-task/application';

/** The columns of the settlement list: what is due, for what, and the way to pay an application. */
export const useSettlementColumns = (): TableColumnsType<SettlementRow> => {
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
      width: 150,
      render: (_: unknown, row) => (
        <Tag color={row.kind === 'application' ? 'orange' : 'blue'}>{row.kindName}</Tag>
      ),
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
    { title: t('settlement.column.insured'), dataIndex: 'insuredName', key: 'insuredName', width: 180 },
    {
      title: t('settlement.column.period'),
      key: 'period',
      width: 190,
      render: (_: unknown, row) => row.month ?? `${row.periodStart ?? ''} ~ ${row.periodEnd ?? ''}`,
    },
    { title: t('settlement.column.date'), dataIndex: 'date', key: 'date', width: 110 },
    {
      title: t('settlement.column.count'),
      dataIndex: 'count',
      key: 'count',
      width: 90,
      align: 'right',
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      title: t('settlement.column.insuredAmount'),
      key: 'insuredAmount',
      width: 160,
      align: 'right',
      render: (_: unknown, row) => money(row.currency, row.insuredAmount),
    },
    {
      title: t('settlement.column.premium'),
      key: 'premium',
      // The amount due stays in view while the wide table scrolls.
      fixed: 'right',
      width: 170,
      align: 'right',
      render: (_: unknown, row) => <strong>{money(row.currency, row.premium)}</strong>,
    },
    {
      title: t('settlement.column.actions'),
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_: unknown, row) =>
        row.kind === 'application' ? (
          <Link to={APPLICATION_ENQUIRY_PATH} data-testid={`settlement-pay-${row.settlementNo}`}>
            {t('settlement.action.pay')}
          </Link>
        ) : (
          <SettlementPayButton row={row} />
        ),
    },
  ];
};
