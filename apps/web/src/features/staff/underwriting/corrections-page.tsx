import { type CorrectionQueueItem, ZCorrectionQueueQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { CorrectionReviewDrawer } from './correction-review-drawer.tsx';
import { accountColumn, ageColumn, openColumn, QueuePage } from './queue-page.tsx';
import { type CorrectionQueueQuery, correctionQueueQuery } from './underwriting.api.ts';

const columns = (t: TFunction, open: (id: number) => void): TableColumnsType<CorrectionQueueItem> => [
  openColumn<CorrectionQueueItem>(
    t('staff.column.correctionNo'),
    (row) => row.correctionNo,
    (row) => open(row.id),
  ),
  accountColumn(t),
  { title: t('staff.column.policyNo'), dataIndex: 'policyNo', width: 200 },
  { title: t('staff.column.correctionType'), dataIndex: 'correctionTypeName', width: 160 },
  {
    title: t('correctionWeb.pricing.difference'),
    key: 'difference',
    align: 'right',
    width: 160,
    render: (_, row) => money(row.pricing.currencyCode, row.pricing.premiumDifference),
  },
  { title: t('staff.column.submittedAt'), dataIndex: 'appliedAt', width: 170 },
  ageColumn(t),
];

const useRows = (query: CorrectionQueueQuery) => useQuery(correctionQueueQuery(query));

/** /staff/corrections: corrections pending review (E1), oldest first; each opens its review. */
export default function CorrectionsPage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number>();
  return (
    <QueuePage<CorrectionQueueItem, CorrectionQueueQuery>
      testId="staff-corrections"
      title={t('staff.page.corrections')}
      intro={t('staff.corrections.intro')}
      emptyText={t('staff.corrections.empty')}
      schema={ZCorrectionQueueQuery}
      filters={[
        { name: 'accountName', label: t('staff.filter.accountName'), maxLength: 64 },
        {
          name: 'correctionNo',
          label: t('staff.column.correctionNo'),
          maxLength: 40,
          testId: 'queue-filter-correction',
        },
        { name: 'policyNo', label: t('staff.column.policyNo'), maxLength: 30 },
      ]}
      useRows={useRows}
      columns={columns(t, setOpenId)}
      rowKey="id"
      scrollX={1300}
    >
      {openId !== undefined && <CorrectionReviewDrawer id={openId} onClose={() => setOpenId(undefined)} />}
    </QueuePage>
  );
}
