import { type ApplicationQueueItem, ZApplicationQueueQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { ApplicationReviewDrawer } from './application-review-drawer.tsx';
import { accountColumn, ageColumn, openColumn, QueuePage } from './queue-page.tsx';
import { type ApplicationQueueQuery, applicationQueueQuery } from './underwriting.api.ts';

const columns = (t: TFunction, open: (id: number) => void): TableColumnsType<ApplicationQueueItem> => [
  openColumn<ApplicationQueueItem>(
    t('staff.column.voucherNo'),
    (row) => row.voucherNo,
    (row) => open(row.id),
  ),
  accountColumn(t),
  { title: t('staff.column.product'), dataIndex: 'marketproductName' },
  { title: t('staff.column.insured'), dataIndex: 'riskName' },
  {
    title: t('staff.column.amount'),
    key: 'amount',
    align: 'right',
    width: 160,
    render: (_, row) => money(row.currencyCode, row.insuredAmount),
  },
  { title: t('staff.column.submittedAt'), dataIndex: 'createdDate', width: 170 },
  ageColumn(t),
];

const useRows = (query: ApplicationQueueQuery) => useQuery(applicationQueueQuery(query));

/** /staff/applications: applications referred to an underwriter (B4), oldest first; each opens its review. */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number>();
  return (
    <QueuePage<ApplicationQueueItem, ApplicationQueueQuery>
      testId="staff-applications"
      title={t('staff.page.applications')}
      intro={t('staff.applications.intro')}
      emptyText={t('staff.applications.empty')}
      schema={ZApplicationQueueQuery}
      filters={[
        { name: 'accountName', label: t('staff.filter.accountName'), maxLength: 64 },
        {
          name: 'voucherNo',
          label: t('staff.column.voucherNo'),
          maxLength: 40,
          testId: 'queue-filter-voucher',
        },
      ]}
      useRows={useRows}
      columns={columns(t, setOpenId)}
      rowKey="id"
      scrollX={1200}
    >
      {openId !== undefined && <ApplicationReviewDrawer id={openId} onClose={() => setOpenId(undefined)} />}
    </QueuePage>
  );
}
